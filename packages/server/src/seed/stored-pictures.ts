// The products' and branches' pictures of the demo, stored like uploads: each drawing is
// rasterized to a PNG (our own SVG, not an upload: sharp renders it with librsvg) and goes
// through the image service. That takes seconds of CPU and the tests build the demo many times,
// so what the service made is also kept in the temporary folder, named by the drawing and the
// encoder's versions, and used again instead of being made again.
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectImageType, IMAGE_WIDTHS } from '@horno/domain/images';
import sharp from 'sharp';
import { WorkQueue } from '../lib/work-queue';
import { IMAGE_ENCODING, type ProcessedImage } from '../modules/images/image-processing';
import type { ImageService } from '../modules/images/images.service';
import { type DemoImage, renderArt, writeAtomically } from './images';

/** Pictures made at once while seeding (the app is not serving requests yet). */
export const SEED_PICTURE_PARALLELISM = 2;

/** Where made pictures are kept between runs; one folder per user of the machine. */
export const DEMO_PICTURE_CACHE = join(tmpdir(), `horno-demo-pictures-${process.getuid?.() ?? 0}`);

const RASTER_PNG = { compressionLevel: 1 } as const;

/** What a kept picture is named by: the drawing and everything that turns it into WebP. */
function cacheKey(svg: string): string {
  return createHash('sha256')
    .update(`${IMAGE_ENCODING} rsvg ${sharp.versions.rsvg} png ${RASTER_PNG.compressionLevel}\n`)
    .update(svg)
    .digest('hex');
}

interface KeptPicture {
  hash: string;
  variants: { width: number; type: string; bytes: string }[];
}

/** A picture kept earlier, when the file holds a whole one; otherwise undefined. */
async function readKept(file: string): Promise<ProcessedImage | undefined> {
  let kept: KeptPicture;
  try {
    kept = JSON.parse(await readFile(file, 'utf8')) as KeptPicture;
  } catch {
    return undefined;
  }
  if (!/^[0-9a-f]{64}$/.test(kept.hash) || kept.variants?.length !== IMAGE_WIDTHS.length) {
    return undefined;
  }
  const variants = IMAGE_WIDTHS.map((width, i) => {
    const variant = kept.variants[i]!;
    const bytes = Buffer.from(variant.bytes, 'base64');
    return variant.width === width && variant.type === 'image/webp' && detectImageType(bytes)
      ? { width, type: variant.type, bytes }
      : undefined;
  });
  if (variants.some((variant) => variant === undefined)) return undefined;
  return { hash: kept.hash, variants: variants.filter((variant) => variant !== undefined) };
}

/** Keeps a picture for the next run; a folder that cannot be written only costs the time. */
async function keep(file: string, image: ProcessedImage): Promise<void> {
  const kept: KeptPicture = {
    hash: image.hash,
    variants: image.variants.map((v) => ({
      width: v.width,
      type: v.type,
      bytes: v.bytes.toString('base64'),
    })),
  };
  await writeAtomically(file, JSON.stringify(kept)).catch(() => undefined);
}

/**
 * Rasterizes each picture and saves it through the image service, as an upload would be, or
 * stores the same result kept from an earlier run. Returns each picture's public URL (its
 * 640 px variant), in the order given.
 */
export async function storeDemoImages(
  service: ImageService,
  images: readonly DemoImage[],
  cacheDir: string = DEMO_PICTURE_CACHE,
): Promise<string[]> {
  await mkdir(cacheDir, { recursive: true, mode: 0o700 }).catch(() => undefined);
  const queue = new WorkQueue(SEED_PICTURE_PARALLELISM);
  return Promise.all(
    images.map((image) =>
      queue.run(async () => {
        const svg = renderArt(image.name, image.art);
        const file = join(cacheDir, `${cacheKey(svg)}.json`);
        const kept = await readKept(file);
        if (kept) return service.put(kept);
        const png = await sharp(Buffer.from(svg, 'utf8')).png(RASTER_PNG).toBuffer();
        const made = await service.process(png);
        await keep(file, made);
        return service.put(made);
      }),
    ),
  );
}
