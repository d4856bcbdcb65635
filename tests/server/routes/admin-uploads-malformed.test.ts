import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages } from '@/server/db/schema';
import { IMAGES } from '../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import { recordingLogger, type RecordedLog } from '../../support/server-app';

// Issue 28: a multipart body the server cannot read is the sender's mistake — 400
// VALIDATION_FAILED naming the file field, nothing stored, nothing logged as a server error —
// never a 500.
let fixture: AdminTestApp;
let lines: RecordedLog[];

beforeAll(async () => {
  const recording = recordingLogger();
  lines = recording.lines;
  fixture = await buildAdminTestApp({ logger: recording.logger });
});
afterAll(() => fixture.close());

const BOUNDARY = 'tress-boundary-7MA4YWxkTrZu0gW';

/** A well-formed multipart body with one image in the field "file". */
function multipart(boundary: string): Uint8Array {
  const head = new TextEncoder().encode(
    `--${boundary}\r\n` +
      'Content-Disposition: form-data; name="file"; filename="photo.png"\r\n' +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  return Uint8Array.from([...head, ...IMAGES.png, ...tail]);
}

function upload(body: Uint8Array | string, contentType: string) {
  return fixture.app.request('/api/admin/uploads', {
    method: 'POST',
    headers: { Authorization: `Bearer ${fixture.token}`, 'Content-Type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

const stored = async () => {
  const [row] = await fixture.db.select({ images: count() }).from(productImages);
  return row?.images;
};

describe('POST /api/admin/uploads with a body that is not readable multipart', () => {
  it('still stores the well-formed body these cases spoil (so each refusal is the spoiling’s)', async () => {
    const response = await upload(multipart(BOUNDARY), `multipart/form-data; boundary=${BOUNDARY}`);
    expect(response.status, await response.clone().text()).toBe(201);
  });

  const whole = multipart(BOUNDARY);
  it.each<[string, Uint8Array | string, string]>([
    [
      'a body cut off in the middle of the file',
      whole.slice(0, Math.floor(whole.length / 2)),
      `multipart/form-data; boundary=${BOUNDARY}`,
    ],
    [
      'garbage instead of parts',
      'this is not multipart at all',
      `multipart/form-data; boundary=${BOUNDARY}`,
    ],
    [
      'a boundary the body does not use',
      whole,
      'multipart/form-data; boundary=some-other-boundary',
    ],
    ['no boundary at all', whole, 'multipart/form-data'],
    ['an empty body', '', `multipart/form-data; boundary=${BOUNDARY}`],
  ])('answers %s with 400 VALIDATION_FAILED, storing nothing', async (_name, body, type) => {
    const before = await stored();
    const errorsBefore = lines.filter((line) => line.level === 'error').length;
    const response = await upload(body, type);
    const text = await response.text();
    expect(response.status, text).toBe(400);
    expect(JSON.parse(text)).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/multipart\/form-data/),
      issues: [{ path: ['file'], message: expect.any(String), code: 'custom' }],
    });
    expect(await stored()).toBe(before);
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(errorsBefore);
  });
});
