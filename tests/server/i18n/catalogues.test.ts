// The server's catalogues (issue 30): src/server/i18n/messages/<language>.json hold the words of
// the mails and invoice PDFs. Every language has every message English has, with a text and the
// same placeholders; every message is valid ICU; every id the server's code names is in English,
// and English holds no message no code names. The languages are the files: a third is a file.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { languagesOfFiles } from '@/domain/languages';
import { messagesFolder, readCatalogues } from '@/server/i18n/catalogues';
import { SHOP_LANGUAGES } from '@/server/i18n/languages';
import { textsIn } from '@/server/i18n/texts';

const root = join(__dirname, '../../..');
const catalogues = readCatalogues();
const english = catalogues.get('en') ?? {};
/** An id as the server's code writes one: shop.…, mail.… or pdf.… */
const ID = /^(?:shop|mail|pdf|stripe)\.[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/** The names a message's placeholders use, plural and select arguments included. */
function placeholders(message: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    found.add(name);
    if (format && typeof format === 'object')
      for (const [key, choice] of Object.entries(format))
        if (key !== 'offset' && Array.isArray(choice))
          placeholders(choice as CompiledMessage, found);
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every id-shaped string literal in src/server: id → the files naming it. */
function idsInCode(): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  for (const file of sourceFiles(join(root, 'src/server'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        ID.test(node.text)
      ) {
        const files = used.get(node.text) ?? new Set<string>();
        files.add(relative(root, file));
        used.set(node.text, files);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return used;
}

describe("the server's catalogues", () => {
  it('are English and Dutch, the languages the server answers in', () => {
    expect([...catalogues.keys()]).toEqual(['en', 'nl']);
    expect(SHOP_LANGUAGES).toEqual(['en', 'nl']);
  });

  it('give every language every message English has, with a text, and nothing more', () => {
    const problems: string[] = [];
    for (const [language, messages] of catalogues) {
      for (const id of Object.keys(english)) {
        if (!(id in messages)) problems.push(`${language}.json lacks ${id}`);
        else if (messages[id]?.trim() === '')
          problems.push(`${language}.json has no text for ${id}`);
      }
      for (const id of Object.keys(messages))
        if (!(id in english)) problems.push(`${language}.json has ${id}, which English lacks`);
    }
    expect(problems).toEqual([]);
  });

  it('hold valid ICU messages, each with the placeholders of its English', () => {
    const problems: string[] = [];
    for (const [language, messages] of catalogues)
      for (const [id, text] of Object.entries(messages)) {
        const source = english[id];
        if (source === undefined) continue;
        try {
          const own = [...placeholders(compileMessageOrThrow(text))].sort();
          const wanted = [...placeholders(compileMessageOrThrow(source))].sort();
          if (own.join() !== wanted.join())
            problems.push(
              `${language}.json: ${id} uses {${own.join('}, {')}}, not {${wanted.join('}, {')}}`,
            );
        } catch (error) {
          problems.push(`${language}.json: ${id} is not valid ICU: ${(error as Error).message}`);
        }
      }
    expect(problems).toEqual([]);
  });

  it('hold every id the code names, and no id the code does not name', () => {
    const used = idsInCode();
    const missing = [...used].filter(([id]) => !(id in english));
    expect(
      missing.map(([id, files]) => `${id} (in ${[...files].join(', ')})`),
      'ids the code names that en.json lacks',
    ).toEqual([]);
    expect(
      Object.keys(english).filter((id) => !used.has(id)),
      'ids of en.json no code names',
    ).toEqual([]);
  });
});

describe('a language is a file', () => {
  let folder: string;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reads a third language from its file, English first', () => {
    folder = mkdtempSync(join(tmpdir(), 'tress-server-messages-'));
    for (const name of readdirSync(messagesFolder))
      writeFileSync(join(folder, name), readFileSync(join(messagesFolder, name)));
    writeFileSync(join(folder, 'fr.json'), JSON.stringify({ 'mail.signoff': 'Cordialement,' }));
    const read = readCatalogues(folder);
    expect([...read.keys()]).toEqual(['en', 'fr', 'nl']);
    expect(languagesOfFiles(readdirSync(folder))).toEqual(['en', 'fr', 'nl']);
    expect(read.get('fr')).toEqual({ 'mail.signoff': 'Cordialement,' });
  });

  it('refuses a file that is not one object of texts, naming it', () => {
    folder = mkdtempSync(join(tmpdir(), 'tress-server-messages-'));
    writeFileSync(join(folder, 'en.json'), JSON.stringify({ 'mail.signoff': 12 }));
    expect(() => readCatalogues(folder)).toThrow(/en\.json: mail\.signoff is not a text/);
  });
});

describe('the texts of a language', () => {
  const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

  it('write Dutch money, dates, plurals and the shop’s paths under /nl', () => {
    const nl = textsIn('nl', 'en-NL');
    expect(nl.locale).toBe('nl-NL');
    expect(nbsp(nl.money(1250))).toBe('€ 12,50');
    expect(nl.date(new Date('2026-11-27T10:00:00Z'))).toBe('27 november 2026');
    expect(
      nl.t('pdf.terms.invoice', { days: 1, due: '', amount: '€ 1', account: '', number: 'X' }),
    ).toBe('Te betalen binnen 1 dag: € 1, onder vermelding van factuur X.');
    expect(nl.path('/success?order=1')).toBe('/nl/success?order=1');
    expect(nl.path('/?salonId=a&key=b')).toBe('/nl?salonId=a&key=b');
    expect(nl.path('/recommendation/x')).toBe('/nl/recommendation/x');
  });

  it('keep English as it was: the shop’s own money locale, English dates, paths without a prefix', () => {
    const en = textsIn('en', 'en-NL');
    expect(en.money(1250)).toBe('€12.50');
    expect(en.date(new Date('2026-11-27T10:00:00Z'))).toBe('27 November 2026');
    expect(en.t('mail.order.vat-included', { rate: 21 })).toBe('Including 21\u00a0% VAT');
    expect(en.path('/success?order=1')).toBe('/success?order=1');
  });

  it('fall back to English for a language the shop does not have', () => {
    expect(textsIn('fr').t('mail.signoff')).toBe('Kind regards,');
  });
});
