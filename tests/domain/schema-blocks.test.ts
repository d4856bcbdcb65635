import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerSchema, orderItemSchema } from '@/domain/orders';
import {
  DB_INTEGER_MAX,
  integer,
  isOutOfIntegerRange,
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
  productIdParamsSchema,
  queryInteger,
  recordId,
  uuidParamsSchema,
  text,
} from '@/domain/schema-blocks';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe('text the database can store', () => {
  it('refuses NUL anywhere, naming the control character', () => {
    for (const value of ['\u0000', 'Ama\u0000', '\u0000Ama', ' \u0000 '])
      expect(messages(text().trim().min(1).safeParse(value))).toEqual([NUL_MESSAGE]);
  });

  it('refuses a lone surrogate, high or low', () => {
    for (const value of ['\ud800', 'a\udfffb', 'x\ud83d'])
      expect(messages(text().safeParse(value))).toEqual([LONE_SURROGATE_MESSAGE]);
  });

  it('accepts emoji (surrogate pairs) and other control characters PostgreSQL stores', () => {
    expect(text().safeParse('Krul 💇🏾‍♀️ studio\tzuid').success).toBe(true);
  });

  it('checks the text as sent, then trims and measures as z.string() does', () => {
    const name = text().trim().min(2, 'Too short');
    expect(name.parse('  Ama ')).toBe('Ama');
    expect(messages(name.safeParse(' a '))).toEqual(['Too short']);
  });
});

describe('whole numbers a PostgreSQL integer holds', () => {
  it.each([2_147_483_648, 1e15, -2_147_483_649])('refuses %s', (value) => {
    expect(integer().safeParse(value).success).toBe(false);
    expect(recordId().safeParse(value).success).toBe(false);
  });

  it('accepts the largest integer and keeps the caller’s tighter limits', () => {
    expect(integer().parse(DB_INTEGER_MAX)).toBe(DB_INTEGER_MAX);
    expect(messages(integer().max(99, 'At most 99').safeParse(1e15))).toHaveLength(1);
    expect(messages(integer().max(99, 'At most 99').safeParse(100))).toEqual(['At most 99']);
  });

  it('reads query strings and refuses NUL, out-of-range and exponent-sized values', () => {
    expect(queryInteger().parse('12')).toBe(12);
    for (const value of ['1\u0000', '\u0000', '2147483648', '1e15'])
      expect(queryInteger().safeParse(value).success).toBe(false);
  });

  it('refuses product ids beyond integer in order lines', () => {
    const line = (productId: number) => orderItemSchema.safeParse({ productId, quantity: 1 });
    expect(line(DB_INTEGER_MAX).success).toBe(true);
    expect(line(2_147_483_648).success).toBe(false);
    expect(line(1e15).success).toBe(false);
  });
});

describe.each([
  ['product ids', productIdParamsSchema],
  ['uuids', uuidParamsSchema],
])('path ids: %s', (_kind, idParamsSchema) => {
  it.each(['\u0000', '1\u0000', '2147483648', '1e15', '-99999999999', '%ED%A0%80', 'é'])(
    'refuses %j',
    (id) => {
      const result = idParamsSchema.safeParse({ id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['id']);
    },
  );

  it.each(['12', '2147483647', 'abc', '1.5', '-1', '007', '9b2c4d7e-0c1f-4d55-9f0e-3c0a7f1e2b3d'])(
    'lets %j through for the route to find (or answer 404)',
    (id) => {
      expect(idParamsSchema.safeParse({ id }).success).toBe(true);
    },
  );
});

describe('path ids', () => {
  it('reads a product id as its number, and one that names no product as null (a 404)', () => {
    expect(productIdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(productIdParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
    for (const id of ['abc', '1.5', '-1', '007', '0', '9b2c4d7e-0c1f-4d55-9f0e-3c0a7f1e2b3d']) {
      expect(productIdParamsSchema.parse({ id })).toEqual({ id: null });
    }
  });

  it('reads a uuid in lower case, and anything else as null (a 404)', () => {
    expect(uuidParamsSchema.parse({ id: '9B2C4D7E-0C1F-4D55-9F0E-3C0A7F1E2B3D' })).toEqual({
      id: '9b2c4d7e-0c1f-4d55-9f0e-3c0a7f1e2b3d',
    });
    for (const id of ['abc', '12', '9b2c4d7e-0c1f-4d55-9f0e-3c0a7f1e2b3']) {
      expect(uuidParamsSchema.parse({ id })).toEqual({ id: null });
    }
  });

  it('tells numbers in any notation beyond integer apart from other text', () => {
    expect(isOutOfIntegerRange('2147483648')).toBe(true);
    expect(isOutOfIntegerRange('1e15')).toBe(true);
    expect(isOutOfIntegerRange('2147483647')).toBe(false);
    expect(isOutOfIntegerRange('1e')).toBe(false);
  });
});

describe('emails and uuids', () => {
  it('refuse NUL and lone surrogates by their own format', () => {
    const email = (value: string) =>
      customerSchema.safeParse({ name: 'Ama', email: value }).success;
    expect(email('ama@example.com')).toBe(true);
    expect(email('ama\u0000@example.com')).toBe(false);
    expect(email('ama\ud800@example.com')).toBe(false);
    expect(z.uuid().safeParse('9b2c4d7e-0c1f-4d55-9f0e-3c0a7f1e2b3d\u0000').success).toBe(false);
  });
});
