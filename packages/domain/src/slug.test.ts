import { describe, expect, it } from 'vitest';
import { normalizeSlug, slugify } from './slug';

describe('slugify', () => {
  it('lower-cases, strips accents and joins words with dashes', () => {
    expect(slugify('Pizzas Tradicionales')).toBe('pizzas-tradicionales');
    expect(slugify('Bebidas & Jugos')).toBe('bebidas-jugos');
    expect(slugify('  Piñas Coladas  ')).toBe('pinas-coladas');
    expect(slugify('Pastas al Dente!!')).toBe('pastas-al-dente');
    expect(slugify('Café ó Té')).toBe('cafe-o-te');
  });
});

describe('normalizeSlug', () => {
  it('treats empty values as "all categories"', () => {
    expect(normalizeSlug(undefined)).toBe('');
    expect(normalizeSlug(null)).toBe('');
    expect(normalizeSlug('')).toBe('');
  });
  it('decodes and normalises slugs from URLs', () => {
    expect(normalizeSlug('Pizzas%20Especiales')).toBe('pizzas-especiales');
    expect(normalizeSlug('POSTRES')).toBe('postres');
  });
  it('survives malformed escapes', () => {
    expect(normalizeSlug('%E0%A4%A')).toBe('e0-a4-a');
  });
});
