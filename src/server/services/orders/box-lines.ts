// Boxes in quotes and orders (product.md §11): every box re-validated from the database (its size
// exists, its components fill exactly the size's slots, each component is an active, eligible
// product with an existing variant and enough stock) and priced with the shared box rule at the
// shopper's tier. Stored as one line for the box plus one line per component pointing at it.
import { ERROR_CODES } from '@/domain/api-problem';
import { inArray } from 'drizzle-orm';
import {
  BOX_SIZE_NAMES,
  boxPrice,
  boxSizeRules,
  filledSlots,
  type BoxSize,
  type BoxSizeRule,
} from '@/domain/boxes';
import type { BoxQuoteLine, OrderItem, OrderLine, QuoteLine } from '@/domain/orders';
import { unitPrice, type PricingTier } from '@/domain/pricing';
import type { Database } from '../../db/client';
import type { orderLines } from '../../db/schema';
import { products, productVariants } from '../../db/schema';
import { AppError, type ApiIssue } from '../../http/errors';
import type { Logger } from '../../log';
import { readSomeSettings } from '../settings';
import type { StockLine } from './stock';

/** A component with the row its units come from. */
export type PricedComponent = BoxQuoteLine['components'][number] & { variantId: number | null };
/** A box line with its components' rows, and which request item it came from. */
export type PricedBox = Omit<BoxQuoteLine, 'components'> & {
  components: PricedComponent[];
  item: number;
  /** The size's percentage off, for the pricing engine. */
  percentOff: number;
};

const INVALID = 'Some fields are missing or invalid.';

/** The request's boxes, validated and priced; [] when it has none (no database read). */
export async function priceBoxes(
  db: Database,
  logger: Logger,
  items: readonly OrderItem[],
  tier: PricingTier,
): Promise<PricedBox[]> {
  const boxes = items.flatMap((item, index) => (item.type === 'box' ? [{ box: item, index }] : []));
  if (boxes.length === 0) return [];

  const ids = [...new Set(boxes.flatMap(({ box }) => box.components.map((c) => c.productId)))];
  const [productRows, variantRows, settings] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
    readSomeSettings(db, logger, ['boxSizes']),
  ]);
  const rules = boxSizeRules(settings.boxSizes);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const issues: ApiIssue[] = [];
  const short: ApiIssue[] = [];
  const priced: PricedBox[] = [];

  for (const { box, index } of boxes) {
    const rule = rules.find((size) => size.id === box.size);
    const boxName = BOX_SIZE_NAMES[box.size];
    if (!rule) {
      issues.push(issue([index, 'size'], `There is no ${boxName.toLowerCase()}`));
      continue;
    }
    const slots = filledSlots(box.components);
    if (slots !== rule.items) {
      issues.push(
        issue(
          [index, 'components'],
          `A ${boxName.toLowerCase()} holds ${rule.items} items; this one has ${slots}`,
        ),
      );
      continue;
    }
    const components = new Map<string, PricedComponent>();
    box.components.forEach((component, position) => {
      const at = [index, 'components', position];
      const product = productById.get(component.productId);
      if (!product || !product.active) {
        issues.push(issue([...at, 'productId'], `${boxName}: this product is not for sale`));
        return;
      }
      if (!product.boxEligible) {
        issues.push(issue([...at, 'productId'], `${boxName}: ${product.name} cannot go in a box`));
        return;
      }
      const variants = variantRows.filter((row) => row.productId === product.id);
      const variantName = component.variant ?? null;
      const variant =
        variantName === null ? undefined : variants.find((row) => row.name === variantName);
      if (
        (variantName === null) !== (variants.length === 0) ||
        (variantName !== null && !variant)
      ) {
        const choices = variants.map((v) => v.name).join(', ');
        issues.push(
          issue(
            [...at, 'variant'],
            variants.length === 0
              ? `${boxName}: ${product.name} has no variants`
              : `${boxName}: choose ${product.name} in one of: ${choices}`,
          ),
        );
        return;
      }
      const key = `${product.id}\u0000${variantName ?? ''}`;
      const quantity = (components.get(key)?.quantity ?? 0) + component.quantity;
      const available = variant ? variant.stock : product.stock;
      if (quantity > available) {
        short.push(
          issue(
            [...at, 'quantity'],
            `${boxName}: only ${available} left of ${product.name}${variantName ? ` (${variantName})` : ''}`,
          ),
        );
      }
      const unit = unitPrice(
        { price: product.price, business_price: product.businessPrice, variant_detail: [] },
        variant && {
          name: variant.name,
          price: variant.price,
          business_price: variant.businessPrice,
        },
        tier,
      );
      components.set(key, {
        productId: product.id,
        variant: variantName,
        variantId: variant?.id ?? null,
        name: product.name,
        quantity,
        unitPrice: unit,
        lineTotal: unit * quantity,
      });
    });
    priced.push(boxLine(index, rule, [...components.values()]));
  }

  if (issues.length > 0)
    throw new AppError(ERROR_CODES.enum.VALIDATION_FAILED, 400, INVALID, issues);
  if (short.length > 0) {
    throw new AppError(
      ERROR_CODES.enum.OUT_OF_STOCK,
      409,
      'A box holds more of a product than is in stock.',
      short,
    );
  }
  return priced;
}

function boxLine(item: number, rule: BoxSizeRule, components: PricedComponent[]): PricedBox {
  const price = boxPrice(components, rule.percentOff);
  return {
    type: 'box',
    size: rule.id,
    name: BOX_SIZE_NAMES[rule.id],
    quantity: 1,
    unitPrice: price.price,
    lineTotal: price.price,
    sum: price.sum,
    discount: price.discount,
    components,
    item,
    percentOff: rule.percentOff,
  };
}

function issue(path: (string | number)[], message: string): ApiIssue {
  return { path: ['items', ...path], message, code: 'custom' };
}

/** A box line as answers show it: without row ids or the request's item index. */
export function publicBox(box: PricedBox): BoxQuoteLine {
  const { item: _item, percentOff: _percentOff, components, ...line } = box;
  return { ...line, components: components.map(({ variantId: _variantId, ...c }) => c) };
}

/** A catalog line with the row its units come from (quote.ts's PricedLine). */
type PricedProductLine = QuoteLine & { variantId: number | null };
/** Any priced line of a quote. */
export type PricedOrderLine = PricedProductLine | PricedBox;

/** The rows an order's lines are stored as: a box is its own row, then one per component. */
export function orderLineRows(
  orderId: string,
  lines: readonly PricedOrderLine[],
): (typeof orderLines.$inferInsert)[] {
  const rows: (typeof orderLines.$inferInsert)[] = [];
  for (const line of lines) {
    const position = rows.length;
    if (line.type !== 'box') {
      rows.push(productRow(orderId, position, line));
      continue;
    }
    rows.push({
      orderId,
      position,
      productId: null,
      boxSize: line.size,
      variant: null,
      variantId: null,
      name: line.name,
      unitPrice: line.unitPrice,
      quantity: 1,
      lineTotal: line.lineTotal,
    });
    for (const component of line.components) {
      rows.push({ ...productRow(orderId, rows.length, component), boxPosition: position });
    }
  }
  return rows;
}

function productRow(orderId: string, position: number, line: PricedProductLine) {
  return {
    orderId,
    position,
    productId: line.productId,
    variant: line.variant,
    variantId: line.variantId,
    name: line.name,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
    discount: line.discount ?? 0,
    offerId: line.offer?.id ?? null,
    offerTitle: line.offer?.title ?? null,
    codeDiscount: line.codeDiscount ?? 0,
    dropItemId: line.drop?.itemId ?? null,
  };
}

/** What reserving an order's stock takes: every catalog line and every box's components. */
export function stockLinesOf(lines: readonly PricedOrderLine[]): StockLine[] {
  return lines.flatMap((line): StockLine[] =>
    line.type === 'box'
      ? line.components.map((component) => ({
          ...component,
          box: { item: line.item, size: line.size },
        }))
      : // A drop line's units were carved out of stock when its drop was saved.
        line.drop
        ? []
        : [line],
  );
}

/** Stored rows back into lines: box rows gather the component rows that point at them. */
export function nestOrderLines(
  rows: readonly {
    position: number;
    productId: number | null;
    boxSize: BoxSize | null;
    boxPosition: number | null;
    variant: string | null;
    name: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    discount: number;
    offerId: number | null;
    offerTitle: string | null;
    codeDiscount: number;
    dropItemId?: number | null;
  }[],
): OrderLine[] {
  const lines: OrderLine[] = [];
  const boxes = new Map<number, BoxQuoteLine>();
  for (const row of rows) {
    const plain = {
      productId: row.productId ?? 0,
      variant: row.variant,
      name: row.name,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      lineTotal: row.lineTotal,
    };
    if (row.boxSize !== null) {
      const box: BoxQuoteLine = {
        type: 'box',
        size: row.boxSize,
        name: row.name,
        quantity: 1,
        unitPrice: row.unitPrice,
        lineTotal: row.lineTotal,
        sum: 0,
        discount: 0,
        components: [],
      };
      boxes.set(row.position, box);
      lines.push(box);
    } else if (row.boxPosition !== null) {
      const box = boxes.get(row.boxPosition);
      if (box) {
        box.components.push(plain);
        box.sum += plain.lineTotal;
        box.discount = box.sum - box.lineTotal;
      }
    } else {
      lines.push({
        ...plain,
        discount: row.discount,
        offer: row.offerTitle === null ? null : { id: row.offerId ?? 0, title: row.offerTitle },
        codeDiscount: row.codeDiscount,
        ...(row.dropItemId != null && { drop: { itemId: row.dropItemId } }),
      });
    }
  }
  return lines;
}
