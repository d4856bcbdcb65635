// The database `npm run seed:volume` fills and `npm run bench:stats` measures (see seed-volume's
// --help): DATABASE_URL when it is a PostgreSQL scratch database, else tress_volume on the local
// server.
import postgres from 'postgres';

export const VOLUME_DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/tress_volume';

/** The database to fill: DATABASE_URL (checked) or tress_volume, created if missing. */
export async function volumeDatabaseUrl(
  yes: boolean,
  options: { create: boolean } = { create: true },
): Promise<string> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const url = URL.canParse(given) ? new URL(given) : null;
    if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
      throw new Error('DATABASE_URL must point at PostgreSQL (postgres://…).');
    }
    const name = decodeURIComponent(url.pathname.slice(1));
    if (!yes && !/volume|scratch|bench|test/i.test(name)) {
      throw new Error(
        `Refusing to fill "${name}": use a scratch database (its name containing volume, scratch, ` +
          'bench or test), or pass --yes if you are sure.',
      );
    }
    return given;
  }
  const server = postgres(VOLUME_DEFAULT_URL.replace(/\/tress_volume$/, '/postgres'), {
    max: 1,
    onnotice: () => {},
  });
  try {
    const [exists] = await server`select 1 from pg_database where datname = 'tress_volume'`;
    if (!exists && !options.create) {
      throw new Error('No database tress_volume yet: run npm run seed:volume first.');
    }
    if (!exists) await server.unsafe('create database tress_volume');
  } finally {
    await server.end();
  }
  return VOLUME_DEFAULT_URL;
}
