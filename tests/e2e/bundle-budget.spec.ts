import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The one size budget that belongs in tests (conventions.md): the JavaScript a first visit to /
// loads, gzip-compressed, and that none of it is supabase-js (public pages never download it).
const BUDGET_BYTES = 130 * 1000;
// Strings that survive minification: an error name and the auth storage key of supabase-js.
const SUPABASE_MARKERS = ['AuthApiError', 'supabase.auth.token', 'GoTrueClient'];

test('a first visit to / loads at most 130 kB of gzipped JavaScript, none of it supabase-js', async ({
  page,
}) => {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.body());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('h1')).toBeVisible();

  let total = 0;
  const sizes: string[] = [];
  for (const [url, body] of scripts) {
    const gzipped = gzipSync(body, { level: 9 }).length;
    total += gzipped;
    sizes.push(`${new URL(url).pathname} ${(gzipped / 1000).toFixed(1)} kB`);
    for (const marker of SUPABASE_MARKERS) {
      expect(body.toString('utf8'), `${url} contains ${marker}`).not.toContain(marker);
    }
  }
  console.log(
    `first-visit JS for /: ${(total / 1000).toFixed(1)} kB gzip over ${scripts.size} files\n  ${sizes.join('\n  ')}`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('the supabase-js markers are real: /login does download supabase-js', async ({ page }) => {
  // Every script body is read before the check: reading one is asynchronous, and on a busy
  // machine the last chunk (supabase-js, loaded after the page) may still be arriving.
  const reads: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      reads.push(
        response.body().then(
          (body) => body.toString('utf8'),
          () => '',
        ),
      );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect
    .poll(async () => {
      const bodies = await Promise.all(reads);
      return bodies.some((body) => SUPABASE_MARKERS.some((marker) => body.includes(marker)));
    })
    .toBe(true);
});
