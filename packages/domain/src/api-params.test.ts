import { describe, expect, it } from 'vitest';
import { IdParamSchema, IdSchema, MAX_ID, textSchema } from './api-params';

describe('IdSchema and IdParamSchema', () => {
  it('accept 1 to 2,147,483,647 and nothing else', () => {
    expect(IdSchema.safeParse(1).success).toBe(true);
    expect(IdSchema.safeParse(MAX_ID).success).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 99999999999, Number.NaN, 1e308, '1', null]) {
      expect(IdSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(IdParamSchema.parse('42')).toBe(42);
    for (const bad of ['', 'abc', '0', '-3', '2147483648', '1e308', 'NaN']) {
      const result = IdParamSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('El identificador no es válido');
    }
  });
});

describe('textSchema', () => {
  const nombre = textSchema({ max: 10, required: 'El nombre es requerido' });
  const notas = textSchema({ max: 40, min: 0, multiline: true });
  const message = (schema: typeof nombre, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it('trims and limits the length, with Spanish messages', () => {
    expect(nombre.parse('  Ana  ')).toBe('Ana');
    expect(message(nombre, '   ')).toBe('El nombre es requerido');
    expect(message(nombre, undefined)).toBe('El nombre es requerido');
    expect(message(nombre, 42)).toBe('El nombre es requerido');
    expect(message(nombre, 'x'.repeat(11))).toBe('Máximo 10 caracteres');
    expect(nombre.parse('🍕'.repeat(5))).toBe('🍕'.repeat(5));
    expect(notas.parse('')).toBe('');
  });

  it('refuses NUL and control characters; newlines only where the text is multi-line', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001bx', 'a\u007fb', 'a\u0085b']) {
      expect(message(nombre, bad), JSON.stringify(bad)).toBe(
        'El texto contiene caracteres no permitidos',
      );
      expect(message(notas, bad), JSON.stringify(bad)).toBe(
        'El texto contiene caracteres no permitidos',
      );
    }
    expect(message(nombre, 'a\nb')).toBe('El texto contiene caracteres no permitidos');
    expect(notas.parse('sin cebolla\r\nbien\tcocida')).toBe('sin cebolla\r\nbien\tcocida');
  });
});
