import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageVariant } from '../modules/images/image-processing';
import type { ImageStore, StoredImage } from '../modules/images/image-store';
import { ImageService } from '../modules/images/images.service';
import { demoImages } from './demo';
import { storeDemoImages } from './stored-pictures';

/** A store in memory. */
class MemoryStore implements ImageStore {
  readonly images = new Map<string, StoredImage>();
  async put(hash: string, variants: ImageVariant[]) {
    for (const v of variants)
      this.images.set(`${hash}/${v.width}`, { bytes: v.bytes, type: v.type });
  }
  async get(hash: string, width: number) {
    return this.images.get(`${hash}/${width}`);
  }
  async has(hash: string) {
    return this.images.has(`${hash}/640`);
  }
}

describe('the demo pictures in the image store', () => {
  let dir: string;
  // A pizza, a drink and a storefront.
  const images = demoImages().filter((image) =>
    ['Pizza Hawaiana', 'Gaseosa Cola 400 ml', 'Horno Chapinero'].includes(image.name),
  );

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'horno-stored-pictures-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('rasterizes each drawing and stores it through the service, at every width', async () => {
    expect(images).toHaveLength(3);
    const store = new MemoryStore();
    const service = new ImageService(store);
    const process = vi.spyOn(service, 'process');
    const urls = await storeDemoImages(service, images, join(dir, 'cache'));
    expect(process).toHaveBeenCalledTimes(3);
    expect(new Set(urls).size).toBe(3);
    for (const url of urls) {
      const hash = /^\/imagenes\/([0-9a-f]{64})\/640\.webp$/.exec(url)![1]!;
      for (const width of [320, 640, 1024]) {
        const stored = store.images.get(`${hash}/${width}`)!;
        expect(stored.type).toBe('image/webp');
        const meta = await sharp(stored.bytes).metadata();
        // Drawn at 800 × 600; never enlarged.
        expect([meta.format, meta.width, meta.height]).toEqual([
          'webp',
          Math.min(width, 800),
          (Math.min(width, 800) * 3) / 4,
        ]);
      }
    }
  });

  it('uses what an earlier run made instead of making it again', async () => {
    const cache = join(dir, 'cache');
    const first = await storeDemoImages(new ImageService(new MemoryStore()), images, cache);
    const store = new MemoryStore();
    const service = new ImageService(store);
    const process = vi.spyOn(service, 'process');
    expect(await storeDemoImages(service, images, cache)).toEqual(first);
    expect(process).not.toHaveBeenCalled();
    expect(store.images.size).toBe(9);
  });

  it('makes again a picture whose kept copy is damaged', async () => {
    const cache = join(dir, 'damaged');
    const first = await storeDemoImages(new ImageService(new MemoryStore()), images, cache);
    const files = await readdir(cache);
    expect(files).toHaveLength(3);
    await writeFile(join(cache, files[0]!), '{"hash": "nope"');
    const service = new ImageService(new MemoryStore());
    const process = vi.spyOn(service, 'process');
    expect(await storeDemoImages(service, images, cache)).toEqual(first);
    expect(process).toHaveBeenCalledTimes(1);
  });

  it('still stores the pictures when the cache folder cannot be written', async () => {
    const file = join(dir, 'a-file');
    await writeFile(file, '');
    const store = new MemoryStore();
    const urls = await storeDemoImages(new ImageService(store), images, join(file, 'cache'));
    expect(urls).toHaveLength(3);
    expect(store.images.size).toBe(9);
  });
});
