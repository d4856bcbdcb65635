// The page renderer's own thread (issue 33): the render runs beside the API, and every answer
// the page reads comes from the main thread's reader, so a page is made from the same answers.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderThread } from '@/server/http/render-thread';

// A render module as the build makes one (dist/ssr/entry-server.js): it reads answers, and
// blocks its own thread for a while, as React rendering a large page does.
const MODULE = `
export async function renderPage(url, read) {
  const product = await read('/api/products/' + url.pathname.split('/').pop());
  const until = Date.now() + 50;
  while (Date.now() < until) {}
  if (!product) throw new Error('no such product');
  return { html: '<p>' + product.name + '</p>', queries: [], renderedAt: 1 };
}
export async function pageHead(url, read, context) {
  const settings = await read('/api/settings', 'nl');
  return { title: settings.name + ' ' + context.canonical, description: '', noscript: '' };
}
`;

let folder: string;
let thread: RenderThread;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tress-render-thread-'));
  const file = join(folder, 'entry-server.mjs');
  await writeFile(file, MODULE);
  thread = new RenderThread(pathToFileURL(file).href);
  thread.warm();
});
afterAll(async () => {
  await thread.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the render thread', () => {
  it('renders a page from the answers the main thread reads for it', async () => {
    const asked: string[] = [];
    const read = async (path: string, language?: string) => {
      asked.push(`${path} ${language ?? ''}`.trim());
      return path === '/api/settings' ? { name: 'Tress' } : { name: 'Bundle 12' };
    };
    const markup = await thread.markup(new URL('http://shop.test/product/12'), read);
    expect(markup?.html).toBe('<p>Bundle 12</p>');
    const head = await thread.head(new URL('http://shop.test/'), read, {
      siteUrl: 'https://tress.example',
      canonical: 'https://tress.example/',
    });
    expect(head?.title).toBe('Tress https://tress.example/');
    expect(asked).toEqual(['/api/products/12', '/api/settings nl']);
  });

  it('keeps the main thread free while it renders', async () => {
    const read = async () => ({ name: 'Bundle' });
    // Ten renders of 50 ms each: on the main thread that would hold it up half a second.
    const renders = Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        thread.markup(new URL(`http://shop.test/product/${index}`), read),
      ),
    );
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 1);
    await renders;
    clearInterval(ticking);
    // The main thread's timer ran all along (a blocked thread would have run it about once).
    expect(ticks).toBeGreaterThan(5);
  });

  it('fails the render, not the server, when the page throws', async () => {
    await expect(
      thread.markup(new URL('http://shop.test/product/1'), async () => undefined),
    ).rejects.toThrow(/no such product/);
    // And goes on rendering.
    const markup = await thread.markup(new URL('http://shop.test/product/2'), async () => ({
      name: 'After',
    }));
    expect(markup?.html).toBe('<p>After</p>');
  });
});
