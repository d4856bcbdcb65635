// X-Tress-Language (issue 30): a page's language reaches the routes as c.var.language.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '@/server/http/app-env';
import { apiErrorHandler } from '@/server/http/errors';
import { requestLanguage } from '@/server/http/language';
import { createLogger } from '@/server/log';

function appFor(languages: readonly string[]) {
  const app = new Hono<AppEnv>();
  app.use('*', requestLanguage(languages));
  app.get('/language', (c) => c.json({ language: c.var.language }));
  app.onError(apiErrorHandler(createLogger('silent')));
  return app;
}

const ask = (header?: string) =>
  appFor(['en', 'nl']).request('/language', {
    headers: header === undefined ? {} : { 'X-Tress-Language': header },
  });

describe('the request’s language', () => {
  it('is the header’s when the shop has that language', async () => {
    expect(await (await ask('nl')).json()).toEqual({ language: 'nl' });
    expect(await (await ask(' nl ')).json()).toEqual({ language: 'nl' });
  });

  it('is the default without the header, or for a language the shop does not have', async () => {
    expect(await (await ask()).json()).toEqual({ language: 'en' });
    expect(await (await ask('')).json()).toEqual({ language: 'en' });
    expect(await (await ask('fr')).json()).toEqual({ language: 'en' });
  });

  it('refuses a value that is no language code', async () => {
    for (const header of ['dutch', 'n', 'nl;q=0.9', '../nl']) {
      const response = await ask(header);
      expect(response.status, header).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: ['X-Tress-Language'] }],
      });
    }
  });
});
