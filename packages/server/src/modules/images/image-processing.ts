// An uploaded picture is trusted for nothing: its bytes say what it is (not its name or declared
// type), its header says how big it is before anything is decoded, and what is stored is a fresh
// WebP encoding at each width, without the original's metadata.
import { createHash } from 'node:crypto';
import {
  IMAGE_MESSAGES,
  IMAGE_WIDTHS,
  type ImageWidth,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
} from '@horno/domain/images';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

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
const AVIF_BRANDS = new Set(['avif', 'avis']);

// One libvips thread per picture, and no operation cache (every upload is a new input): with
// the service's queue, a burst of uploads keeps to one core and little memory.
sharp.concurrency(1);
sharp.cache(false);

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);

/** True for an ISO-BMFF file whose `ftyp` box names an AVIF brand (major or compatible). */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Bytes 12-16 are the minor version; the compatible brands follow to the end of the box.
  for (let at = 16; at + 4 <= boxSize; at += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/** The address of a picture: the SHA-256 (hex) of the bytes uploaded. */
export function imageHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** What picture format the bytes hold, by their signature; undefined for anything else. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (isAvif(bytes)) return 'avif';
  return undefined;
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
