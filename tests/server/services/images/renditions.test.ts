import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITION_WIDTHS, responsiveImage, shareImage } from '@/domain/images';
import type { UploadAnswer } from '@/domain/product-input';
import type { Logger } from '@/server/log';
import { backfillRenditions } from '@/server/services/images/backfill';
import { databaseImageStore } from '@/server/services/images/database-store';
import {
  makeRenditions,
  renditionNames,
  SHARE_BACKGROUND,
  SHARE_ENCODER,
  shareImageName,
} from '@/server/services/images/renditions';
// @ts-expect-error: a plain ESM build script without type declarations.
import * as buildImages from '../../../../scripts/build-images.mjs';
import { callAdmin, expectJson, IMAGES, uploadForm } from '../../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../../support/admin-test-app';
import { insertProduct } from '../../../support/catalog-fixtures';

// Issue 18: an upload's AVIF/WebP renditions are made at upload time and stored beside it as
// <hex>-<width>.<avif|webp>; /uploads serves exactly those names; older uploads get theirs from
// the start-up backfill. The pages list them from the URL alone (domain/images.ts).
// Issue 32: and its share picture, <hex>-1200.jpg (shareImage()), the same way.
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
/** A 1200×900 (or `width` × ¾) photo-like JPEG: a gradient, so the encoders have something to do. */
const photo = async (width = 1200) =>
  new Uint8Array(
    await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 1200 900"><defs><linearGradient id="g"><stop offset="0" stop-color="#7a4b2a"/><stop offset="1" stop-color="#f3d9b1"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/><circle cx="600" cy="450" r="300" fill="#2b1a10"/></svg>`,
      ),
    )
      .jpeg()
      .toBuffer(),
  );
/** The served share picture of an upload's URL: its type and its size in pixels. */
const served = async (path: string) => {
  const answer = await app.request(path);
  expect(answer.status, path).toBe(200);
  const meta = await sharp(new Uint8Array(await answer.arrayBuffer())).metadata();
  return {
    type: answer.headers.get('Content-Type'),
    cache: answer.headers.get('Cache-Control'),
    format: meta.format,
    size: [meta.width, meta.height],
  };
};
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

  it('stores the share picture shareImage() names: a JPEG 1200 wide, of a larger photo', async () => {
    const { url } = await upload(await photo(1600));
    const share = shareImage(url);
    expect(share?.url).toBe(url.replace(/\.jpg$/, '-1200.jpg'));
    expect(await served(share?.url ?? '')).toEqual({
      type: 'image/jpeg',
      cache: 'public, max-age=31536000, immutable',
      format: 'jpeg',
      size: [1200, 900],
    });
  });

  it('never enlarges the share picture: a smaller upload keeps its width under that name', async () => {
    const { url } = await upload(IMAGES.png);
    expect(await served(shareImage(url)?.url ?? '')).toMatchObject({
      type: 'image/jpeg',
      format: 'jpeg',
      size: [4, 3],
    });
  });

  it('lays a transparent upload on the page colour in its share picture', async () => {
    const transparent = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { url } = await upload(new Uint8Array(transparent));
    const answer = await app.request(shareImage(url)?.url ?? '');
    const { data } = await sharp(new Uint8Array(await answer.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = [...data.subarray(0, 3)];
    const pageColour = [0xfa, 0xf7, 0xf2];
    expect(
      pixel.every((value, channel) => Math.abs(value - (pageColour[channel] ?? 0)) <= 3),
      `${pixel.join(',')}`,
    ).toBe(true);
  });

  it('makes the share picture as the build makes the artwork’s (scripts/build-images.mjs)', () => {
    const build = buildImages as {
      SHARE_WIDTH: number;
      SHARE_ENCODER: unknown;
      SHARE_BACKGROUND: string;
    };
    expect(build.SHARE_WIDTH).toBe(1200);
    expect(build.SHARE_ENCODER).toEqual(SHARE_ENCODER);
    expect(build.SHARE_BACKGROUND).toBe(SHARE_BACKGROUND);
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
    expect((await app.request(`/uploads/${hex}-1200.jpg`)).status).toBe(200);
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
      // The share picture is a JPEG at 1200 only.
      `/uploads/${hex}-1200.avif`,
      `/uploads/${hex}-1200.webp`,
      `/uploads/${hex}-1200.png`,
      `/uploads/${hex}-1200.jpeg`,
      `/uploads/${hex}-1200.JPG`,
      `/uploads/${hex}-960.jpg`,
      `/uploads/${hex}-01200.jpg`,
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
      const answer = await app.request(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('Content-Type')).toBe(type);
    }
    expect(await served(shareImage(`/uploads/${name}`)?.url ?? '')).toMatchObject({
      type: 'image/jpeg',
      size: [1200, 900],
    });
    // Nothing left to make: a second start (or another instance) does no work.
    expect(await backfillRenditions(fixture.db, store, silent)).toEqual({ made: 0, failed: [] });
  });

  it('backfills only the share picture of an upload made before it (issue 32)', async () => {
    const store = databaseImageStore(fixture.db);
    const name = '0123456789abcdef0123456789abcdef.jpg';
    const bytes = await photo();
    // An upload from issue 18's time: the original and its AVIF/WebP renditions, no JPEG.
    const share = shareImageName(name);
    const earlier = (await makeRenditions(name, bytes)).filter((image) => image.name !== share);
    expect(earlier).toHaveLength(RENDITION_WIDTHS.length * 2);
    await store.put({ name, contentType: 'image/jpeg', bytes });
    for (const image of earlier) await store.put(image);
    await insertProduct(fixture.db, { slug: 'upload-before-share', images: [`/uploads/${name}`] });
    expect(await store.head(share)).toBeUndefined();

    // What the backfill asks for: the missing one alone, so no AVIF is encoded again.
    expect(
      (await makeRenditions(name, bytes, new Set([share]))).map((image) => image.name),
    ).toEqual([share]);
    expect(await backfillRenditions(fixture.db, store, silent)).toEqual({ made: 1, failed: [] });
    expect(await served(`/uploads/${share}`)).toMatchObject({
      type: 'image/jpeg',
      size: [1200, 900],
    });
    expect(await backfillRenditions(fixture.db, store, silent)).toEqual({ made: 0, failed: [] });
  });
});
