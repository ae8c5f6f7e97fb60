import { describe, expect, it } from 'vitest';
import {
  brandColorProblem,
  brandTheme,
  contrast,
  DEFAULT_BRAND_COLOR,
  INK,
  MIN_CONTRAST,
  PAGE_BACKGROUND,
} from './brand-theme';
import { NegocioInputSchema, nitCheckDigit, NitSchema } from './business';
import { formatNit } from './business-identity';

describe('NIT', () => {
  it("computes DIAN's check digit", () => {
    // Published NITs: Bancolombia, Ecopetrol, DIAN itself.
    expect(nitCheckDigit('890903938')).toBe(8);
    expect(nitCheckDigit('899999068')).toBe(1);
    expect(nitCheckDigit('800197268')).toBe(4);
  });

  it('accepts a NIT however it is written and keeps one form', () => {
    for (const text of ['890.903.938-8', '890903938-8', ' 890903938 - 8 ', '8909039388'])
      expect(NitSchema.parse(text)).toBe('890903938-8');
  });

  it('is shown with dots', () => {
    expect(formatNit('890903938-8')).toBe('890.903.938-8');
    expect(formatNit('9012345-1')).toBe('9.012.345-1');
  });

  it('refuses a wrong check digit naming the right one, and text that is not a NIT', () => {
    const wrong = NitSchema.safeParse('890903938-3');
    expect(wrong.error?.issues[0]?.message).toBe(
      'El dígito de verificación no corresponde a ese NIT: según la DIAN debería ser 8.',
    );
    for (const text of ['abc', '12-3', '1234567890123-4', '900-123456-8'])
      expect(NitSchema.safeParse(text).success).toBe(false);
    expect(NitSchema.safeParse('').error?.issues[0]?.message).toBe('Ingresa el NIT');
  });
});

describe('brand colour', () => {
  it('refuses what is not #rrggbb and what cannot be read on the page', () => {
    expect(brandColorProblem('red')).toMatch(/#rrggbb/);
    expect(brandColorProblem('#abc')).toMatch(/#rrggbb/);
    expect(brandColorProblem('#f6c453')).toMatch(/muy claro/);
    expect(brandColorProblem(DEFAULT_BRAND_COLOR)).toBeNull();
    expect(brandColorProblem('#1d4ed8')).toBeNull();
  });

  it.each(['#c8371f', '#1d4ed8', '#0f5132', '#000000', '#6b21a8', '#b45309'])(
    'builds from %s a theme whose every text pair meets AA',
    (color) => {
      expect(brandColorProblem(color)).toBeNull();
      const theme = brandTheme(color);
      expect(contrast(theme.primary, theme['on-primary'])).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrast(theme['primary-hover'], theme['on-primary'])).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(contrast(theme.primary, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrast(theme['primary-strong'], theme['primary-soft'])).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(contrast(theme['primary-strong'], PAGE_BACKGROUND)).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(contrast(INK, theme['primary-soft'])).toBeGreaterThanOrEqual(MIN_CONTRAST);
    },
  );

  it('is lower-cased by the settings schema', () => {
    const parsed = NegocioInputSchema.shape.color_primario.parse('#C8371F');
    expect(parsed).toBe('#c8371f');
  });
});
