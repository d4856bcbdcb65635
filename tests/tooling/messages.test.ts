// The message catalogues against the code (scripts/messages.mjs, `npm run messages`): every id the
// web code names is in its catalogue in every language, with a text; nothing else is.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMessages } from '../../scripts/messages.mjs';
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
