import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadAnswer } from '@/domain/product-input';
import { openDatabase, type ShopDatabase } from '@/server/db/client';
import { databaseImageStore } from '@/server/services/images/database-store';
import { importDiskUploads, uploadsFolder } from '@/server/services/images/disk-import';
import { callAdmin, expectJson, IMAGES, uploadForm } from '../../../support/admin-fixtures';
import { adminToken } from '../../../support/auth-tokens';
import { buildApp, recordingLogger, testEnv } from '../../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// Issue 10 §4: the shop runs as several instances on one PostgreSQL, so an image uploaded through
// one must be served by every other. Each instance here has its own data folder, and on
// PostgreSQL its own connection pool, so nothing but the database is shared.
let test: TestDatabase;
let second: ShopDatabase;
let folders: string[];
let instanceA: ReturnType<typeof buildApp>;
let instanceB: ReturnType<typeof buildApp>;

/** On PostgreSQL a second pool on the same database; PGlite lives in one process, so it is shared. */
async function secondConnection(database: ShopDatabase): Promise<ShopDatabase> {
  if (database.driver === 'pglite') return { ...database, close: async () => {} };
  return openDatabase({ databaseUrl: database.databaseUrl, dataDir: '' });
}

beforeAll(async () => {
  test = await createTestDatabase();
  second = await secondConnection(test.database);
  folders = await Promise.all([1, 2].map(() => mkdtemp(join(tmpdir(), 'tress-instance-'))));
  instanceA = buildApp(test.database, testEnv({ DATA_DIR: folders[0] ?? '' }));
  instanceB = buildApp(second, testEnv({ DATA_DIR: folders[1] ?? '' }));
});
afterAll(async () => {
  await second.close();
  await test.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('images on several instances', () => {
  it('an image uploaded through one instance is served by a second on the same database', async () => {
    if (test.database.driver === 'postgres') expect(second).not.toBe(test.database);
    const token = await adminToken(test.database.db);
    const { url } = await expectJson<UploadAnswer>(
      callAdmin(instanceA, '/api/admin/uploads', {
        method: 'POST',
        body: uploadForm(IMAGES.webp),
        token,
      }),
      201,
    );

    const fromB = await instanceB.request(url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('Content-Type')).toBe('image/webp');
    expect(new Uint8Array(await fromB.arrayBuffer())).toEqual(IMAGES.webp);
    // Both instances name the same ETag, so a cache's 304 works whichever one it asks.
    const etag = (await instanceA.request(url)).headers.get('ETag') ?? '';
    expect(fromB.headers.get('ETag')).toBe(etag);
    expect((await instanceB.request(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('images uploaded into a data folder before are copied into the store once, for every instance', async () => {
    const folder = uploadsFolder(folders[0] ?? '');
    await mkdir(folder, { recursive: true });
    const old = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png';
    const fake = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png';
    await writeFile(join(folder, old), IMAGES.png);
    await writeFile(join(folder, fake), IMAGES.html);
    await writeFile(join(folder, 'notes.txt'), 'not an upload');
    // Before the copy, instance B (another data folder) cannot serve it: the bug this fixes.
    expect((await instanceB.request(`/uploads/${old}`)).status).toBe(404);

    // What main.ts does at start on instance A.
    const store = databaseImageStore(test.database.db);
    const { logger } = recordingLogger();
    expect(await importDiskUploads(store, folder, logger)).toEqual({
      imported: 1,
      skipped: [fake],
    });
    const served = await instanceB.request(`/uploads/${old}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(IMAGES.png);
    // A file named like an image that is not one is never served.
    expect((await instanceB.request(`/uploads/${fake}`)).status).toBe(404);

    // Idempotent: starting again (or another instance at the same time) copies nothing twice.
    const again = await Promise.all([
      importDiskUploads(store, folder, logger),
      importDiskUploads(databaseImageStore(second.db), folder, logger),
    ]);
    expect(again.map((result) => result.imported)).toEqual([0, 0]);
  });

  it('a data folder without uploads is nothing to copy', async () => {
    const store = databaseImageStore(test.database.db);
    expect(
      await importDiskUploads(store, join(folders[1] ?? '', 'uploads'), recordingLogger().logger),
    ).toEqual({ imported: 0, skipped: [] });
  });
});
