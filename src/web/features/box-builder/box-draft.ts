import { boxPrice, filledSlots, isBoxSize, type BoxPrice, type BoxSize } from '@/domain/boxes';
import { isBoxId, type CartComponent, type CartItem, type NewCartItem } from '@/domain/cart';
import type { PricingTier } from '@/domain/pricing';
import { unitPriceFor } from '@/domain/pricing';
import type { Product } from '@/domain/products';

// The box being built (product.md §11): its size and picks, kept in localStorage so a reload
// keeps it, and turned into one cart line of type 'box' at the end.

export const BOX_DRAFT_KEY = 'tress-box-builder';

export interface BoxPick {
  productId: number;
  variant: string | null;
  quantity: number;
}

export interface BoxDraft {
  size: BoxSize | null;
  picks: BoxPick[];
  /** The cart line this draft edits (`box:<uuid>`), or null for a new box. */
  editing: `box:${string}` | null;
}

export const EMPTY_DRAFT: BoxDraft = { size: null, picks: [], editing: null };

export function loadDraft(storage: Storage | undefined = globalThis.localStorage): BoxDraft {
  try {
    const raw = JSON.parse(storage?.getItem(BOX_DRAFT_KEY) ?? 'null') as Partial<BoxDraft> | null;
    if (!raw || typeof raw !== 'object') return EMPTY_DRAFT;
    const picks = Array.isArray(raw.picks)
      ? raw.picks.filter(
          (pick): pick is BoxPick =>
            Number.isInteger(pick?.productId) &&
            Number.isInteger(pick?.quantity) &&
            pick.quantity > 0 &&
            (pick.variant === null || typeof pick.variant === 'string'),
        )
      : [];
    const editing =
      typeof raw.editing === 'string' && raw.editing.startsWith('box:') ? raw.editing : null;
    return { size: isBoxSize(raw.size) ? raw.size : null, picks, editing };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(draft: BoxDraft, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(BOX_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the reload-survival; the builder still works.
  }
}

/** Adds one unit of a product's variant (a pick of the same variant grows). */
export function addPick(draft: BoxDraft, productId: number, variant: string | null): BoxDraft {
  const index = draft.picks.findIndex((p) => p.productId === productId && p.variant === variant);
  if (index === -1)
    return { ...draft, picks: [...draft.picks, { productId, variant, quantity: 1 }] };
  return {
    ...draft,
    picks: draft.picks.map((p, i) => (i === index ? { ...p, quantity: p.quantity + 1 } : p)),
  };
}

/** Sets a pick's quantity; 0 takes it out. */
export function setPickQuantity(draft: BoxDraft, pick: BoxPick, quantity: number): BoxDraft {
  const same = (p: BoxPick) => p.productId === pick.productId && p.variant === pick.variant;
  return {
    ...draft,
    picks:
      quantity <= 0
        ? draft.picks.filter((p) => !same(p))
        : draft.picks.map((p) => (same(p) ? { ...p, quantity } : p)),
  };
}

/** Units of a product's variant in stock (a product without variants: its own stock). */
export function stockOf(product: Product, variant: string | null): number {
  if (variant === null) return product.stock;
  return product.variant_detail.find((v) => v.name === variant)?.stock ?? 0;
}

export interface PricedPick extends BoxPick {
  product: Product;
  unitPrice: number;
}

/** The picks with their products (picks of products no longer offered are left out). */
export function pricedPicks(
  draft: BoxDraft,
  products: readonly Product[],
  tier: PricingTier,
): PricedPick[] {
  return draft.picks.flatMap((pick) => {
    const product = products.find((p) => p.id === pick.productId);
    if (!product) return [];
    return [{ ...pick, product, unitPrice: unitPriceFor(product, pick.variant, tier) }];
  });
}

export function draftPrice(picks: readonly PricedPick[], percentOff: number): BoxPrice {
  return boxPrice(picks, percentOff);
}

export function slotsFilled(draft: Pick<BoxDraft, 'picks'>): number {
  return filledSlots(draft.picks);
}

/**
 * The cart line of a finished box: its product's price is the components' sum and its one
 * variant (the size) costs the box price, so the cart's tier rule gives the box price and the
 * product's own price shows the saving. The server re-prices it anyway.
 */
export function boxCartItem(
  size: BoxSize,
  name: string,
  picks: readonly PricedPick[],
  percentOff: number,
  id: `box:${string}`,
): NewCartItem {
  const { sum, price } = boxPrice(picks, percentOff);
  const components: CartComponent[] = picks.map((pick) => ({
    productId: pick.productId,
    name: pick.product.name,
    selectedVariant: pick.variant,
    quantity: pick.quantity,
  }));
  return {
    product: {
      id,
      name,
      slug: null,
      image: picks[0]?.product.images[0] ?? null,
      price: sum,
      business_price: null,
      variant_detail: [{ name: size, price, business_price: null }],
    },
    selectedVariant: size,
    quantity: 1,
    type: 'box',
    components,
  };
}

/** A box's saving as the cart shows it: its components' sum minus what it costs. */
export function boxSaving(item: CartItem): number {
  return Math.max(0, item.product.price - item.price);
}

/** A draft that edits a cart's box: its size and components, back in the builder. */
export function draftOf(item: CartItem): BoxDraft | null {
  if (item.type !== 'box' || !isBoxId(item.productId) || !isBoxSize(item.selectedVariant))
    return null;
  return {
    size: item.selectedVariant,
    picks: (item.components ?? []).map((c) => ({
      productId: c.productId,
      variant: c.selectedVariant,
      quantity: c.quantity,
    })),
    editing: item.productId,
  };
}
