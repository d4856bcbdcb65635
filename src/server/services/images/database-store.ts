// The default image store: the product_images table, so every instance on the same PostgreSQL
// serves every image. Images are at most 5 MB and a shop has hundreds, not millions.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productImages } from '../../db/schema';
import { etagOf, sha256Hex, type ImageContentType, type ImageStore } from './store';

export function databaseImageStore(db: Database): ImageStore {
  const facts = {
    contentType: productImages.contentType,
    byteSize: productImages.byteSize,
    sha256: productImages.sha256,
  };
  const asFacts = (row: { contentType: string; byteSize: number; sha256: string }) => ({
    // The column's CHECK allows only these three.
    contentType: row.contentType as ImageContentType,
    byteSize: row.byteSize,
    etag: etagOf(row.sha256),
  });

  return {
    kind: 'database',
    within: (tx) => databaseImageStore(tx),
    async put({ name, contentType, bytes }) {
      await db
        .insert(productImages)
        .values({ name, contentType, bytes, byteSize: bytes.byteLength, sha256: sha256Hex(bytes) })
        .onConflictDoNothing({ target: productImages.name });
    },
    async head(name) {
      const [row] = await db.select(facts).from(productImages).where(eq(productImages.name, name));
      return row && asFacts(row);
    },
    async get(name) {
      const [row] = await db
        .select({ ...facts, bytes: productImages.bytes })
        .from(productImages)
        .where(eq(productImages.name, name));
      return row && { ...asFacts(row), bytes: row.bytes };
    },
  };
}
