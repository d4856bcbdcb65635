// The server's message catalogues (issue 30): the words of the mails and the invoice PDFs, one
// file per language in ./messages (<language>.json: message id → ICU MessageFormat text), files
// a translator edits. English (en.json) holds the source texts; a language is its file, so a
// third language is a new file and no code change. The folder is read once, when the server
// starts: from src/server/i18n/messages under tsx and Vitest, and from dist/server/messages in
// the build (scripts/build.mjs copies it there, as it does the migrations). Every message is
// compiled by Lingui's compiler as it is read, so a broken message stops the start, naming its
// file and id.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, languagesOfFiles } from '@/domain/languages';
import type english from './messages/en.json';

/** An id English has: the only ids code may name (the type checker refuses any other). */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;

export const messagesFolder = fileURLToPath(new URL('./messages', import.meta.url));

/** A catalogue file's texts: one object of id → text. Throws, naming the file, on anything else. */
export function readCatalogueFile(file: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file} must hold one object of message id → text`);
  for (const [id, text] of Object.entries(parsed))
    if (typeof text !== 'string') throw new Error(`${file}: ${id} is not a text`);
  return parsed as Record<string, string>;
}

/** The texts of `folder`'s catalogues, by language (the default first). */
export function readCatalogues(
  folder: string = messagesFolder,
): Map<string, Record<string, string>> {
  const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  return new Map(
    languagesOfFiles(files).map((language) => [
      language,
      readCatalogueFile(join(folder, `${language}.json`)),
    ]),
  );
}

function compiled(texts: Record<string, string>, file: string): Messages {
  const messages: Messages = {};
  for (const [id, text] of Object.entries(texts)) {
    // An empty text is one not translated yet: the default language's stands in for it.
    if (text.trim() === '') continue;
    try {
      messages[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${file}: ${id} is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return messages;
}

const texts = readCatalogues();

/** The languages the server writes in: the file names of its catalogues, English first. */
export const CATALOGUE_LANGUAGES: readonly string[] = [...texts.keys()];

const defaults = compiled(texts.get(DEFAULT_LANGUAGE) ?? {}, `${DEFAULT_LANGUAGE}.json`);

/** One Lingui instance per language, each active in it; a message a language lacks is English's. */
const instances = new Map<string, I18n>(
  CATALOGUE_LANGUAGES.map((language) => {
    const own =
      language === DEFAULT_LANGUAGE
        ? defaults
        : { ...defaults, ...compiled(texts.get(language) ?? {}, `${language}.json`) };
    return [language, setupI18n({ locale: language, messages: { [language]: own } })];
  }),
);

/** The message `id` in `language` (the default language's when the shop has no such language). */
export function translate(language: string, id: MessageId, values?: MessageValues): string {
  const i18n = instances.get(language) ?? instances.get(DEFAULT_LANGUAGE);
  if (!i18n) throw new Error(`there is no ${DEFAULT_LANGUAGE}.json in ${messagesFolder}`);
  return i18n._(id, values);
}
