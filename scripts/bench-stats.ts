// `npm run bench:stats`: times GET /api/admin/stats through the real app (createApp, in this
// process, every middleware and the admin guard on the way; app.request() instead of a socket)
// against the volume database of `npm run seed:volume`, for several ranges, and prints the median
// and the slowest answer of each. Target (issue 16): ≤ 300 ms each on PostgreSQL with 100k orders.
// Same database rule as seed:volume (DATABASE_URL, else tress_volume on the local server).
// BENCH_RUNS (default 7) answers are timed per range, after one warm-up answer.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { amsterdamToday, addDays, type StatsAnswer } from '../src/domain/stats';
import { createApp } from '../src/server/app';
import { signAccessToken } from '../src/server/auth/access-tokens';
import { issuerFor } from '../src/server/auth/constants';
import { startSession } from '../src/server/auth/sessions';
import { loadSigningKey } from '../src/server/auth/signing-keys';
import { openDatabase } from '../src/server/db/client';
import { authUsers } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/log';
import { volumeDatabaseUrl } from './seed-volume-database';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BENCH_ADMIN = 'bench-stats@volume.example';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { yes: { type: 'boolean', default: false } } });
  const databaseUrl = await volumeDatabaseUrl(values.yes, { create: false });
  const database = await openDatabase({ databaseUrl, dataDir: 'unused-with-a-database-url' });
  try {
    const env = loadEnv({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
    const app = createApp({ database, env, logger: createLogger('silent') });
    const token = await benchAdminToken(database.db, env.SITE_URL);
    const [{ orders = 0 } = {}] = (await database.db.execute(
      sql`select count(*)::int as orders from orders`,
    )) as unknown as { orders: number }[];
    const today = amsterdamToday();
    const ranges: [string, string, string][] = [
      ['last 7 days', addDays(today, -6), today],
      ['last 30 days', addDays(today, -29), today],
      ['last 90 days', addDays(today, -89), today],
      ['this year', `${today.slice(0, 4)}-01-01`, today],
      ['two years', addDays(today, -730), today],
    ];
    console.log(`GET /api/admin/stats on PostgreSQL, ${orders} orders; ${RUNS} runs per range\n`);
    console.log('range          days  paid orders   median ms   max ms');
    for (const [label, from, to] of ranges) {
      const call = async () => {
        const started = performance.now();
        const response = await app.request(`/api/admin/stats?from=${from}&to=${to}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as StatsAnswer;
        if (response.status !== 200) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
        return { ms: performance.now() - started, body };
      };
      const { body } = await call();
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push((await call()).ms);
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
      const max = times[times.length - 1] ?? Number.NaN;
      console.log(
        `${label.padEnd(14)} ${String(body.range.days).padStart(4)}  ${String(body.totals.orders).padStart(11)}` +
          `   ${median.toFixed(1).padStart(9)}   ${max.toFixed(1).padStart(6)}`,
      );
    }
  } finally {
    await database.close();
  }
}

/** A token of an admin made for the benchmark, signed with the database's own key. */
async function benchAdminToken(
  db: Parameters<typeof loadSigningKey>[0],
  siteUrl: string,
): Promise<string> {
  await db
    .insert(authUsers)
    .values({ email: BENCH_ADMIN, passwordHash: 'not-for-signing-in', role: 'admin' })
    .onConflictDoNothing();
  const [user] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(sql`${authUsers.email} = ${BENCH_ADMIN}`);
  if (!user) throw new Error('could not make the benchmark admin');
  const key = await loadSigningKey(db);
  const { sessionId } = await startSession(db, key, user.id, new Date());
  const { token } = await signAccessToken(
    key,
    issuerFor(siteUrl),
    { id: user.id, email: BENCH_ADMIN, role: 'admin' },
    sessionId,
    new Date(),
  );
  return token;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
