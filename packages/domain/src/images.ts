// Product pictures: the widths the server stores, their URLs and the upload limits. Kept tiny and
// free of zod: the customer menu imports it.

/** The widths, in pixels, every uploaded picture is stored at (WebP). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width a picture's stored URL names (the one a plain `src` shows). */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640;

/** Largest upload accepted, in bytes (8 MB). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** Largest picture accepted, in pixels (40 megapixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Why an upload is refused, in the words the customer and the staff read. */
export const IMAGE_MESSAGES = {
  notAnImage: 'El archivo no es una imagen JPEG, PNG, WebP o AVIF',
  tooLarge: 'La imagen no puede superar 8 MB',
  damaged: 'La imagen está dañada o incompleta',
  tooManyPixels: 'La imagen es demasiado grande (máximo 40 megapíxeles)',
  notFound: 'Imagen no encontrada',
} as const;

const STORED_URL = /^\/imagenes\/([0-9a-f]{64})\/(\d+)\.webp$/;

/** True when `url` names a picture of the image store (`/imagenes/{hash}/{width}.webp`). */
export function isStoredImageUrl(url: string): boolean {
  return STORED_URL.test(url);
}

/** True when `width` is one of the stored widths. */
export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** The public URL of one stored variant: `/imagenes/{hash}/{width}.webp`. */
export function storedImageUrl(hash: string, width: ImageWidth = DEFAULT_IMAGE_WIDTH): string {
  return `/imagenes/${hash}/${width}.webp`;
}

/** The same stored picture at another width; any other URL (an SVG, a link) comes back as is. */
export function imageVariantUrl(url: string, width: ImageWidth): string {
  const match = STORED_URL.exec(url);
  return match ? storedImageUrl(match[1]!, width) : url;
}

/** The `srcset` of a stored picture (every width); undefined for any other URL or none. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !STORED_URL.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}

/** The picture formats taken, by the signature of their first bytes. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

const AVIF_BRANDS = new Set(['avif', 'avis']);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** True for an ISO-BMFF file whose `ftyp` box names an AVIF brand (major or compatible). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Bytes 12-16 are the minor version; the compatible brands follow to the end of the box.
  for (let at = 16; at + 4 <= boxSize; at += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/**
 * What picture format the bytes hold, by their signature (a file's first 4 KB are enough);
 * undefined for anything else. The server checks an upload with it, the forms a file as chosen.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (isAvif(bytes)) return 'avif';
  return undefined;
}
