import { describe, expect, it } from 'vitest';
import {
  mesaCambiadaMessage,
  nextMesaNumber,
  RegisterTablesSchema,
  registerTablesPreview,
} from './tables';

const messages = (value: unknown) => {
  const result = RegisterTablesSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('table registration', () => {
  it('needs a branch and a count between 1 and 50', () => {
    expect(messages({ sede: 1, cantidad: 4 })).toEqual([]);
    expect(messages({ cantidad: 4 })).toEqual(['Selecciona una sede']);
    expect(messages({ sede: 1, cantidad: Number.NaN })).toEqual([
      'Indica cuántas mesas quieres registrar',
    ]);
    expect(messages({ sede: 1, cantidad: 0 })).toEqual(['Registra al menos una mesa']);
    expect(messages({ sede: 1, cantidad: 2.5 })).toEqual(['La cantidad debe ser un número entero']);
    expect(messages({ sede: 1, cantidad: 51 })).toEqual([
      'Puedes registrar hasta 50 mesas a la vez',
    ]);
  });
});

describe('table names', () => {
  it("numbers the next table after the highest 'Mesa N', ignoring other names", () => {
    expect(nextMesaNumber([])).toBe(1);
    expect(nextMesaNumber(['Mesa 1', 'Mesa 2', 'Terraza 9', 'Mesa 10', 'Mesa 3'])).toBe(11);
    expect(nextMesaNumber(['Barra', 'Mesa x'])).toBe(1);
  });

  it('says which tables a registration creates', () => {
    expect(registerTablesPreview(11, 1)).toBe('Se creará la Mesa 11.');
    expect(registerTablesPreview(11, 2)).toBe('Se crearán Mesa 11 y Mesa 12.');
    expect(registerTablesPreview(9, 3)).toBe('Se crearán Mesa 9, Mesa 10 y Mesa 11.');
    expect(registerTablesPreview(11, 20)).toBe('Se crearán de la Mesa 11 a la Mesa 30.');
  });

  it('explains a change made on a stale screen', () => {
    expect(mesaCambiadaMessage('Mesa 2', 'OCUPADA')).toBe(
      'Mesa 2 ya está ocupada: otro dispositivo la cambió. Revisa su estado y vuelve a elegir.',
    );
  });
});
