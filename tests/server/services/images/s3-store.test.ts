import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadAnswer } from '@/domain/product-input';
import { productImages } from '@/server/db/schema';
import { InvalidEnvError, loadEnv } from '@/server/env';
import { s3SettingsFrom } from '@/server/services/images/choose-store';
import { importDiskUploads, uploadsFolder } from '@/server/services/images/disk-import';
import { s3ImageStore, s3ObjectUrl, type S3Settings } from '@/server/services/images/s3-store';
import { callAdmin, expectJson, IMAGES, uploadForm } from '../../../support/admin-fixtures';
import { adminToken } from '../../../support/auth-tokens';
import { startS3StandIn, type S3StandIn } from '../../../support/s3-stand-in';
import { buildApp, recordingLogger, testEnv } from '../../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// With S3_BUCKET set, product images go to S3-compatible object storage (Supabase Storage, AWS
// S3, R2, MinIO) instead of the database, and every instance serves them from there.
let s3: S3StandIn;
let databases: TestDatabase[];
let dataDir: string;

const s3Env = (stand: S3StandIn, overrides: Record<string, string> = {}) => ({
  S3_BUCKET: stand.bucket,
  S3_REGION: stand.region,
  S3_ENDPOINT: stand.endpoint,
  S3_ACCESS_KEY_ID: stand.accessKeyId,
  S3_SECRET_ACCESS_KEY: stand.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
  ...overrides,
});

beforeAll(async () => {
  s3 = await startS3StandIn();
  // Two instances that share nothing but the bucket: not even a database.
  databases = await Promise.all([createTestDatabase(), createTestDatabase()]);
  dataDir = await mkdtemp(join(tmpdir(), 'tress-s3-'));
});
afterAll(async () => {
  await s3.close();
  await Promise.all(databases.map((test) => test.close()));
  await rm(dataDir, { recursive: true, force: true });
});

const instance = (index: number, overrides: Record<string, string> = {}) => {
  const test = databases[index];
  if (!test) throw new Error(`no database ${index}`);
  return buildApp(test.database, testEnv({ ...s3Env(s3, overrides), DATA_DIR: dataDir }));
};
const imagesInDatabase = async (test: TestDatabase | undefined) => {
  const [row] = await test!.database.db.select({ images: count() }).from(productImages);
  return row?.images;
};

describe('images in S3-compatible object storage', () => {
  it('an image uploaded through one instance is stored in the bucket and served by another', async () => {
    const token = await adminToken(databases[0]!.database.db);
    const { url } = await expectJson<UploadAnswer>(
      callAdmin(instance(0), '/api/admin/uploads', {
        method: 'POST',
        body: uploadForm(IMAGES.jpeg),
        token,
      }),
      201,
    );
    const name = url.slice('/uploads/'.length);
    const sha256 = createHash('sha256').update(IMAGES.jpeg).digest('hex');
    const object = s3.objects.get(name);
    expect(object?.bytes).toEqual(Buffer.from(IMAGES.jpeg));
    expect(object?.headers['Content-Type']).toBe('image/jpeg');
    expect(object?.headers['x-amz-meta-sha256']).toBe(sha256);
    expect(await imagesInDatabase(databases[0])).toBe(0);

    const served = await instance(1).request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('ETag')).toBe(`"${sha256}"`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(IMAGES.jpeg);

    // A revalidation asks the bucket for the object's facts only, not its bytes.
    s3.requests.length = 0;
    const again = await instance(1).request(url, { headers: { 'If-None-Match': `"${sha256}"` } });
    expect(again.status).toBe(304);
    expect(s3.requests).toEqual([`HEAD /${s3.bucket}/${name}`]);
  });

  it('a name not in the bucket is 404, and a path trick never reaches the bucket', async () => {
    s3.requests.length = 0;
    expect(
      (await instance(1).request('/uploads/0123456789abcdef0123456789abcdef.png')).status,
    ).toBe(404);
    expect((await instance(1).request('/uploads/..%2F..%2Fother-bucket%2Fsecret.png')).status).toBe(
      404,
    );
    expect(s3.requests).toEqual([`GET /${s3.bucket}/0123456789abcdef0123456789abcdef.png`]);
  });

  it('a store that refuses the credentials fails the upload with 500, and nothing is stored', async () => {
    const before = s3.objects.size;
    const wrong = instance(0, { S3_SECRET_ACCESS_KEY: 'not-the-secret' });
    const answer = await expectJson<{ code: string; message: string }>(
      callAdmin(wrong, '/api/admin/uploads', {
        method: 'POST',
        body: uploadForm(IMAGES.png),
        token: await adminToken(databases[0]!.database.db),
      }),
      500,
    );
    expect(answer.message).not.toMatch(/secret|Signature/i);
    expect(s3.objects.size).toBe(before);
  });

  it('images in a data folder from before are copied into the bucket at start', async () => {
    const folder = uploadsFolder(dataDir);
    await mkdir(folder, { recursive: true });
    const old = 'cccccccccccccccccccccccccccccccc.webp';
    await writeFile(join(folder, old), IMAGES.webp);
    const store = s3ImageStore(s3SettingsFrom(loadEnv(s3Env(s3)))!);
    const { logger } = recordingLogger();
    expect((await importDiskUploads(store, folder, logger)).imported).toBe(1);
    expect((await importDiskUploads(store, folder, logger)).imported).toBe(0);
    expect(s3.objects.get(old)?.bytes).toEqual(Buffer.from(IMAGES.webp));
    expect((await instance(1).request(`/uploads/${old}`)).status).toBe(200);
  });
});

describe('object storage settings', () => {
  const settings: S3Settings = {
    bucket: 'shop-images',
    region: 'eu-central-1',
    accessKeyId: 'id',
    secretAccessKey: 'secret',
    forcePathStyle: false,
  };

  it('addresses objects path-style or virtual-hosted, on AWS or another endpoint', () => {
    const name = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png';
    expect(s3ObjectUrl(settings, name)).toBe(
      `https://shop-images.s3.eu-central-1.amazonaws.com/${name}`,
    );
    // Supabase Storage: its S3 endpoint has a path and wants path-style URLs.
    const supabase = 'https://abcd.supabase.co/storage/v1/s3';
    expect(s3ObjectUrl({ ...settings, endpoint: supabase, forcePathStyle: true }, name)).toBe(
      `${supabase}/shop-images/${name}`,
    );
    expect(s3ObjectUrl({ ...settings, endpoint: 'https://minio.example:9000/' }, name)).toBe(
      `https://shop-images.minio.example:9000/${name}`,
    );
  });

  it('without S3_BUCKET images stay in the database', () => {
    expect(s3SettingsFrom(testEnv())).toBeUndefined();
  });

  it('a bucket, access key and secret are set together or not at all', () => {
    expect(() => loadEnv({ S3_BUCKET: 'shop-images' })).toThrow(InvalidEnvError);
    expect(() => loadEnv({ S3_BUCKET: 'shop-images' })).toThrow(
      /S3_ACCESS_KEY_ID must be set together.*S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadEnv({ S3_ENDPOINT: 'https://abcd.supabase.co/storage/v1/s3' })).toThrow(
      /S3_BUCKET must be set together/,
    );
    expect(() => loadEnv({ S3_SECRET_ACCESS_KEY: 'x' })).toThrow(InvalidEnvError);
    expect(
      s3SettingsFrom(loadEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'i', S3_SECRET_ACCESS_KEY: 's' })),
    ).toMatchObject({ bucket: 'b', region: 'us-east-1', forcePathStyle: false });
  });
});
