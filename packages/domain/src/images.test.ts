import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, imageVariantUrl, isImageWidth, storedImageUrl } from './images';

const HASH = 'ab'.repeat(32);

describe('stored image URLs', () => {
  it('names the 640 variant by default, any stored width on request', () => {
    expect(storedImageUrl(HASH)).toBe(`/imagenes/${HASH}/640.webp`);
    expect(storedImageUrl(HASH, 1024)).toBe(`/imagenes/${HASH}/1024.webp`);
  });

  it('switches a stored URL to another width and leaves other URLs alone', () => {
    expect(imageVariantUrl(`/imagenes/${HASH}/640.webp`, 320)).toBe(`/imagenes/${HASH}/320.webp`);
    expect(imageVariantUrl('/uploads/publicidad/2x1.svg', 320)).toBe('/uploads/publicidad/2x1.svg');
    expect(imageVariantUrl(`/imagenes/${HASH.slice(1)}/640.webp`, 320)).toBe(
      `/imagenes/${HASH.slice(1)}/640.webp`,
    );
  });

  it('lists every width in the srcset of a stored picture', () => {
    expect(imageSrcSet(`/imagenes/${HASH}/640.webp`)).toBe(
      `/imagenes/${HASH}/320.webp 320w, /imagenes/${HASH}/640.webp 640w, ` +
        `/imagenes/${HASH}/1024.webp 1024w`,
    );
    expect(imageSrcSet(`/imagenes/${HASH}/1024.webp`)).toBe(
      imageSrcSet(`/imagenes/${HASH}/320.webp`),
    );
  });

  it('has no srcset for other pictures or none', () => {
    expect(imageSrcSet(null)).toBeUndefined();
    expect(imageSrcSet(undefined)).toBeUndefined();
    expect(imageSrcSet('')).toBeUndefined();
    expect(imageSrcSet('/uploads/productos/pizza-hawaiana.svg')).toBeUndefined();
    expect(imageSrcSet(`https://cdn.example.com/imagenes/${HASH}/640.webp`)).toBeUndefined();
    expect(imageSrcSet(`/imagenes/${HASH.toUpperCase()}/640.webp`)).toBeUndefined();
  });

  it('knows the stored widths', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 1024]);
    expect(IMAGE_WIDTHS.every(isImageWidth)).toBe(true);
    expect([0, 300, 800, 2048].some(isImageWidth)).toBe(false);
  });
});
