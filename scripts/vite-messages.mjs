// Message catalogues (`…/messages/<language>.json`: message id → ICU MessageFormat text, files a
// translator edits) become compiled modules at build time, by Lingui's own compiler: the browser
// gets the messages' parsed form and never a parser (issue 30). A message that is not valid ICU
// fails the build, naming the file and the id.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const CATALOGUE = /[\\/]messages[\\/][a-z]{2,3}(?:-[A-Z]{2})?\.json$/;

/** The catalogue's text compiled: { id: compiled message }. Throws on a bad file or message. */
export function compileCatalogue(source, file) {
  let parsed;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${error.message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file} must hold one object of message id → text`);
  const compiled = {};
  for (const [id, text] of Object.entries(parsed)) {
    if (typeof text !== 'string') throw new Error(`${file}: ${id} is not a text`);
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${file}: ${id} is not a valid ICU message: ${error.message}`);
    }
  }
  return compiled;
}

/** The Vite (and Vitest) plugin. */
export function messageCatalogues() {
  return {
    name: 'tress-message-catalogues',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0];
      if (!CATALOGUE.test(file)) return undefined;
      const compiled = compileCatalogue(source, file);
      return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: 'js' };
    },
  };
}
