import type { EstadoSede, Sede } from '@horno/domain/branches';
import { describe, expect, it } from 'vitest';
import {
  trackedOrdersCookieValue,
  trackedTokenFor,
  apiAddress,
  firstOpenBranchId,
  menuReads,
  parseBranchId,
  resolveBranchId,
} from './menu-reads';

const sede = (id: number): Sede => ({
  id,
  nombre: `Sede ${id}`,
  direccion: '',
  telefono: '',
  whatsapp: null,
  imagen: null,
  lat: 0,
  lng: 0,
  productos: [],
  productos_especiales: [],
});
const branches = [sede(4), sede(7)];
const estado = (id: number, abierta: boolean): EstadoSede => ({
  id,
  abierta,
  minutos_para_cambio: null,
  pausada: false,
  motivo_pausa: null,
  pausa_hasta: null,
  minutos_extra: 0,
});

describe('parseBranchId', () => {
  it('accepts positive integers only', () => {
    expect(parseBranchId('7')).toBe(7);
    expect(parseBranchId(null)).toBeNull();
    expect(parseBranchId('0')).toBeNull();
    expect(parseBranchId('-2')).toBeNull();
    expect(parseBranchId('3.5')).toBeNull();
    expect(parseBranchId('abc')).toBeNull();
  });
});

describe('firstOpenBranchId', () => {
  it('starts a visitor who chose nothing on a branch open now', () => {
    expect(firstOpenBranchId(branches, [estado(4, false), estado(7, true)])).toBe(7);
    expect(firstOpenBranchId(branches, [estado(4, true), estado(7, true)])).toBe(4);
  });

  it('chooses none when every branch is closed, the first when statuses are unknown', () => {
    expect(firstOpenBranchId(branches, [estado(4, false), estado(7, false)])).toBeNull();
    expect(firstOpenBranchId(branches, undefined)).toBe(4);
    expect(firstOpenBranchId([], [])).toBeNull();
  });
});

describe('resolveBranchId', () => {
  it('prefers the choice, then the address, then the fallback', () => {
    expect(resolveBranchId(branches, { chosen: 4, fromUrl: 7, fallback: null })).toBe(4);
    expect(resolveBranchId(branches, { chosen: null, fromUrl: 7, fallback: 4 })).toBe(7);
    expect(resolveBranchId(branches, { chosen: null, fromUrl: null, fallback: 7 })).toBe(7);
    expect(resolveBranchId(branches, { chosen: null, fromUrl: null, fallback: null })).toBeNull();
  });

  it('skips ids that are not branches any more', () => {
    expect(resolveBranchId(branches, { chosen: 99, fromUrl: 7, fallback: 4 })).toBe(7);
    expect(resolveBranchId(branches, { chosen: 99, fromUrl: 98, fallback: 4 })).toBe(4);
    expect(resolveBranchId([], { chosen: 1, fromUrl: 1, fallback: 1 })).toBeNull();
  });

  it('trusts the candidates until the list arrives', () => {
    expect(resolveBranchId(undefined, { chosen: 4, fromUrl: 9, fallback: null })).toBe(4);
    expect(resolveBranchId(undefined, { chosen: null, fromUrl: 9, fallback: null })).toBe(9);
    expect(resolveBranchId(undefined, { chosen: null, fromUrl: null, fallback: 4 })).toBeNull();
  });
});

describe('apiAddress', () => {
  it('writes the query as URLSearchParams does, in the keys’ order, without null or undefined', () => {
    const texts = ['jose perez', "a!b'c(d)e~f*g", 'ñandú & café', '100%', 'x=y+z/?#', ''];
    for (const text of texts) {
      const params = { q: text, sede: 3, activos: true, nada: null, tampoco: undefined };
      const expected = new URLSearchParams({ q: text, sede: '3', activos: 'true' }).toString();
      expect(apiAddress('/api/x/', params)).toBe(`/api/x/?${expected}`);
    }
    expect(apiAddress('/api/x/')).toBe('/api/x/');
    expect(apiAddress('/api/x/', { nada: null })).toBe('/api/x/');
  });

  it("names a branch's four catalog reads, each under its own query key", () => {
    expect(menuReads(7)).toEqual([
      { key: ['categories', 7], address: '/api/categoria-productos/?sede=7' },
      { key: ['products', 7], address: '/api/productos/?sede=7&solo_activos=true' },
      { key: ['special-products', 7], address: '/api/productos-especiales/?sede=7' },
      { key: ['sold-out', 7], address: '/api/locations/sedes/7/agotados/' },
    ]);
  });
});

describe('the followed orders cookie', () => {
  const token = (char: string) => char.repeat(32);
  const orders = [1, 2, 3, 4, 5, 6].map((id) => ({ id, token: `${token(String(id))}-_` }));

  it('names the five newest, each id with its token, and reads back', () => {
    const value = trackedOrdersCookieValue(orders);
    expect(value.split('.')).toHaveLength(5);
    for (const { id, token: expected } of orders.slice(0, 5))
      expect(trackedTokenFor(value, id)).toBe(expected);
    expect(trackedTokenFor(value, 6)).toBeNull();
  });

  it('leaves out what a cookie cannot hold or a token cannot be', () => {
    const value = trackedOrdersCookieValue([
      { id: 7, token: 'con espacio; y=1' },
      { id: 0, token: token('a') },
      { id: 8, token: token('b') },
    ]);
    expect(value).toBe(`8:${token('b')}`);
    expect(trackedTokenFor(value, 7)).toBeNull();
  });

  it.each([
    [null, 8],
    ['', 8],
    ['8', 8],
    ['8:', 8],
    [`x:${token('a')}`, Number.NaN],
    [`8:${token('a')}<`, 8],
    [`9:${token('a')}`, 8],
  ])('finds no token in %j for order %d', (cookie, id) => {
    expect(trackedTokenFor(cookie, id)).toBeNull();
  });
});
