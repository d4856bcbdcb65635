// The shop's languages, as the web app knows them: one for each catalogue of the app's shell
// (src/web/app/messages/<language>.json). A third language is a catalogue file in each messages
// folder, nothing else. The rules of the addresses are the domain's (domain/languages.ts).
import {
  basenameOf,
  DEFAULT_LANGUAGE,
  languagesOfFiles,
  pathIn,
  splitLanguage as splitAmong,
} from '@/domain/languages';

export { basenameOf, DEFAULT_LANGUAGE, pathIn };

/** Every language with a shell catalogue, the default first. */
export const LANGUAGES: readonly string[] = languagesOfFiles(
  Object.keys(import.meta.glob('../app/messages/*.json')),
);

export function isLanguage(value: string): boolean {
  return LANGUAGES.includes(value);
}

/** The language of a path of this shop, and the path without its prefix. */
export function splitLanguage(pathname: string): { language: string; path: string } {
  return splitAmong(pathname, LANGUAGES);
}
