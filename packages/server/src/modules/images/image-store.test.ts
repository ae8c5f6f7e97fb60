import { describe, expect, it } from 'vitest';
import type { ImageVariant } from './image-processing';
import { CachedImageStore, type ImageStore, type StoredImage } from './image-store';

/** A store in memory that counts its reads. */
class CountingStore implements ImageStore {
  readonly images = new Map<string, StoredImage>();
  reads = 0;

  async put(hash: string, variants: ImageVariant[]) {
    for (const v of variants)
      this.images.set(`${hash}/${v.width}`, { bytes: v.bytes, type: v.type });
  }
  async get(hash: string, width: number) {
    this.reads++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return this.images.get(`${hash}/${width}`);
  }
  async has(hash: string) {
    return [...this.images.keys()].some((key) => key.startsWith(`${hash}/`));
  }
}

const variant = (width: 320 | 640 | 1024, size: number): ImageVariant => ({
  width,
  type: 'image/webp',
  bytes: Buffer.alloc(size, width % 251),
});

describe('CachedImageStore', () => {
  it('reads a variant once, then serves it from memory', async () => {
    const inner = new CountingStore();
    const cached = new CachedImageStore(inner, 1000);
    await cached.put('a', [variant(320, 100), variant(640, 200)]);
    expect((await cached.get('a', 320))?.bytes.length).toBe(100);
    expect((await cached.get('a', 320))?.bytes.length).toBe(100);
    expect(inner.reads).toBe(1);
    expect(cached.cachedBytes).toBe(100);
    expect(await cached.has('a')).toBe(true);
  });

  it('shares one read between simultaneous requests', async () => {
    const inner = new CountingStore();
    const cached = new CachedImageStore(inner, 1000);
    await cached.put('a', [variant(640, 200)]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cached.get('a', 640)));
    expect(answers.every((a) => a?.bytes.length === 200)).toBe(true);
    expect(inner.reads).toBe(1);
  });

  it('keeps within its byte budget, dropping the least recently used first', async () => {
    const inner = new CountingStore();
    const cached = new CachedImageStore(inner, 500);
    await cached.put('a', [variant(320, 200)]);
    await cached.put('b', [variant(320, 200)]);
    await cached.put('c', [variant(320, 200)]);
    await cached.get('a', 320);
    await cached.get('b', 320);
    await cached.get('a', 320); // a is now more recent than b
    await cached.get('c', 320); // 600 bytes: b goes
    expect(cached.cachedBytes).toBe(400);
    inner.reads = 0;
    await cached.get('a', 320);
    await cached.get('c', 320);
    expect(inner.reads).toBe(0);
    await cached.get('b', 320);
    expect(inner.reads).toBe(1);
    expect(cached.cachedBytes).toBeLessThanOrEqual(500);
  });

  it('does not keep misses, nor a variant larger than the whole budget', async () => {
    const inner = new CountingStore();
    const cached = new CachedImageStore(inner, 100);
    expect(await cached.get('missing', 640)).toBeUndefined();
    await inner.put('missing', [variant(640, 10)]);
    expect((await cached.get('missing', 640))?.bytes.length).toBe(10);
    await inner.put('huge', [variant(1024, 101)]);
    await cached.get('huge', 1024);
    await cached.get('huge', 1024);
    expect(inner.reads).toBe(4);
    expect(cached.cachedBytes).toBe(10);
  });
});
