import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

const HASH = 'c0ffee'.repeat(10) + 'c0ff';

describe('ProductImage', () => {
  it('offers the stored widths of a picture, sized to the card grid', () => {
    const html = renderToStaticMarkup(
      <ProductImage src={`/imagenes/${HASH}/640.webp`} alt="Pizza Hawaiana" priority="high" />,
    );
    expect(html).toContain(`src="/imagenes/${HASH}/640.webp"`);
    expect(html).toContain(
      `srcSet="/imagenes/${HASH}/320.webp 320w, /imagenes/${HASH}/640.webp 640w, ` +
        `/imagenes/${HASH}/1024.webp 1024w"`,
    );
    expect(html).toContain('sizes="(min-width: 1280px) 293px,');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('shows any other picture as it is, lazily', () => {
    const html = renderToStaticMarkup(
      <ProductImage src="/uploads/publicidad/2x1.svg" alt="Martes de 2x1" />,
    );
    expect(html).toContain('src="/uploads/publicidad/2x1.svg"');
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes');
    expect(html).toContain('loading="lazy"');
  });
});
