// An uploaded picture is trusted for nothing: its bytes say what it is (not its name or declared
// type), its header says how big it is before anything is decoded, and what is stored is a fresh
// WebP encoding at each width, without the original's metadata.
import { createHash } from 'node:crypto';
import {
  detectImageType,
  IMAGE_MESSAGES,
  type ImageType,
  IMAGE_WIDTHS,
  type ImageWidth,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
} from '@horno/domain/images';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** One stored encoding of a picture. */
export interface ImageVariant {
  width: ImageWidth;
  /** Media type of `bytes`. */
  type: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** SHA-256 (hex) of the uploaded bytes: the picture's address. */
  hash: string;
  variants: ImageVariant[];
}

const WEBP_QUALITY = 78;

/** Names what processImage makes: a copy of its output made under another name is stale. */
export const IMAGE_ENCODING =
  `webp q${WEBP_QUALITY} ${IMAGE_WIDTHS.join('/')} ` +
  `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`;

// One libvips thread per picture, and no operation cache (every upload is a new input): with
// the service's queue, a burst of uploads keeps to one core and little memory.
sharp.concurrency(1);
sharp.cache(false);

/** The address of a picture: the SHA-256 (hex) of the bytes uploaded. */
export function imageHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

// What libvips calls each format after reading the header (AVIF is a HEIF with AV1 inside).
const DECODED_AS: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
};

/** Sharp's refusal, as the Spanish 4xx the uploader reads. */
function refusal(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new AppError(422, IMAGE_MESSAGES.tooManyPixels);
  if (/unsupported image format/i.test(message)) {
    return new AppError(415, IMAGE_MESSAGES.notAnImage);
  }
  return new AppError(422, IMAGE_MESSAGES.damaged);
}

/**
 * Checks an uploaded picture and encodes it as WebP at 320, 640 and 1024 px wide (never wider
 * than the original: a small picture keeps its width under each name), upright as its EXIF
 * orientation says, without metadata. Refuses with a Spanish 4xx: 413 over 8 MB, 415 when the
 * bytes are not JPEG, PNG, WebP or AVIF, 422 over 40 megapixels or when damaged or cut short.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(413, IMAGE_MESSAGES.tooLarge);
  const type = detectImageType(bytes);
  if (!type) throw new AppError(415, IMAGE_MESSAGES.notAnImage);
  const hash = imageHash(bytes);
  const input = {
    limitInputPixels: MAX_IMAGE_PIXELS,
    // 'error' refuses truncated and corrupt pixel data, and lets through the harmless warnings
    // real cameras and editors leave behind.
    failOn: 'error',
    sequentialRead: true,
  } as const;
  try {
    // The header first (no pixels decoded): the signature must be the format it really is.
    const header = await sharp(bytes, input).metadata();
    const decodedAs = type === 'avif' && header.compression !== 'av1' ? 'other' : header.format;
    if (decodedAs !== DECODED_AS[type]) throw new AppError(415, IMAGE_MESSAGES.notAnImage);
    // Decoded once, to the largest width; the smaller ones are made from that.
    const largest = Math.max(...IMAGE_WIDTHS);
    const { data, info } = await sharp(bytes, input)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    // One after the other: a picture in the works takes one core, not three.
    const variants: ImageVariant[] = [];
    for (const width of IMAGE_WIDTHS) {
      const encoded = await sharp(data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.push({ width, type: 'image/webp', bytes: encoded });
    }
    return { hash, variants };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refusal(error);
  }
}
