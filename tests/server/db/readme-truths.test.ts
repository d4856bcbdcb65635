// The README says what the shop really does (issue 34): its demo catalogue's size is the seed's,
// and it promises nothing as "still to come" that the shop already has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '@/server/db/seed/demo-catalog';

const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8').replace(/\s+/g, ' ');

describe('the README', () => {
  it('counts the demo catalogue as the seed has it', () => {
    const counted = /with the demo catalog: (\d+) products/.exec(readme);
    expect(counted, 'the quick start names the demo catalogue’s size').not.toBeNull();
    expect(Number(counted?.[1])).toBe(DEMO_CATALOG.length);
  });

  it('lists as still to come nothing the shop has', () => {
    expect(readme).not.toMatch(/still to come/i);
    for (const built of [
      'hairdresser onboarding',
      'recommendations',
      'batches',
      'invoices',
      'iDEAL',
    ])
      expect(readme).toContain(built);
  });
});
