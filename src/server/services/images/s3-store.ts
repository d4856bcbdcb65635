// Product images in S3-compatible object storage (AWS S3, Supabase Storage's S3 endpoint,
// Cloudflare R2, MinIO, …), signed with AWS Signature V4 by aws4fetch. The shop still serves
// them itself at /uploads/<name>: image paths are same-origin by the domain's rules and the CSP,
// and a CDN in front of the shop caches them for a year like any other upload.
import { AwsClient } from 'aws4fetch';
import {
  etagOf,
  imageNameType,
  sha256Hex,
  type ImageContentType,
  type ImageFacts,
  type ImageStore,
} from './store';

export type S3Settings = {
  bucket: string;
  region: string;
  /** e.g. https://<project>.supabase.co/storage/v1/s3; unset: AWS's endpoint for the region. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** <endpoint>/<bucket>/<key> instead of <bucket>.<endpoint host>/<key> (MinIO, Supabase). */
  forcePathStyle: boolean;
};

/** A slow store must not hold a shopper's image request (or an upload) for long. */
const S3_TIMEOUT_MS = 15_000;
/** aws4fetch retries 5xx and 429 answers, doubling from 50 ms; three keeps a failure short. */
const S3_RETRIES = 3;
/** User metadata S3 returns with the object; it carries our ETag so every store agrees on it. */
const SHA256_HEADER = 'x-amz-meta-sha256';

/** The object's URL; keys are image names, which need no escaping. */
export function s3ObjectUrl(settings: S3Settings, key: string): string {
  const base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const path = base.pathname.replace(/\/+$/, '');
  const bucket = encodeURIComponent(settings.bucket);
  return settings.forcePathStyle
    ? `${base.origin}${path}/${bucket}/${key}`
    : `${base.protocol}//${bucket}.${base.host}${path}/${key}`;
}

export function s3ImageStore(settings: S3Settings): ImageStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: S3_RETRIES,
  });
  const call = (method: 'PUT' | 'HEAD' | 'GET', name: string, init: RequestInit = {}) =>
    client.fetch(s3ObjectUrl(settings, name), {
      ...init,
      method,
      signal: AbortSignal.timeout(S3_TIMEOUT_MS),
    });

  const factsOf = (name: string, answer: Response): ImageFacts => {
    const sha256 = answer.headers.get(SHA256_HEADER);
    return {
      // The name decides the type the shop serves; the object's own header is only a fallback.
      contentType: imageNameType(name) ?? (answer.headers.get('Content-Type') as ImageContentType),
      byteSize: Number(answer.headers.get('Content-Length') ?? 0),
      // Objects put by another tool have no sha256 metadata; S3's own ETag is strong too.
      etag: sha256 ? etagOf(sha256) : (answer.headers.get('ETag') ?? etagOf(name)),
    };
  };

  return {
    kind: 's3',
    async put({ name, contentType, bytes }) {
      const sha256 = sha256Hex(bytes);
      const answer = await call('PUT', name, {
        body: new Uint8Array(bytes),
        headers: {
          'Content-Type': contentType,
          // A signed payload: the store refuses bytes that changed on the way.
          'X-Amz-Content-Sha256': sha256,
          [SHA256_HEADER]: sha256,
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      });
      if (!answer.ok) throw await s3Error('PUT', name, answer);
    },
    async head(name) {
      const answer = await call('HEAD', name);
      if (answer.status === 404) return undefined;
      if (!answer.ok) throw await s3Error('HEAD', name, answer);
      return factsOf(name, answer);
    },
    async get(name) {
      const answer = await call('GET', name);
      if (answer.status === 404) {
        await answer.body?.cancel();
        return undefined;
      }
      if (!answer.ok) throw await s3Error('GET', name, answer);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      return { ...factsOf(name, answer), byteSize: bytes.byteLength, bytes };
    },
  };
}

/** An error for the log: the operation, status and S3's error code, never the credentials. */
async function s3Error(method: string, name: string, answer: Response): Promise<Error> {
  const text = method === 'HEAD' ? '' : await answer.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
  return new Error(
    `object storage answered ${answer.status}${code ? ` (${code})` : ''} to ${method} ${name}`,
  );
}
