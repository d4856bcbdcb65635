// Whether a product's page shows a product (issue 32): for sale, retired by the admin (archived:
// its page answers 410 Gone, so search engines drop it) or never there (404). One look-up by the
// primary key, made only for product pages.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

export type ProductPageStatus = 'for-sale' | 'archived' | 'unknown';

export async function productPageStatus(db: Database, id: number): Promise<ProductPageStatus> {
  const [row] = await db
    .select({ active: products.active })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!row) return 'unknown';
  return row.active ? 'for-sale' : 'archived';
}
