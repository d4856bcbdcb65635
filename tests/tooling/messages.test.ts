// The message catalogues against the code (scripts/messages.mjs, `npm run messages`): every id the
// web code names is in its catalogue in every language, with a text; nothing else is.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMessages, findCatalogues } from '../../scripts/messages.mjs';
import { compileCatalogue } from '../../scripts/vite-messages.mjs';

describe("the shop's catalogues", () => {
  it('hold every message the code uses, in every language, and nothing else', () => {
    expect(checkMessages()).toEqual([]);
  });
});

describe('the check', () => {
  let base: string;
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  function project(files: Record<string, string>) {
    base = mkdtempSync(join(tmpdir(), 'tress-messages-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(base, path)), { recursive: true });
      writeFileSync(join(base, path), text);
    }
  }

  it('names a message the code uses that a language lacks, or holds without a text', () => {
    project({
      'src/web/app/messages/en.json': JSON.stringify({ 'app.a': 'A', 'app.b': 'B' }),
      'src/web/app/messages/nl.json': JSON.stringify({ 'app.a': '' }),
      'src/web/features/cart/messages/en.json': JSON.stringify({ 'cart.old': 'Old' }),
      'src/web/features/cart/messages/nl.json': JSON.stringify({ 'cart.old': 'Oud' }),
      'src/web/app/x.tsx': "t('app.a'); t('app.b'); const links = [{ label: 'cart.new' }];",
    });
    expect(checkMessages({ base })).toEqual([
      'src/web/app/messages/nl.json has no text for app.a',
      'src/web/app/messages/nl.json lacks app.b (used in src/web/app/x.tsx)',
      'src/web/features/cart/messages/en.json lacks cart.new (used in src/web/app/x.tsx)',
      'src/web/features/cart/messages/en.json: no code uses cart.old',
      'src/web/features/cart/messages/nl.json lacks cart.new (used in src/web/app/x.tsx)',
      'src/web/features/cart/messages/nl.json: no code uses cart.old',
    ]);
  });

  it('with --write, gives the other languages the new ids to translate and drops unused ones', () => {
    project({
      'src/web/app/messages/en.json': JSON.stringify({ 'app.a': 'A', 'app.gone': 'Gone' }),
      'src/web/app/messages/nl.json': JSON.stringify({ 'app.gone': 'Weg' }),
      'src/web/app/x.tsx': "t('app.a');",
    });
    expect(checkMessages({ base, write: true })).toEqual([
      'src/web/app/messages/en.json: no code uses app.gone',
      'src/web/app/messages/nl.json has no text for app.a',
    ]);
    expect(JSON.parse(readFileSync(join(base, 'src/web/app/messages/nl.json'), 'utf8'))).toEqual({
      'app.a': '',
    });
  });

  it('counts the ids the shared schemas write in src/domain, and checks their English', () => {
    project({
      'src/web/lib/forms/messages/en.json': JSON.stringify({
        'forms.enter-name': 'Enter your name',
        'forms.max-chars': 'Use at most {max} letters',
      }),
      'src/web/lib/forms/messages/nl.json': JSON.stringify({
        'forms.enter-name': 'Vul je naam in',
      }),
      'src/domain/people.ts': [
        "const name = text({ error: message('forms.enter-name', 'Enter your name') })",
        "  .max(100, message('forms.max-chars', 'Use at most {max} characters', { max: 100 }));",
        "const city = message('forms.enter-city', 'Enter your city');",
        "const other = message('nothing.here', 'No catalogue');",
        // Only message(…) calls count in the domain: other strings shaped like ids do not.
        "const file = 'forms.json';",
      ].join('\n'),
    });
    expect(checkMessages({ base })).toEqual([
      'src/domain/people.ts: message nothing.here names no catalogue',
      'src/web/lib/forms/messages/en.json lacks forms.enter-city (used in src/domain/people.ts)',
      'src/web/lib/forms/messages/en.json: forms.max-chars is not the English of src/domain/people.ts ("Use at most {max} characters")',
      'src/web/lib/forms/messages/nl.json lacks forms.enter-city (used in src/domain/people.ts)',
      'src/web/lib/forms/messages/nl.json lacks forms.max-chars (used in src/domain/people.ts)',
    ]);
  });

  it("reads a feature's part catalogues, the most specific catalogue owning each id", () => {
    project({
      'src/web/features/catalog/messages/en.json': JSON.stringify({
        'catalog.sold-out': 'Sold out',
        'catalog.shop': 'Shop',
        'catalog.shop.sort': 'Sort by',
      }),
      'src/web/features/catalog/shop/messages/en.json': JSON.stringify({
        'catalog.shop.lead': 'Everything in one place',
        'catalog.sold-out.note': 'Sold out for now',
      }),
      'src/web/features/catalog/shop/messages.ts': "t('catalog.shop.lead');",
      // A folder without messages is no catalogue.
      'src/web/features/catalog/components/card.tsx':
        "t('catalog.sold-out'); t('catalog.shop'); t('catalog.shop.sort'); t('catalog.sold-out.note');",
    });
    expect(findCatalogues(base).map(({ prefix }) => prefix)).toEqual(['catalog', 'catalog.shop']);
    expect(checkMessages({ base })).toEqual([
      'src/web/features/catalog/messages/en.json lacks catalog.sold-out.note (used in src/web/features/catalog/components/card.tsx)',
      'src/web/features/catalog/messages/en.json: catalog.shop.sort belongs in the catalog.shop catalogue',
      'src/web/features/catalog/shop/messages/en.json lacks catalog.shop.sort (used in src/web/features/catalog/components/card.tsx)',
      'src/web/features/catalog/shop/messages/en.json: catalog.sold-out.note belongs in the catalog catalogue',
    ]);
  });

  it('with --write, brings a part catalogue’s other languages in line too', () => {
    project({
      'src/web/app/messages/en.json': JSON.stringify({}),
      'src/web/app/messages/nl.json': JSON.stringify({}),
      'src/web/features/catalog/guide/messages/en.json': JSON.stringify({
        'catalog.guide.wash': 'Washing',
      }),
      'src/web/features/catalog/guide/x.ts': "t('catalog.guide.wash');",
    });
    expect(checkMessages({ base, write: true })).toEqual([
      'src/web/features/catalog/guide/messages/nl.json has no text for catalog.guide.wash',
    ]);
    expect(
      JSON.parse(
        readFileSync(join(base, 'src/web/features/catalog/guide/messages/nl.json'), 'utf8'),
      ),
    ).toEqual({ 'catalog.guide.wash': '' });
  });

  it('refuses one id written with two different English texts', () => {
    project({
      'src/web/lib/forms/messages/en.json': JSON.stringify({ 'forms.a': 'One' }),
      'src/domain/a.ts': "message('forms.a', 'One');",
      'src/domain/b.ts': "message('forms.a', 'Two');",
    });
    expect(checkMessages({ base })).toEqual([
      'forms.a has 2 different English texts in src/domain/a.ts, src/domain/b.ts',
    ]);
  });
});

describe('compiling a catalogue', () => {
  it('compiles ICU plurals, and refuses a message that is not ICU, naming it', () => {
    expect(
      compileCatalogue(
        JSON.stringify({ 'cart.count': '{n, plural, one {# artikel} other {# artikelen}}' }),
        'nl.json',
      ),
    ).toEqual({
      'cart.count': [['n', 'plural', { one: ['#', ' artikel'], other: ['#', ' artikelen'] }]],
    });
    expect(() =>
      compileCatalogue(JSON.stringify({ 'cart.x': '{n, plural, one {' }), 'nl.json'),
    ).toThrow(/nl\.json: cart\.x is not a valid ICU message/);
    expect(() => compileCatalogue('[]', 'nl.json')).toThrow(/one object/);
  });
});
