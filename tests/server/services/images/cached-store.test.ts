import { describe, expect, it } from 'vitest';
import { cachedImageStore } from '@/server/services/images/cached-store';
import type { ImageStore, NewImage, StoredImage } from '@/server/services/images/store';

// Each instance keeps the images it served last in memory, within a byte budget; names never
// change what they hold, so a cached image is never stale.
function countingStore() {
  const images = new Map<string, StoredImage>();
  const reads: string[] = [];
  const store: ImageStore = {
    kind: 'database',
    async put({ name, contentType, bytes }: NewImage) {
      images.set(name, { contentType, bytes, byteSize: bytes.byteLength, etag: `"${name}"` });
    },
    async head(name) {
      reads.push(`head ${name}`);
      const image = images.get(name);
      return (
        image && { contentType: image.contentType, byteSize: image.byteSize, etag: image.etag }
      );
    },
    async get(name) {
      reads.push(`get ${name}`);
      return images.get(name);
    },
  };
  return { store, reads };
}

const image = (name: string, size: number): NewImage => ({
  name,
  contentType: 'image/png',
  bytes: new Uint8Array(size).fill(name.charCodeAt(0)),
});

describe('the instance image cache', () => {
  it('reads an image from the store once, then answers from memory (bytes and facts)', async () => {
    const { store, reads } = countingStore();
    const cached = cachedImageStore(store, 100);
    await cached.put(image('a', 10));
    const first = await cached.get('a');
    const second = await cached.get('a');
    expect(second).toEqual(first);
    expect(await cached.head('a')).toEqual({ contentType: 'image/png', byteSize: 10, etag: '"a"' });
    expect(reads).toEqual(['get a']);
  });

  it('never caches a miss: an image stored later by another instance is found', async () => {
    const { store, reads } = countingStore();
    const cached = cachedImageStore(store, 100);
    expect(await cached.get('b')).toBeUndefined();
    await store.put(image('b', 10));
    expect((await cached.get('b'))?.byteSize).toBe(10);
    expect(reads).toEqual(['get b', 'get b']);
  });

  it('keeps at most its byte budget, forgetting the least recently used first', async () => {
    const { store, reads } = countingStore();
    const cached = cachedImageStore(store, 100);
    for (const name of ['a', 'b', 'c']) await cached.put(image(name, 40));
    await cached.get('a');
    await cached.get('b');
    await cached.get('a'); // a is now the most recently used
    await cached.get('c'); // 120 bytes: b goes
    reads.length = 0;
    await cached.get('a');
    await cached.get('c');
    await cached.get('b');
    expect(reads).toEqual(['get b']);
  });

  it('does not cache an image larger than the whole budget', async () => {
    const { store, reads } = countingStore();
    const cached = cachedImageStore(store, 100);
    await cached.put(image('z', 101));
    await cached.get('z');
    await cached.get('z');
    expect(reads).toEqual(['get z', 'get z']);
  });
});
