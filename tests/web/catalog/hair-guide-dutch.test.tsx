// The care and length guides in Dutch (issue 30). Their long texts are in a catalogue of their
// own (features/catalog/hair-guides/messages), which only the lazily loaded guide imports so a
// first visit does not download them; `npm run messages` reads only the features' own
// catalogues, so this checks the guide's: every id the guide's code names, in every language,
// with a text, and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

const feature = join(process.cwd(), 'src/web/features/catalog');
const folder = join(feature, 'hair-guides/messages');
const code = ['hair-guides.ts', 'components/hair-guide.tsx']
  .map((file) => readFileSync(join(feature, file), 'utf8'))
  .join('\n');
const usedIds = new Set([...code.matchAll(/'(guide\.[a-z0-9.-]+)'/g)].map((match) => match[1]));

describe('the hair guides’ catalogue', () => {
  const languages = readdirSync(folder).filter((name) => name.endsWith('.json'));

  it('is in English and Dutch', () => {
    expect(languages.sort()).toEqual(['en.json', 'nl.json']);
  });

  it.each(languages)('%s holds every id the guide names, with a text, and nothing else', (file) => {
    const messages = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual([...usedIds].sort());
    for (const [id, text] of Object.entries(messages)) expect(text.trim(), id).not.toBe('');
  });
});

describe('the guide on a Dutch product page', () => {
  it('gives synthetic braiding hair its Dutch care and pack count, without the bundles', async () => {
    renderApp('/nl/product/22'); // Braiding hair Synthetic 1
    const guide = within(await screen.findByRole('region', { name: 'Verzorging en lengtes' }));
    expect(guide.getByText('Synthetisch haar verzorgen')).toBeInTheDocument();
    expect(guide.getByText('Pakjes voor een heel hoofd vlechten')).toBeInTheDocument();
    expect(guide.getByText(/^Box braids tot de schouders vragen 5–6 pakjes/)).toBeInTheDocument();
    expect(guide.queryByText('Bundels voor een vol hoofd')).not.toBeInTheDocument();
  });
});
