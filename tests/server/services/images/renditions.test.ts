import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITION_WIDTHS, responsiveImage } from '@/domain/images';
import type { UploadAnswer } from '@/domain/product-input';
import type { Logger } from '@/server/log';
import { backfillRenditions } from '@/server/services/images/backfill';
import { databaseImageStore } from '@/server/services/images/database-store';
import { renditionNames } from '@/server/services/images/renditions';
import { callAdmin, expectJson, IMAGES, uploadForm } from '../../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../../support/admin-test-app';
import { insertProduct } from '../../../support/catalog-fixtures';

// Issue 18: an upload's AVIF/WebP renditions are made at upload time and stored beside it as
// <hex>-<width>.<avif|webp>; /uploads serves exactly those names; older uploads get theirs from
// the start-up backfill. The pages list them from the URL alone (domain/images.ts).
let fixture: AdminTestApp;
let app: AdminTestApp['app'];

beforeAll(async () => {
  fixture = await buildAdminTestApp();
  app = fixture.app;
});
afterAll(() => fixture.close());

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const upload = (bytes: Uint8Array) =>
  expectJson<UploadAnswer>(
    callAdmin(app, '/api/admin/uploads', {
      method: 'POST',
      body: uploadForm(bytes),
      token: fixture.token,
    }),
    201,
  );
/** A 1200×900 photo-like JPEG: a gradient, so the encoders have something to do. */
const photo = async () =>
  new Uint8Array(
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="#7a4b2a"/><stop offset="1" stop-color="#f3d9b1"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/><circle cx="600" cy="450" r="300" fill="#2b1a10"/></svg>',
      ),
    )
      .jpeg()
      .toBuffer(),
  );
/** The srcset URLs a page lists for an upload's URL. */
const listed = (url: string) =>
  responsiveImage(url).sources.flatMap((source) =>
    source.srcSet.split(', ').map((candidate) => {
      const [path = '', descriptor = ''] = candidate.split(' ');
      return { type: source.type, path, width: Number.parseInt(descriptor, 10) };
    }),
  );

describe('upload renditions', () => {
  it('stores AVIF and WebP at every listed width and serves them with their type', async () => {
    const { url } = await upload(await photo());
    const candidates = listed(url);
    expect(candidates).toHaveLength(RENDITION_WIDTHS.length * 2);
    for (const { type, path, width } of candidates) {
      const served = await app.request(path);
      expect(served.status, path).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(type);
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe(type === 'image/avif' ? 'heif' : 'webp');
      // Keeps the original's 4:3 shape.
      expect([meta.width, meta.height]).toEqual([width, (width * 3) / 4]);
    }
  });

  it('never enlarges: a rendition wider than the original is stored at its width', async () => {
    const { url } = await upload(IMAGES.png);
    for (const { path } of listed(url)) {
      const served = await app.request(path);
      expect(served.status, path).toBe(200);
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([4, 3]);
    }
  });

  it('refuses an image it cannot decode with 415, storing nothing', async () => {
    const answer = await expectJson<{ code: string }>(
      callAdmin(app, '/api/admin/uploads', {
        method: 'POST',
        body: uploadForm(IMAGES.truncatedPng),
        token: fixture.token,
      }),
      415,
    );
    expect(answer.code).toBe('UNSUPPORTED_IMAGE');
  });

  it('serves exactly the rendition names: other widths, types and shapes are 404', async () => {
    const { url } = await upload(IMAGES.webp);
    const hex = url.slice('/uploads/'.length, -'.webp'.length);
    expect((await app.request(`/uploads/${hex}-640.avif`)).status).toBe(200);
    for (const path of [
      `/uploads/${hex}-641.avif`,
      `/uploads/${hex}-1280.webp`,
      `/uploads/${hex}-640.jpg`,
      `/uploads/${hex}-640.png`,
      `/uploads/${hex}-640.AVIF`,
      `/uploads/${hex}.avif`,
      `/uploads/${hex}-640-320.avif`,
      `/uploads/${hex}--640.avif`,
      `/uploads/${hex}-0640.avif`,
      `/uploads/${hex.slice(1)}-640.avif`,
      `/uploads/${hex}-640.avif.webp`,
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('backfills the renditions of older uploads a product uses, once', async () => {
    const store = databaseImageStore(fixture.db);
    const name = 'fedcba9876543210fedcba9876543210.jpg';
    // An upload from before renditions: the original only.
    await store.put({ name, contentType: 'image/jpeg', bytes: await photo() });
    await insertProduct(fixture.db, { slug: 'older-upload', images: [`/uploads/${name}`] });
    for (const rendition of renditionNames(name))
      expect(await store.head(rendition)).toBeUndefined();

    expect(await backfillRenditions(fixture.db, store, silent)).toEqual({ made: 1, failed: [] });
    for (const { path, type } of listed(`/uploads/${name}`)) {
      const served = await app.request(path);
      expect(served.status, path).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(type);
    }
    // Nothing left to make: a second start (or another instance) does no work.
    expect(await backfillRenditions(fixture.db, store, silent)).toEqual({ made: 0, failed: [] });
  });
});
