// `npm run messages`: the message catalogues against the code (issue 30).
//
// Each catalogue is a folder of files, one per language: src/web/app/messages/<language>.json
// (the shell: ids app.*), src/web/features/<feature>/messages/<language>.json (ids <feature>.*)
// and the shared layer's src/web/lib/forms/messages/<language>.json (the forms' messages, ids
// forms.*) and src/web/lib/problems/messages/<language>.json (the API's refusals, ids
// problems.*). The English file holds the source texts; a translator edits the others.
// A feature may split its messages into parts, each a catalogue of its own that only the code
// needing it loads (a page's words stay off the other pages' first visit):
// src/web/features/<feature>/<part>/messages/<language>.json holds the ids <feature>.<part>.*
// (catalog/shop/messages: catalog.shop.*). The most specific catalogue owns an id: catalog.shop.sort
// is the shop part's, catalog.sold-out the feature's own.
// This reads every message id the web code names — a string literal shaped like an id whose first
// part names a catalogue (t('checkout.delivery.choose-locker'), or an id kept in a table of links)
// — and every id the shared schemas write in src/domain (message('forms.enter-name', 'Enter your
// name'): the API answers with the English, the web shows the id's text), and reports, per
// catalogue and language:
//   - ids the code uses that the catalogue lacks, or holds untranslated (an empty text),
//   - ids the catalogue holds that no code uses,
//   - ids outside the catalogue's own prefix,
//   - an id of src/domain whose English in the catalogue is not the English the domain writes.
// It exits with 1 when anything is reported. With --write it first brings every language's file
// in line with the English one: new ids are added with an empty text for the translator, and ids
// no code uses are removed from every language.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_LANGUAGE = 'en';
const ID = /^[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+$/;
/** A part's folder name: one segment of an id. */
const PART = /^[a-z0-9-]+$/;

/** Every catalogue: its prefix, its folder and its files by language. */
export function findCatalogues(base = root) {
  const catalogues = [];
  const add = (prefix, folder) => {
    if (!existsSync(folder)) return;
    const files = {};
    for (const name of readdirSync(folder))
      if (name.endsWith('.json')) files[name.slice(0, -'.json'.length)] = join(folder, name);
    catalogues.push({ prefix, folder, files });
  };
  add('app', join(base, 'src/web/app/messages'));
  add('forms', join(base, 'src/web/lib/forms/messages'));
  add('problems', join(base, 'src/web/lib/problems/messages'));
  const features = join(base, 'src/web/features');
  if (existsSync(features))
    for (const feature of readdirSync(features, { withFileTypes: true })) {
      if (!feature.isDirectory()) continue;
      add(feature.name, join(features, feature.name, 'messages'));
      for (const part of readdirSync(join(features, feature.name), { withFileTypes: true }))
        if (part.isDirectory() && PART.test(part.name) && part.name !== 'messages')
          add(`${feature.name}.${part.name}`, join(features, feature.name, part.name, 'messages'));
    }
  return catalogues;
}

/** The catalogue that owns an id: the one with the longest prefix the id starts with. */
export function ownerOf(id, catalogues) {
  let owner;
  for (const catalogue of catalogues)
    if (
      id.startsWith(`${catalogue.prefix}.`) &&
      (!owner || catalogue.prefix.length > owner.prefix.length)
    )
      owner = catalogue;
  return owner;
}

function sourceFiles(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** Message ids named in the code: id → the files naming it. */
export function usedIds(prefixes, base = root) {
  const used = new Map();
  for (const file of sourceFiles(join(base, 'src/web'))) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const value = node.text;
        if (ID.test(value) && prefixes.has(value.split('.')[0])) {
          const files = used.get(value) ?? new Set();
          files.add(relative(base, file));
          used.set(value, files);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return used;
}

/**
 * The messages the shared schemas write (src/domain): id → { files, english }, from each call
 * `message('<id>', '<English>', …)` whose id is a literal (its English too, when it is one).
 */
export function domainMessages(base = root) {
  const found = new Map();
  const folder = join(base, 'src/domain');
  if (!existsSync(folder)) return found;
  for (const file of sourceFiles(folder)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'message'
      ) {
        const [id, english] = node.arguments;
        if (id && (ts.isStringLiteral(id) || ts.isNoSubstitutionTemplateLiteral(id))) {
          const entry = found.get(id.text) ?? { files: new Set(), english: new Set() };
          entry.files.add(relative(base, file));
          if (
            english &&
            (ts.isStringLiteral(english) || ts.isNoSubstitutionTemplateLiteral(english))
          )
            entry.english.add(english.text);
          found.set(id.text, entry);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function readCatalogue(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The problems found, as lines; `write` first brings the other languages in line. */
export function checkMessages({ base = root, write = false } = {}) {
  const catalogues = findCatalogues(base);
  const prefixes = new Set(catalogues.map((catalogue) => catalogue.prefix.split('.')[0]));
  const used = usedIds(prefixes, base);
  const fromDomain = domainMessages(base);
  const problems = [];
  for (const [id, { files, english }] of fromDomain) {
    if (!prefixes.has(id.split('.')[0]) || !ID.test(id)) {
      problems.push(`${[...files].join(', ')}: message ${id} names no catalogue`);
      continue;
    }
    if (english.size > 1)
      problems.push(
        `${id} has ${english.size} different English texts in ${[...files].join(', ')}`,
      );
    const names = used.get(id) ?? new Set();
    for (const file of files) names.add(file);
    used.set(id, names);
  }
  const languages = new Set(catalogues.flatMap((catalogue) => Object.keys(catalogue.files)));
  for (const catalogue of catalogues) {
    const name = relative(base, catalogue.folder);
    const wanted = [...used.keys()].filter((id) => ownerOf(id, catalogues) === catalogue).sort();
    const sourceFile = catalogue.files[SOURCE_LANGUAGE];
    const source = sourceFile ? readCatalogue(sourceFile) : {};
    if (write)
      for (const language of languages) {
        if (language === SOURCE_LANGUAGE) continue;
        const file = catalogue.files[language] ?? join(catalogue.folder, `${language}.json`);
        const current = existsSync(file) ? readCatalogue(file) : {};
        const next = {};
        for (const id of Object.keys(source)) if (wanted.includes(id)) next[id] = current[id] ?? '';
        writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
        catalogue.files[language] = file;
      }
    for (const language of languages) {
      const file = catalogue.files[language];
      const messages = file ? readCatalogue(file) : {};
      for (const id of wanted) {
        const domainEnglish =
          language === SOURCE_LANGUAGE ? fromDomain.get(id)?.english : undefined;
        if (id in messages && domainEnglish?.size === 1 && !domainEnglish.has(messages[id]))
          problems.push(
            `${name}/${language}.json: ${id} is not the English of ${[...fromDomain.get(id).files].join(', ')} ("${[...domainEnglish][0]}")`,
          );
        if (!(id in messages))
          problems.push(
            `${name}/${language}.json lacks ${id} (used in ${[...used.get(id)].join(', ')})`,
          );
        else if (typeof messages[id] !== 'string' || messages[id].trim() === '')
          problems.push(`${name}/${language}.json has no text for ${id}`);
      }
      for (const id of Object.keys(messages)) {
        const owner = ownerOf(id, catalogues);
        if (owner !== catalogue)
          problems.push(
            `${name}/${language}.json: ${id} belongs in the ${owner?.prefix ?? id.split('.')[0]} catalogue`,
          );
        else if (!used.has(id)) problems.push(`${name}/${language}.json: no code uses ${id}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = checkMessages({ write: process.argv.includes('--write') });
  if (problems.length === 0) {
    console.log('Every message the code uses is in every catalogue, in every language.');
  } else {
    console.log(problems.join('\n'));
    console.log(`\n${problems.length} problem(s). New ids: write the English in en.json, then`);
    console.log('npm run messages -- --write adds them to the other languages for translation.');
    process.exitCode = 1;
  }
}
