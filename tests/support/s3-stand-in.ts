// A small S3-compatible object store on 127.0.0.1 for tests of the S3 image store: path-style
// PUT, HEAD and GET of objects, each request's AWS Signature V4 checked with node:crypto (written
// from AWS's description, not with the client's own signer), and the payload checked against
// X-Amz-Content-Sha256, as a real store does.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StoredObject = { bytes: Buffer; headers: Record<string, string> };

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** By key ("<name>"), as stored in the bucket. */
  objects: Map<string, StoredObject>;
  /** Every request as "METHOD /path". */
  requests: string[];
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** Why the request's signature is wrong, or undefined when it is right. */
function signatureProblem(
  request: IncomingMessage,
  stand: Pick<S3StandIn, 'region' | 'accessKeyId' | 'secretAccessKey'>,
): string | undefined {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return 'AccessDenied';
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== stand.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== stand.region) return 'AuthorizationHeaderMalformed';
  const datetime = String(request.headers['x-amz-date'] ?? '');
  if (!datetime.startsWith(day ?? '-')) return 'AccessDenied';
  const names = (signedHeaders ?? '').split(';');
  if (!names.includes('host') || !names.includes('x-amz-content-sha256')) return 'AccessDenied';
  const canonicalHeaders = names
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    (request.url ?? '/').split('?')[0],
    '',
    canonicalHeaders,
    signedHeaders,
    request.headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', datetime, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${stand.secretAccessKey}`, day ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) key = hmac(key, part);
  return hmac(key, toSign).toString('hex') === signature ? undefined : 'SignatureDoesNotMatch';
}

function answerError(response: ServerResponse, status: number, code: string, method?: string) {
  response.writeHead(status, { 'Content-Type': 'application/xml' });
  response.end(method === 'HEAD' ? undefined : `<Error><Code>${code}</Code></Error>`);
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const stand = {
    bucket: 'shop-images',
    region: 'eu-central-1',
    accessKeyId: 'TRESSTESTKEY',
    secretAccessKey: 'tress-test-secret',
    objects: new Map<string, StoredObject>(),
    requests: [] as string[],
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      stand.requests.push(`${method} ${path}`);
      const problem = signatureProblem(request, stand);
      if (problem) return answerError(response, 403, problem, method);
      const prefix = `/${stand.bucket}/`;
      if (!path.startsWith(prefix)) return answerError(response, 404, 'NoSuchBucket', method);
      const key = decodeURIComponent(path.slice(prefix.length));

      if (method === 'PUT') {
        const bytes = Buffer.concat(chunks);
        const declared = request.headers['x-amz-content-sha256'];
        if (declared !== 'UNSIGNED-PAYLOAD' && declared !== sha256(bytes))
          return answerError(response, 400, 'XAmzContentSHA256Mismatch');
        const headers: Record<string, string> = {
          'Content-Type': String(request.headers['content-type'] ?? 'binary/octet-stream'),
          ETag: `"${createHash('md5').update(bytes).digest('hex')}"`,
        };
        for (const [name, value] of Object.entries(request.headers))
          if (name.startsWith('x-amz-meta-') || name === 'cache-control')
            headers[name] = String(value);
        stand.objects.set(key, { bytes, headers });
        response.writeHead(200, { ETag: headers.ETag });
        return response.end();
      }
      if (method === 'GET' || method === 'HEAD') {
        const object = stand.objects.get(key);
        if (!object) return answerError(response, 404, 'NoSuchKey', method);
        response.writeHead(200, { ...object.headers, 'Content-Length': object.bytes.byteLength });
        return response.end(method === 'HEAD' ? undefined : object.bytes);
      }
      answerError(response, 405, 'MethodNotAllowed', method);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    ...stand,
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
