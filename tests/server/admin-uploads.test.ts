import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type UploadAnswer } from '@/domain/admin';
import { callAdmin, expectJson, IMAGES, uploadForm } from '../support/admin-fixtures';
import { adminToken } from '../support/auth-tokens';
import { buildApp, testEnv } from '../support/server-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// product.md §14, §16: admins upload product images (JPEG, PNG, WebP; up to 5 MB) into the data
// folder; the shop serves them at /uploads/<name> with a long cache and nosniff.
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let token: string;
let dataDir: string;

beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'tress-uploads-'));
  app = buildApp(test.database, testEnv({ DATA_DIR: dataDir }));
  token = await adminToken(test.database.db);
});
afterAll(async () => {
  await test.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (form: FormData) =>
  callAdmin(app, '/api/admin/uploads', { method: 'POST', body: form, token });
const stored = async () => readdir(join(dataDir, 'uploads')).catch(() => [] as string[]);

describe('image uploads', () => {
  it.each([
    ['png', IMAGES.png, 'image/png'],
    ['jpg', IMAGES.jpeg, 'image/jpeg'],
    ['webp', IMAGES.webp, 'image/webp'],
  ] as const)(
    'stores a %s under a random name and serves it back',
    async (extension, bytes, type) => {
      // The declared name and type do not matter; the bytes decide.
      const answer = await expectJson<UploadAnswer>(
        upload(uploadForm(bytes, 'x.bin', 'application/octet-stream')),
        201,
      );
      expect(answer.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`));

      const served = await app.request(answer.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(type);
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    },
  );

  it('refuses a file that only claims to be an image, storing nothing', async () => {
    const before = await stored();
    const answer = await expectJson<{ code: string }>(
      upload(uploadForm(IMAGES.html, 'cat.png', 'image/png')),
      415,
    );
    expect(answer.code).toBe('UNSUPPORTED_IMAGE');
    expect(await stored()).toEqual(before);
  });

  it('accepts exactly 5 MB and refuses more with 413', async () => {
    const limit = new Uint8Array(MAX_UPLOAD_BYTES);
    limit.set(IMAGES.png);
    await expectJson(upload(uploadForm(limit)), 201);

    const before = await stored();
    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    over.set(IMAGES.png);
    const answer = await expectJson<{ code: string }>(upload(uploadForm(over)), 413);
    expect(answer.code).toBe('PAYLOAD_TOO_LARGE');
    const far = new Uint8Array(MAX_UPLOAD_BYTES + 200 * 1024);
    far.set(IMAGES.png);
    await expectJson(upload(uploadForm(far)), 413);
    expect(await stored()).toEqual(before);
  });

  it('refuses a missing file (400) and a JSON body (415)', async () => {
    await expectJson(upload(new FormData()), 400);
    await expectJson(
      callAdmin(app, '/api/admin/uploads', { method: 'POST', body: { file: 'x' }, token }),
      415,
    );
  });

  it('other API bodies keep the 100 kB limit', async () => {
    const answer = await callAdmin(app, '/api/admin/products', {
      method: 'POST',
      body: { description: 'x'.repeat(150 * 1024) },
      token,
    });
    expect(answer.status).toBe(413);
  });

  it('serves nothing but uploaded names: unknown files and other paths are 404', async () => {
    for (const path of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/..%2Fpglite',
      '/uploads/notes.txt',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
