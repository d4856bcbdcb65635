// GET /api/settings: what the web app needs to know about the shop's settings — never a secret.
import { Hono } from 'hono';
import { publicSettings, type SettingsAnswer } from '@/domain/settings';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { revalidated } from '../http/conditional';
import type { Logger } from '../log';
import { readSettings } from '../services/settings';

export function settingsRoutes(deps: {
  db: Database;
  logger: Logger;
  paymentsMode: SettingsAnswer['paymentsMode'];
  authSettings: SettingsAnswer['auth'];
}): Hono<AppEnv> {
  return new Hono<AppEnv>().use('/settings', revalidated()).get('/settings', async (c) => {
    // Built field by field from the public part, so a new secret setting can never leak here.
    const answer: SettingsAnswer = {
      ...publicSettings(await readSettings(deps.db, deps.logger)),
      paymentsMode: deps.paymentsMode,
      auth: deps.authSettings,
    };
    return c.json(answer);
  });
}
