import { describe, expect, it } from 'vitest';
import { RegisterTablesSchema } from './tables';

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
