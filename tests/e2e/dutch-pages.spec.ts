import { expect, test, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { publicRoutes } from './routes';

// Issue 30: every public page in Dutch, as the server sends it and after the app has taken it
// over, holds no English: no message of the catalogues is missing (npm run messages checks that),
// and none of a list of English words a Dutch page never needs shows. Each page names its English
// and Dutch versions and x-default with absolute addresses on the shop's public origin.

const port = Number(process.env.E2E_PORT ?? 4310);
/** SITE_URL of the browser tests' server (tests/support/e2e-server.mjs). */
const SITE = `http://127.0.0.1:${port}`;

/** The admin and its sign-in stay English (issue 30): /nl/login sends the visitor to /login. */
const DUTCH_ROUTES = publicRoutes.filter((path) => path !== '/login');

/**
 * English words no Dutch page of the shop needs (brands and product lines aside): each is
 * matched as a whole word, in any case. Words Dutch shares ("shop", "help", "contact", "salon",
 * "box", "menu", "privacy", "in", "is", "we", "of", "product") are not among them, nor the trade's
 * own "human hair", which Dutch shops write in English too.
 */
const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'for',
  'to',
  'from',
  'this',
  'cart',
  'checkout',
  'search',
  'price',
  'prices',
  'delivery',
  'order',
  'orders',
  'add',
  'remove',
  'loading',
  'back',
  'next',
  'previous',
  'page',
  'free',
  'shipping',
  'returns',
  'terms',
  'item',
  'items',
  'sold out',
  'left',
  'view',
  'more',
  'show',
  'choose',
  'continue',
  'total',
  'close',
  'weekly',
  'offers',
  'synthetic',
  'essentials',
  'salon prices',
  'sign in',
  'not found',
  'something went wrong',
  'try again',
  'email',
  'name',
  'message',
  'send',
];
const ENGLISH = new RegExp(`(?<![\\p{L}\\d-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\d-])`, 'giu');

/** The English words in `text`, each with a little of what surrounds it. */
function englishIn(text: string): string[] {
  return [...text.matchAll(ENGLISH)].map((match) => {
    const at = match.index ?? 0;
    return `"${match[0]}" in "…${text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ')}…"`;
  });
}

/** What a reader sees of the server's HTML: the title, and the body's text without scripts. */
function textOfHtml(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    // Attributes a reader meets: labels, alt texts, placeholders, titles.
    .replace(
      /\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g,
      (_, value: string) => `> ${value} <`,
    )
    .replace(/<[^>]+>/g, ' ');
  return [title, description, body]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ');
}

/** What a reader sees of the page in the browser: its title, text, labels and alt texts. */
async function textOfPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')]
      .flatMap((element) =>
        ['aria-label', 'alt', 'placeholder', 'title'].map((name) => element.getAttribute(name)),
      )
      .filter((value): value is string => Boolean(value));
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
}

function dutchPath(path: string): string {
  return path === '/' ? '/nl' : `/nl${path}`;
}

test.describe('every public page in Dutch', () => {
  for (const path of DUTCH_ROUTES) {
    const dutch = dutchPath(path);

    test(`${dutch}: the server's page is Dutch and names both versions`, async ({ request }) => {
      const response = await request.get(dutch);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="nl">');
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
      ].map((match) => `${match[1]} ${match[2]?.replace(/&amp;/g, '&')}`);
      expect(alternates.sort()).toEqual(
        [`en ${SITE}${path}`, `nl ${SITE}${dutch}`, `x-default ${SITE}${path}`].sort(),
      );
      expect(englishIn(textOfHtml(html))).toEqual([]);

      // And the English page names the same pair.
      const english = await (await request.get(path)).text();
      expect(english).toContain('<html lang="en">');
      expect(english).toContain(
        `<link rel="alternate" hreflang="nl" href="${SITE}${dutch.replace(/&/g, '&amp;')}">`,
      );
    });

    test(`${dutch}: the page in the browser is Dutch`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(dutch);
      await appReady(page);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      // The page's own content, not only its frame: its heading has come, nothing is loading.
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: /laden/i })).toHaveCount(0);
      await expect.poll(async () => englishIn(await textOfPage(page))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
