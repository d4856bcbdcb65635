// The language of a request (issue 30): a page under /nl sends `X-Tress-Language: nl` with every
// API request (web/lib/api-client.ts), and the server-side rendering reads its answers the same
// way (app.ts). Routes read it as c.var.language: answers with texts in it (a product's Dutch
// name) and the things a request creates (an order, an application, a message), whose mails
// and documents are then written in it.
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_HEADER } from '@/domain/languages';
import type { AppEnv } from './app-env';
import { AppError } from './errors';

/**
 * Sets c.var.language from X-Tress-Language: one of `languages`, or the default when the header
 * is absent or names a language the shop does not have (an old page after a language is
 * withdrawn still gets its answer). A value that is no language code at all is refused.
 */
export function requestLanguage(languages: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header(LANGUAGE_HEADER)?.trim();
    if (header && !isLanguageCode(header))
      throw new AppError(
        ERROR_CODES.enum.VALIDATION_FAILED,
        400,
        `${LANGUAGE_HEADER} must be a language code such as "nl".`,
        [{ path: [LANGUAGE_HEADER], message: 'Not a language code' }],
      );
    c.set('language', header && languages.includes(header) ? header : DEFAULT_LANGUAGE);
    await next();
  };
}
