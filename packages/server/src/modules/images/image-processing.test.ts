import { createHash } from 'node:crypto';
import { IMAGE_MESSAGES } from '@horno/domain/images';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusedFiles, sampleImages, type SampleImages } from '../../../test/images';
import { AppError } from '../../lib/errors';
import { detectImageType } from '@horno/domain/images';
import { processImage } from './image-processing';

/** The refusal processImage throws, as status and message. */
async function refusal(bytes: Buffer) {
  const error = await processImage(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).statusCode, message: (error as AppError).message };
}

describe('detectImageType', () => {
  let samples: SampleImages;
  beforeAll(async () => {
    samples = await sampleImages();
  });

  it('knows JPEG, PNG, WebP and AVIF by their bytes', () => {
    expect(detectImageType(samples.jpeg)).toBe('jpeg');
    expect(detectImageType(samples.png)).toBe('png');
    expect(detectImageType(samples.webp)).toBe('webp');
    expect(detectImageType(samples.avif)).toBe('avif');
  });

  it('reads the AVIF brand in the ftyp box, major or compatible', () => {
    const ftyp = (major: string, compatible: string[], size?: number) => {
      const box = Buffer.alloc(16 + 4 * compatible.length + 8);
      box.writeUInt32BE(size ?? 16 + 4 * compatible.length, 0);
      box.write('ftyp', 4, 'latin1');
      box.write(major, 8, 'latin1');
      compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
      return box;
    };
    expect(detectImageType(ftyp('avif', ['mif1']))).toBe('avif');
    expect(detectImageType(ftyp('avis', []))).toBe('avif');
    expect(detectImageType(ftyp('mif1', ['miaf', 'avif']))).toBe('avif');
    // HEIC, MP4 and a box that claims more bytes than there are are not AVIF.
    expect(detectImageType(ftyp('heic', ['mif1', 'heic']))).toBeUndefined();
    expect(detectImageType(ftyp('isom', ['iso2', 'mp41']))).toBeUndefined();
    expect(detectImageType(ftyp('mif1', ['avif'], 4096))).toBeUndefined();
  });

  it('knows nothing else, whatever the name or declared type', async () => {
    const refused = await refusedFiles(samples.jpeg);
    for (const bytes of [refused.shellScript, refused.elfExecutable, refused.svg, refused.gif]) {
      expect(detectImageType(bytes)).toBeUndefined();
    }
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
  });
});

describe('processImage', () => {
  let samples: SampleImages;
  beforeAll(async () => {
    samples = await sampleImages();
  });

  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'encodes a %s as WebP at 320, 640 and 1024 px, addressed by the upload hash',
    async (format) => {
      const bytes = samples[format];
      const original = await sharp(bytes).metadata();
      const { hash, variants } = await processImage(bytes);
      expect(hash).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(variants.map((v) => v.width)).toEqual([320, 640, 1024]);
      for (const variant of variants) {
        expect(variant.type).toBe('image/webp');
        expect(detectImageType(variant.bytes)).toBe('webp');
        const meta = await sharp(variant.bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(Math.min(variant.width, original.width));
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
      }
      expect(variants[0]!.bytes.length).toBeLessThan(variants[2]!.bytes.length);
    },
  );

  it('turns a photo upright as its EXIF says, and drops its metadata', async () => {
    const original = await sharp(samples.jpeg).metadata();
    expect([original.width, original.height, original.orientation]).toEqual([1600, 1200, 6]);
    expect(original.exif?.toString('latin1')).toContain('Juan P');
    const { variants } = await processImage(samples.jpeg);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      // Portrait now: 1200 × 1600 scaled to the width.
      expect(meta.height).toBe(Math.round((variant.width * 1600) / 1200));
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(variant.bytes.toString('latin1')).not.toContain('Juan P');
    }
  });

  it('keeps transparency', async () => {
    const { variants } = await processImage(samples.png);
    expect((await sharp(variants[1]!.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('never enlarges a small picture, but stores it under every width', async () => {
    const { variants } = await processImage(samples.small);
    expect(variants.map((v) => v.width)).toEqual([320, 640, 1024]);
    for (const variant of variants) expect((await sharp(variant.bytes).metadata()).width).toBe(200);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF with a 415', async () => {
    const refused = await refusedFiles(samples.jpeg);
    const notAnImage = { status: 415, message: IMAGE_MESSAGES.notAnImage };
    expect(await refusal(refused.shellScript)).toEqual(notAnImage);
    expect(await refusal(refused.elfExecutable)).toEqual(notAnImage);
    expect(await refusal(refused.svg)).toEqual(notAnImage);
    expect(await refusal(refused.gif)).toEqual(notAnImage);
    expect(await refusal(refused.empty)).toEqual(notAnImage);
  });

  it('refuses a damaged or cut-short picture with a 422', async () => {
    const refused = await refusedFiles(samples.jpeg);
    const damaged = { status: 422, message: IMAGE_MESSAGES.damaged };
    expect(await refusal(refused.truncatedJpeg)).toEqual(damaged);
    expect(await refusal(refused.jpegSignatureOnly)).toEqual(damaged);
    for (const format of ['png', 'webp', 'avif'] as const) {
      const bytes = samples[format];
      expect(await refusal(bytes.subarray(0, Math.floor(bytes.length / 2))), format).toEqual(
        damaged,
      );
    }
  });

  it('refuses a decompression bomb (over 40 megapixels) before decoding it', async () => {
    const { bomb } = await refusedFiles(samples.jpeg);
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(await refusal(bomb)).toEqual({ status: 422, message: IMAGE_MESSAGES.tooManyPixels });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses more than 8 MB with a 413 without looking further', async () => {
    const big = Buffer.concat([samples.jpeg, Buffer.alloc(8 * 1024 * 1024)]);
    expect(await refusal(big)).toEqual({ status: 413, message: IMAGE_MESSAGES.tooLarge });
  });
});
