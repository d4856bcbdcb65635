// One image store per app: S3-compatible object storage when S3_BUCKET is set, else the database;
// either way with the images served last kept in memory (cached-store.ts).
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { cachedImageStore } from './cached-store';
import { databaseImageStore } from './database-store';
import { s3ImageStore, type S3Settings } from './s3-store';
import type { ImageStore } from './store';

/** The object storage settings, or undefined when images stay in the database. */
export function s3SettingsFrom(env: Env): S3Settings | undefined {
  // env.ts refuses a bucket without both keys, so these are only undefined together.
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}

export function chooseImageStore(env: Env, db: Database): ImageStore {
  const s3 = s3SettingsFrom(env);
  return cachedImageStore(s3 ? s3ImageStore(s3) : databaseImageStore(db));
}
