// Migrates a database once per test run, so every server test file can start from a fresh copy
// quickly: a PGlite data-dir snapshot, or a PostgreSQL template database.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { driver: 'pglite'; snapshotFile: string }
      | { driver: 'postgres'; adminUrl: string; template: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.config.env?.TEST_DB;
  if (driver === 'postgres') return setupPostgresTemplate(project);
  if (driver === 'pglite') return setupPgliteSnapshot(project);
  throw new Error(`TEST_DB must be pglite or postgres, got ${String(driver)}`);
}

async function setupPgliteSnapshot(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'tress-pglite-'));
  const snapshotFile = join(folder, 'migrated.tar');
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await migrate(database);
  const snapshot = await pglite.dumpDataDir('none');
  await writeFile(snapshotFile, new Uint8Array(await snapshot.arrayBuffer()));
  await database.close();

  project.provide('testDatabase', { driver: 'pglite', snapshotFile });
  return () => rm(folder, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('The server-postgres project needs TEST_DATABASE_URL');
  // The pid keeps concurrent test runs on one server (other engineers, CI jobs) apart.
  const template = `tress_template_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${template}`);

  const database = await openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, template),
    dataDir: '',
  });
  await migrate(database);
  // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
  await database.close();

  project.provide('testDatabase', { driver: 'postgres', adminUrl, template });
  return async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
