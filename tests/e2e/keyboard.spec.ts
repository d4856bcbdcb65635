import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCart, productWithVariants } from './demo-products';
import { appReady } from './app-ready';

// Issue 18, keyboard: every control of the header, the product page and checkout is reached by
// Tab (a radio group counts once: Tab enters it, the arrow keys choose), each one shows a focus
// indicator (an outline or a ring it does not have without focus), and is on screen, not under
// the sticky header, when it has focus.

const MARK = 'data-keyboard-stop';

type Stop = {
  index: number;
  name: string;
  /** An input's type, else the tag name. */
  kind: string;
  /** A radio's group. */
  group: string;
  checked: boolean;
  onScreen: boolean;
  inMain: boolean;
};

/**
 * Presses Tab once and describes what got focus: marks it (so the missed controls can be told
 * apart later), its name, its focus indicator and whether it can be seen. A radio or checkbox
 * drawn by its label (the input itself visually hidden) is judged by that label.
 */
async function tab(page: Page, key: string | null = 'Tab'): Promise<Stop | null> {
  if (key) await page.keyboard.press(key);
  return page.evaluate(
    ({ mark }) => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const index = Number(
        element.getAttribute(mark) ?? document.querySelectorAll(`[${mark}]`).length,
      );
      element.setAttribute(mark, String(index));
      const drawn = (target: HTMLElement): HTMLElement => {
        const box = target.getBoundingClientRect();
        if (box.width > 2 && box.height > 2) return target;
        const label = (target as HTMLInputElement).labels?.[0];
        return label ?? target;
      };
      const visual = drawn(element);
      const look = (target: HTMLElement) => {
        const style = getComputedStyle(target);
        return {
          outline:
            style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
              ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
              : 'none',
          shadow: style.boxShadow,
        };
      };
      // The look with focus is kept on the element; the look without is read when it has none.
      const focused = [look(element), look(visual)];
      element.dataset.keyboardFocusedLook = JSON.stringify(focused);
      const box = visual.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + Math.min(box.height / 2, 8);
      const hit = document.elementFromPoint(x, y);
      const onScreen =
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        hit !== null &&
        (visual.contains(hit) || element.contains(hit) || hit.contains(visual));
      const name =
        element.getAttribute('aria-label') ??
        ((element as HTMLInputElement).labels?.[0]?.textContent ||
          element.textContent ||
          element.getAttribute('name') ||
          element.tagName);
      return {
        index,
        name: `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
        kind: element instanceof HTMLInputElement ? element.type : element.tagName.toLowerCase(),
        group: element instanceof HTMLInputElement ? element.name : '',
        checked: element instanceof HTMLInputElement && element.checked,
        onScreen,
        inMain: element.closest('main') !== null,
      };
    },
    { mark: MARK },
  );
}

/**
 * Tabs on until `stop` says so (or 150 presses), returning every stop. Fails when focus is lost to
 * the page itself.
 */
async function tabUntil(page: Page, stop: (stop: Stop) => boolean): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let press = 0; press < 150; press += 1) {
    const reached = await tab(page);
    expect(reached, 'focus went to the page itself').not.toBeNull();
    if (!reached) break;
    stops.push(reached);
    if (stop(reached)) return stops;
  }
  throw new Error(`Tab never reached the end: ${stops.map((item) => item.name).join(', ')}`);
}

/**
 * The visible, enabled controls inside `region` that Tab never reached (a radio group is reached
 * when any of its radios was), and the reached ones whose look did not change with focus.
 */
async function audit(region: Locator): Promise<{ missed: string[]; noIndicator: string[] }> {
  await region.page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return region.evaluate((root, mark) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), summary';
    const seen = (element: HTMLElement) => {
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      if ((element as HTMLButtonElement).disabled) return false;
      const shown = (target: Element) => {
        const box = target.getBoundingClientRect();
        return (
          box.width > 2 && box.height > 2 && target.checkVisibility({ visibilityProperty: true })
        );
      };
      return shown(element) || [...((element as HTMLInputElement).labels ?? [])].some(shown);
    };
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(
        element.getAttribute('aria-label') ??
        ((element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || '')
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60)}"`;
    const controls = [...root.querySelectorAll<HTMLElement>(selector)].filter(seen);
    const reachedGroups = new Set(
      controls
        .filter((element) => element.hasAttribute(mark) && element.getAttribute('type') === 'radio')
        .map((element) => (element as HTMLInputElement).name),
    );
    const missed = controls
      .filter((element) => !element.hasAttribute(mark))
      .filter(
        (element) =>
          !(
            element.getAttribute('type') === 'radio' &&
            reachedGroups.has((element as HTMLInputElement).name)
          ),
      )
      .map(describe);

    const look = (target: HTMLElement) => {
      const style = getComputedStyle(target);
      return {
        outline:
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
            ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
            : 'none',
        shadow: style.boxShadow,
      };
    };
    const noIndicator = [...document.querySelectorAll<HTMLElement>(`[${mark}]`)]
      .filter((element) => element.dataset.keyboardFocusedLook)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const visual =
          box.width > 2 && box.height > 2
            ? element
            : ((element as HTMLInputElement).labels?.[0] ?? element);
        const focused = JSON.parse(element.dataset.keyboardFocusedLook ?? '[]') as ReturnType<
          typeof look
        >[];
        const plain = [look(element), look(visual)];
        return !focused.some(
          (withFocus, at) =>
            (withFocus.outline !== 'none' && withFocus.outline !== plain[at]?.outline) ||
            (withFocus.shadow !== 'none' && withFocus.shadow !== plain[at]?.shadow),
        );
      })
      .map(describe);
    return { missed, noIndicator };
  }, MARK);
}

function expectAllReached(stops: Stop[], found: { missed: string[]; noIndicator: string[] }): void {
  expect(found.missed, 'controls Tab never reached').toEqual([]);
  expect(found.noIndicator, 'controls without a visible focus indicator').toEqual([]);
  expect(
    stops.filter((stop) => !stop.onScreen).map((stop) => stop.name),
    'controls hidden (off screen or covered) while focused',
  ).toEqual([]);
}

/** Starts the Tab walk from the top of a freshly loaded page. */
async function openAtTop(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }),
  ).toBeVisible();
  await expect(page.locator('[role="status"][aria-label^="Loading" i]')).toHaveCount(0);
  await appReady(page);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every header control is reached by Tab, shows its focus and is on screen', async ({
    page,
  }) => {
    await openAtTop(page, '/shop');
    const stops = await tabUntil(page, (stop) => stop.inMain);
    expect(stops[0]?.name).toContain('Skip to content');
    expectAllReached(stops, await audit(page.getByRole('banner')));
  });

  test('a product with variants is chosen, counted and added to the cart with the keyboard alone', async ({
    page,
    request,
  }) => {
    const product = await productWithVariants(request);
    await openAtTop(page, `/product/${product.id}`, product.name);
    const stops = await tabUntil(page, (stop) => stop.kind === 'radio' && stop.inMain);
    // Space chooses the variant Tab entered the group on; quantity and the button then wake up.
    const chosen = await tab(page, 'Space');
    expect(chosen?.checked).toBe(true);
    stops.push(...(await tabUntil(page, (stop) => stop.name.includes('Add to cart'))));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();

    const purchase = page
      .getByRole('main')
      .locator('div')
      .filter({ has: page.getByRole('group', { name: 'Price' }) })
      .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
      .last();
    expectAllReached(stops, await audit(purchase));
  });

  test('checkout: every field, the delivery choice and "Place order" are reached by Tab', async ({
    page,
    request,
  }) => {
    await addToCart(page, request);
    await openAtTop(page, '/cart/checkout', 'Checkout');
    await expect(
      page.getByRole('region', { name: 'Your order' }).getByRole('listitem'),
    ).toHaveCount(1);
    const stops = await tabUntil(page, (stop) => stop.group === 'delivery');
    // The arrow keys move the delivery choice; home delivery asks for the most fields.
    for (let press = 0; press < 5; press += 1) {
      const home = page.getByRole('radio', { name: /Home delivery/ });
      if (await home.isChecked()) break;
      const moved = await tab(page, 'ArrowDown');
      if (moved) stops.push(moved);
    }
    await expect(page.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Street and house number' })).toBeVisible();
    stops.push(...(await tabUntil(page, (stop) => !stop.inMain)));
    expect(stops.some((stop) => /Place order/.test(stop.name))).toBe(true);
    expectAllReached(stops, await audit(page.getByRole('main')));
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header and its menu are worked with the keyboard: every control reached and shown focused', async ({
    page,
  }) => {
    await openAtTop(page, '/shop');
    const stops = await tabUntil(page, (stop) => stop.name.includes('Menu'));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The dialog takes focus; Tab goes round inside it until it comes back.
    const first = await tab(page, null);
    expect(first, 'the menu took focus').not.toBeNull();
    if (first) stops.push(first);
    const seen = new Set(first ? [first.index] : []);
    stops.push(
      ...(await tabUntil(page, (stop) => {
        const again = seen.has(stop.index);
        seen.add(stop.index);
        return again;
      })),
    );
    expectAllReached(stops, await audit(menu));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // The dialog gives focus back to its button: only then can the audit read its look unfocused.
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    expectAllReached(stops, await audit(page.getByRole('banner')));
  });
});
