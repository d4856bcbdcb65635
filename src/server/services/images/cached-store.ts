// Each instance keeps the images it served last in memory. Safe without any invalidation: an
// image's name is random and never reused, so what is cached under a name never changes. It
// spares the store the bytes of popular images (a 5 MB image takes ~100 ms to read from
// PostgreSQL and ~800 ms from PGlite, and a round trip to object storage).
import type { ImageStore, StoredImage } from './store';

/** Memory one instance spends on images: a few dozen product photos. */
export const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

export function cachedImageStore(store: ImageStore, maxBytes = IMAGE_CACHE_BYTES): ImageStore {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const cache = new Map<string, StoredImage>();
  let bytesHeld = 0;

  const remember = (name: string, image: StoredImage) => {
    if (image.bytes.byteLength > maxBytes) return;
    cache.set(name, image);
    bytesHeld += image.bytes.byteLength;
    for (const [oldest, old] of cache) {
      if (bytesHeld <= maxBytes) break;
      cache.delete(oldest);
      bytesHeld -= old.bytes.byteLength;
    }
  };
  const recall = (name: string) => {
    const image = cache.get(name);
    if (image) {
      cache.delete(name);
      cache.set(name, image);
    }
    return image;
  };

  return {
    kind: store.kind,
    put: (image) => store.put(image),
    // Writes only: what a transaction stores is cached once it is read back, after the commit.
    ...(store.within ? { within: store.within } : {}),
    async head(name) {
      const image = recall(name);
      if (!image) return store.head(name);
      const { bytes: _bytes, ...facts } = image;
      return facts;
    },
    async get(name) {
      const cached = recall(name);
      if (cached) return cached;
      const image = await store.get(name);
      if (image) remember(name, image);
      return image;
    },
  };
}
