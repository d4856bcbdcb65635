// The server's markup of a legal page (entry-server.tsx) holds its text in the page's language
// from the first HTML: the render waits for the text's file, as it does for the messages. Run by
// the server project (node), where the server renders: in the web project it rendered on the React
// that the jsdom tests of its worker share, and a later file's router once found itself inside
// another router.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, publicSettings } from '@/domain/settings';
import { renderPage } from '@/web/entry-server';

/** The public API as the server's render reads it: the settings, nothing else. */
const read = (path: string) =>
  Promise.resolve(path.startsWith('/api/settings') ? publicSettings(DEFAULT_SETTINGS) : undefined);

describe('a legal page rendered by the server', () => {
  it('shows the Dutch text under /nl, with the model form addressed to the company in Dutch', async () => {
    const { html } = await renderPage(new URL('https://tress.test/nl/returns'), read);
    expect(html).toContain('Retourneren en herroepen</h1>');
    expect(html).toContain('Modelformulier voor herroeping');
    expect(html).toContain('Laatst bijgewerkt op ');
    expect(html).toContain('Kapperskade 14, 1011 AB Amsterdam, Nederland');
    expect(html).not.toContain('Model withdrawal form');
  });

  it('shows the English text at the plain address', async () => {
    const { html } = await renderPage(new URL('https://tress.test/shipping'), read);
    expect(html).toContain('Shipping and delivery</h1>');
    expect(html).toContain('€6.95');
    expect(html).not.toContain('Verzending en bezorging');
  });
});
