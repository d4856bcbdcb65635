import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type UploadAnswer } from '@/domain/product-input';
import { productImages } from '@/server/db/schema';
import { callAdmin, expectJson, IMAGES, uploadForm } from '../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';

// product.md §14, §16: admins upload product images (JPEG, PNG, WebP; up to 5 MB) into the
// image store (here the database); the shop serves them at /uploads/<name> with a year's cache,
// a strong ETag and nosniff.
let fixture: AdminTestApp;
const db = () => fixture.db;
let app: AdminTestApp['app'];
let token: string;

beforeAll(async () => {
  fixture = await buildAdminTestApp();
  ({ app, token } = fixture);
});
afterAll(() => fixture.close());

const upload = (form: FormData) =>
  callAdmin(app, '/api/admin/uploads', { method: 'POST', body: form, token });
const stored = async () => {
  const [row] = await db().select({ images: count() }).from(productImages);
  return row?.images;
};
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

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
      expect(served.headers.get('ETag')).toBe(`"${sha256(bytes)}"`);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    },
  );

  it("answers a request carrying the image's ETag with 304 and no body", async () => {
    const { url } = await expectJson<UploadAnswer>(upload(uploadForm(IMAGES.png)), 201);
    const etag = (await app.request(url)).headers.get('ETag') ?? '';

    const again = await app.request(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');

    const other = await app.request(url, { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect(new Uint8Array(await other.arrayBuffer())).toEqual(IMAGES.png);
  });

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
    const { url } = await expectJson<UploadAnswer>(upload(uploadForm(IMAGES.png)), 201);
    const name = url.slice('/uploads/'.length);
    for (const path of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      // The stored image under another type, case or with anything around its name.
      `/uploads/${name.replace('.png', '.jpg')}`,
      `/uploads/${name.toUpperCase()}`,
      `/uploads/${name}%00`,
      `/uploads/..%2F${name}`,
      '/uploads/..%2Fpglite',
      '/uploads/notes.txt',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    const unknown = '/uploads/0123456789abcdef0123456789abcdef.png';
    const revalidated = await app.request(unknown, { headers: { 'If-None-Match': '*' } });
    expect(revalidated.status).toBe(404);
  });
});
