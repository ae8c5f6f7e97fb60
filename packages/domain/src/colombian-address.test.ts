import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ColombianAddress,
  formatAddress,
  type NumeroVia,
  parseColombianAddress,
  type TipoVia,
} from './colombian-address';

const numero = (valor: number, letra: string | null = null, bis = false): NumeroVia => ({
  valor,
  letra,
  bis,
  letraBis: null,
});

const calle72 = (complemento = ''): ColombianAddress => ({
  via: { tipo: 'Calle', numero: numero(72) },
  placa: { cruce: numero(10), casa: 34 },
  sur: false,
  este: false,
  complemento,
});

describe('parseColombianAddress', () => {
  it.each([
    'Cl. 72 # 10-34',
    'Cll. 72 # 10-34',
    'Clle 72 # 10-34',
    'calle 72 10 34',
    'calle 72 #10 34',
    'Calle 72 #10-34',
    'CALLE 72 No. 10-34',
    'Calle 72 N° 10 - 34',
    'Calle 72 Nº10-34',
    'Cl72 # 10-34',
    'Calle 72 # 10-34, Bogotá D.C.',
  ])('reads %s as Calle 72 # 10-34', (text) => {
    expect(parseColombianAddress(text)).toEqual(calle72());
    expect(formatAddress(parseColombianAddress(text)!)).toBe('Calle 72 # 10-34');
  });

  it.each(['Cra. 7 # 40-62', 'Carrera 7 40 62', 'Kr 7 # 40-62', 'KRA 7 No 40-62', 'Cr 7 #40-62'])(
    'reads %s as Carrera 7 # 40-62',
    (text) => {
      expect(formatAddress(parseColombianAddress(text)!)).toBe('Carrera 7 # 40-62');
    },
  );

  it.each([
    ['Calle 72 # 10-34 apto 301', 'Apto 301'],
    ['Calle 72 # 10-34, Apartamento 301', 'Apto 301'],
    ['Calle 72 # 10-34 Torre 2', 'Torre 2'],
    ['Calle 72 # 10-34 int 3', 'Interior 3'],
    ['Calle 72 # 10-34 Int. 3 apto. 502', 'Interior 3 Apto 502'],
    ['Calle 72 # 10-34 Chapinero', 'Chapinero'],
    ['calle 72 10 34 barrio chapinero', 'Barrio chapinero'],
    ['Calle 72 # 10-34 casa 5, Bogotá', 'Casa 5'],
    ['Calle 72 # 10-34 of.201', 'Oficina 201'],
  ])('keeps the complement of %s apart', (text, complemento) => {
    expect(parseColombianAddress(text)).toEqual(calle72(complemento));
  });

  it('reads letters, bis, sur and este', () => {
    const address = parseColombianAddress('Cl 8a bis b sur # 10 bis-5 este')!;
    expect(address).toEqual({
      via: { tipo: 'Calle', numero: { valor: 8, letra: 'A', bis: true, letraBis: 'B' } },
      placa: { cruce: numero(10, null, true), casa: 5 },
      sur: true,
      este: true,
      complemento: '',
    });
    expect(formatAddress(address)).toBe('Calle 8A Bis B Sur # 10 Bis-05 Este');
    expect(formatAddress(parseColombianAddress('Carrera 10 # 8-20 sur')!)).toBe(
      'Carrera 10 # 8-20 Sur',
    );
    expect(formatAddress(parseColombianAddress('Cra 5 Este No. 26A-10')!)).toBe(
      'Carrera 5 Este # 26A-10',
    );
  });

  it('reads avenues, transversals and diagonals', () => {
    const read = (text: string) => formatAddress(parseColombianAddress(text)!);
    expect(read('AC 26 # 68-51')).toBe('Avenida Calle 26 # 68-51');
    expect(read('Av. Calle 26 # 68-51')).toBe('Avenida Calle 26 # 68-51');
    expect(read('AK 7 # 40-62')).toBe('Avenida Carrera 7 # 40-62');
    expect(read('Av Cra 68 # 10-20')).toBe('Avenida Carrera 68 # 10-20');
    expect(read('Av. 19 # 100-20')).toBe('Avenida 19 # 100-20');
    expect(read('Tv. 5 # 10-20')).toBe('Transversal 5 # 10-20');
    expect(read('Dg 40A # 15-10')).toBe('Diagonal 40A # 15-10');
    expect(read('Av. Boyacá # 80-94')).toBe('Avenida Boyacá # 80-94');
    expect(read('avenida 1 de mayo # 10-20')).toBe('Avenida Primero de Mayo # 10-20');
    expect(read('Autopista Norte No. 100-20')).toBe('Autopista Norte # 100-20');
  });

  it.each(['mi casa', 'Calle 72', 'Calle 72 # 10', 'Chapinero', 'Cra # 40-62', '72 # 10-34'])(
    'does not read %s',
    (text) => {
      expect(parseColombianAddress(text)).toBeNull();
    },
  );
});

// Every way of writing a street type the parser is to read.
const SPELLINGS: Record<TipoVia, string[]> = {
  Calle: ['Calle', 'Cl', 'Cl.', 'Cll', 'Cll.', 'Clle', 'Clle.'],
  Carrera: ['Carrera', 'Cra', 'Cra.', 'Cr', 'Cr.', 'Kr', 'Kr.', 'Kra', 'Kra.'],
  'Avenida Calle': ['Avenida Calle', 'Av. Calle', 'Av Cl', 'AC', 'Av. Cll.'],
  'Avenida Carrera': ['Avenida Carrera', 'Av. Carrera', 'Av Cra', 'AK', 'Av. Kr.'],
  Avenida: ['Avenida', 'Av', 'Av.'],
  Transversal: ['Transversal', 'Tv', 'Tv.', 'Transv.'],
  Diagonal: ['Diagonal', 'Dg', 'Dg.', 'Diag.'],
};
const COMPLEMENTS: [string[], string][] = [
  [['apto 301', 'Apto. 301', 'APARTAMENTO 301', 'apto301'], 'Apto 301'],
  [['Torre 2', 'torre 2'], 'Torre 2'],
  [['int 3', 'Int. 3', 'interior 3'], 'Interior 3'],
  [['casa 12', 'Casa 12'], 'Casa 12'],
  [['piso 4', 'Piso 4'], 'Piso 4'],
  [['oficina 501', 'of. 501', 'Of 501'], 'Oficina 501'],
  [['barrio Chapinero', 'Barrio Chapinero'], 'Barrio Chapinero'],
  [['Chapinero'], 'Chapinero'],
  [['Torre 2 apto 301', 'torre 2 Apto. 301'], 'Torre 2 Apto 301'],
];

const letter = fc.constantFrom(...'ABCDEFGH');
const numeroArb = fc.record({
  valor: fc.integer({ min: 1, max: 199 }),
  letra: fc.option(letter, { nil: null }),
  bis: fc.boolean(),
  letraBis: fc.option(letter, { nil: null }),
});
const addressArb: fc.Arbitrary<ColombianAddress> = fc
  .record({
    tipo: fc.constantFrom(...(Object.keys(SPELLINGS) as TipoVia[])),
    numero: numeroArb,
    cruce: numeroArb,
    casa: fc.integer({ min: 1, max: 99 }),
    sur: fc.boolean(),
    este: fc.boolean(),
    complemento: fc.constantFrom('', ...COMPLEMENTS.map(([, canonical]) => canonical)),
  })
  .map(({ tipo, numero, cruce, casa, ...rest }) => {
    // A letter after 'bis' only exists with the 'bis'.
    const fix = (n: NumeroVia) => ({ ...n, letraBis: n.bis ? n.letraBis : null });
    return { via: { tipo, numero: fix(numero) }, placa: { cruce: fix(cruce), casa }, ...rest };
  });

const space = fc.constantFrom('', ' ');
const someSpace = fc.constantFrom(' ', '  ');
const casing = fc.constantFrom(
  (s: string) => s,
  (s: string) => s.toLowerCase(),
  (s: string) => s.toUpperCase(),
);

/** One of the ways a person may write the number: '72A Bis B', '72 a bis b', '72abisb'. */
const writeNumero = (n: NumeroVia) =>
  fc
    .tuple(space, space, space, casing)
    .map(([s1, s2, s3, cased]) =>
      cased(
        `${n.valor}${n.letra ? s1 + n.letra : ''}${n.bis ? `${s2}Bis` : ''}${
          n.letraBis ? s3 + n.letraBis : ''
        }`,
      ),
    );

/** The same address written in one of the ways people in Bogotá write it. */
const written = (address: ColombianAddress) => {
  const via = address.via as { tipo: TipoVia; numero: NumeroVia };
  const complement = COMPLEMENTS.find(([, canonical]) => canonical === address.complemento);
  return fc
    .record({
      type: fc.constantFrom(...SPELLINGS[via.tipo]).chain((t) => casing.map((cased) => cased(t))),
      // 'Cra.7' and 'Cra7' are read too.
      gap: fc.constantFrom(' ', ''),
      numero: writeNumero(via.numero),
      cruce: writeNumero(address.placa.cruce),
      separator: fc.constantFrom(' # ', ' #', ' No. ', ' no ', ' N° ', ' Nº', ' Nro. ', ' '),
      dash: fc.constantFrom('-', ' - ', ' '),
      casa: fc.constantFrom(
        String(address.placa.casa),
        String(address.placa.casa).padStart(2, '0'),
      ),
      surOnStreet: fc.boolean(),
      esteOnStreet: fc.boolean(),
      cardinal: casing,
      complement: fc.constantFrom(...(complement?.[0] ?? [''])),
      complementSeparator: fc.constantFrom(' ', ', ', ' - '),
      city: fc.constantFrom('', ', Bogotá', ' Bogota D.C.', ', Bogotá, Colombia'),
      spaces: someSpace,
    })
    .map((w) => {
      const sur = address.sur ? w.cardinal(' Sur') : '';
      const este = address.este ? w.cardinal(' Este') : '';
      const street = `${w.type}${w.gap}${w.numero}${w.surOnStreet ? sur : ''}${w.esteOnStreet ? este : ''}`;
      const plate = `${w.cruce}${w.dash}${w.casa}${w.surOnStreet ? '' : sur}${w.esteOnStreet ? '' : este}`;
      const rest = w.complement ? `${w.complementSeparator}${w.complement}` : '';
      return `${street}${w.separator}${plate}${rest}${w.city}`.replace(/ /g, w.spaces);
    });
};
describe('parseColombianAddress, property', () => {
  it('reads every way of writing an address as one and the same address', () => {
    fc.assert(
      fc.property(
        addressArb.chain((address) => written(address).map((text) => ({ address, text }))),
        ({ address, text }) => {
          expect(parseColombianAddress(text), text).toEqual(address);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads its own canonical form back', () => {
    fc.assert(
      fc.property(addressArb, (address) => {
        expect(parseColombianAddress(formatAddress(address))).toEqual(address);
        expect(parseColombianAddress(`${formatAddress(address)}, Bogotá`)).toEqual(address);
      }),
    );
  });
});
