// The legal pages in Dutch (issue 30): /nl/terms, /nl/privacy, /nl/returns and /nl/shipping show
// the Dutch texts (content/<page>/nl.md), their numbers in Dutch, and the returns page the model
// withdrawal form as Dutch law gives it. Only the page's language of a text is downloaded.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, publicSettings } from '@/domain/settings';
import privacyEn from '@/web/features/legal/content/privacy/en.md?raw';
import privacyNl from '@/web/features/legal/content/privacy/nl.md?raw';
import returnsEn from '@/web/features/legal/content/returns/en.md?raw';
import returnsNl from '@/web/features/legal/content/returns/nl.md?raw';
import shippingEn from '@/web/features/legal/content/shipping/en.md?raw';
import shippingNl from '@/web/features/legal/content/shipping/nl.md?raw';
import termsEn from '@/web/features/legal/content/terms/en.md?raw';
import termsNl from '@/web/features/legal/content/terms/nl.md?raw';
import { parseLegalText, placeholdersOf } from '@/web/features/legal/legal-text';
import { defineLegalTexts } from '@/web/features/legal/legal-texts';
import { legalValues } from '@/web/features/legal/legal-values';
import { formatIn } from '@/web/i18n/format';
import { renderApp } from '../render-app';

const PAGES = [
  { path: '/nl/terms', title: 'Algemene voorwaarden', en: termsEn, nl: termsNl },
  { path: '/nl/privacy', title: 'Privacyverklaring', en: privacyEn, nl: privacyNl },
  { path: '/nl/returns', title: 'Retourneren en herroepen', en: returnsEn, nl: returnsNl },
  { path: '/nl/shipping', title: 'Verzending en bezorging', en: shippingEn, nl: shippingNl },
] as const;

const sectionIds = (source: string) =>
  parseLegalText(source).blocks.flatMap((block) => (block.kind === 'section' ? [block.id] : []));

async function openPage(path: string, title: string) {
  renderApp(path);
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  await screen.findByText(/Laatst bijgewerkt/);
  await screen.findAllByRole('heading', { level: 2 });
  return heading;
}

describe('the Dutch legal texts', () => {
  it('have the sections (and so the deep links) and the placeholders of the English ones', () => {
    const values = legalValues(publicSettings(DEFAULT_SETTINGS), (id) => id, formatIn('nl-NL'));
    for (const page of PAGES) {
      expect(sectionIds(page.nl), page.path).toEqual(sectionIds(page.en));
      expect(placeholdersOf(page.nl).sort(), page.path).toEqual(placeholdersOf(page.en).sort());
      for (const name of placeholdersOf(page.nl)) expect(values).toHaveProperty(name);
    }
  });

  for (const page of PAGES) {
    it(`${page.path}: the Dutch title, the date in Dutch, and no placeholder left unfilled`, async () => {
      await openPage(page.path, page.title);
      await waitFor(() => expect(document.title).toBe(`${page.title} · Tress`));
      expect(screen.getByText('25 november 2026')).toHaveAttribute('datetime', '2026-11-25');
      const main = screen.getByRole('main');
      expect(main.textContent).not.toMatch(/\{\{|\}\}/);
      // The English text is not on the page.
      expect(main).not.toHaveTextContent('Last updated');
    });
  }

  it('the terms: the company in Dutch, prices incl. btw, the 14-day herroepingsrecht and Dutch law', async () => {
    await openPage('/nl/terms', 'Algemene voorwaarden');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Tress B.V., Kapperskade 14, 1011 AB Amsterdam, Nederland');
    expect(main).toHaveTextContent('Handelsregister: KvK 86420133');
    expect(main).toHaveTextContent('Consumentenprijzen zijn inclusief 21% btw');
    expect(main).toHaveTextContent('binnen 14 dagen na ontvangst herroepen');
    expect(main).toHaveTextContent('Nederlands recht van toepassing');
    const contents = screen.getByRole('navigation', { name: 'Op deze pagina' });
    expect(within(contents).getByRole('link', { name: 'Herroepingsrecht' })).toHaveAttribute(
      'href',
      '#withdrawal',
    );
    // The shop's own links stay in Dutch.
    expect(within(main).getAllByRole('link', { name: 'contactformulier' })[0]).toHaveAttribute(
      'href',
      '/nl/contact',
    );
  });

  it('the returns page: the model withdrawal form as Dutch law gives it, addressed to the company', async () => {
    await openPage('/nl/returns', 'Retourneren en herroepen');
    expect(screen.getByRole('heading', { name: 'Het modelformulier' })).toHaveAttribute(
      'id',
      'model-form',
    );
    const lines = [
      'Modelformulier voor herroeping',
      '(dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen)',
      'Aan Tress B.V., Kapperskade 14, 1011 AB Amsterdam, Nederland, hello@tress.example:',
      'Ik/Wij* deel/delen* u hierbij mede dat ik/wij* onze overeenkomst betreffende de verkoop van de volgende producten: [aanduiding product] herroep/herroepen*',
      'Besteld op*/Ontvangen op* [datum bestelling bij diensten of ontvangst bij producten]',
      '[Naam consumenten(en)]',
      '[Adres consument(en)]',
      '[Handtekening consument(en)] (alleen wanneer dit formulier op papier wordt ingediend)',
      '[Datum]',
      '* Doorhalen wat niet van toepassing is.',
    ];
    for (const line of lines) expect(screen.getByText(line)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('De kosten van het terugsturen zijn voor jou.');
    expect(main).toHaveTextContent('artikel 6:230p, onder f, van het Burgerlijk Wetboek');
  });

  it('the privacy statement: the AVG, and the Autoriteit Persoonsgegevens', async () => {
    await openPage('/nl/privacy', 'Privacyverklaring');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Algemene verordening gegevensbescherming (AVG)');
    expect(main).toHaveTextContent('verwerkingsverantwoordelijke');
    expect(within(main).getByRole('link', { name: 'Autoriteit Persoonsgegevens' })).toHaveAttribute(
      'href',
      'https://autoriteitpersoonsgegevens.nl',
    );
  });

  it('the shipping page: fees and thresholds in Dutch money, a free salon pickup says “Gratis”', async () => {
    await openPage('/nl/shipping', 'Verzending en bezorging');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Bezorging aan huis/ })).toHaveTextContent(
      '€ 6,95',
    );
    expect(within(table).getByRole('row', { name: /Pakketautomaat/ })).toHaveTextContent('€ 3,95');
    expect(within(table).getByRole('row', { name: /Ophalen bij salon/ })).toHaveTextContent(
      'Gratis',
    );
    const free = screen.getByRole('heading', { name: 'Gratis verzending' }).nextElementSibling;
    expect(free).toHaveTextContent('gratis vanaf een bestelling van € 75,00');
    expect(free).toHaveTextContent('gratis vanaf € 250,00');
  });
});

describe('loading a legal text', () => {
  it('downloads only the language asked for', async () => {
    const en = vi.fn(() => Promise.resolve('---\ntitle: Terms\n---\n## One'));
    const nl = vi.fn(() => Promise.resolve('---\ntitle: Voorwaarden\n---\n## Een'));
    const texts = defineLegalTexts({ '../content/x/en.md': en, '../content/x/nl.md': nl });
    await texts.catalogue.load('nl');
    expect(nl).toHaveBeenCalledOnce();
    expect(en).not.toHaveBeenCalled();
    expect(texts.texts.get('nl')?.title).toBe('Voorwaarden');
    expect(texts.texts.has('en')).toBe(false);
  });
});
