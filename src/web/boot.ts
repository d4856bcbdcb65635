// The entry of a page the server rendered (server/http/page-render.ts), in place of index.html's
// own: built apart from the app (scripts/build.mjs → dist/client/boot.js). The page's first screen
// is in its HTML already, so the app's code is asked for only once the page has loaded (its
// picture and fonts first: what the shopper sees) or 3 s have passed, and a frame is painted. The
// page data island names the app's entry first, then every module the page needs, so they all
// come in parallel.
import { PAGE_DATA_ELEMENT_ID, PAGE_MODULES_ATTRIBUTE } from '@/domain/page-data';

function startApp() {
  const island = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const [entry, ...modules] = (island?.getAttribute(PAGE_MODULES_ATTRIBUTE) ?? '')
    .split(' ')
    .filter(Boolean);
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

/** After the next frame has been painted and shown: two animation frames on. */
function afterPaint() {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(startApp, 0)));
}

/**
 * The page's own pictures and fonts first, but never for long: on a slow connection the app
 * starts at most START_AT_LATEST_MS after the navigation began, loaded or not.
 */
const START_AT_LATEST_MS = 3000;
let started = false;
function startOnce() {
  if (started) return;
  started = true;
  afterPaint();
}

if (document.readyState === 'complete') startOnce();
else {
  window.addEventListener('load', startOnce, { once: true });
  setTimeout(startOnce, Math.max(0, START_AT_LATEST_MS - performance.now()));
}
