import type { EstadoSede, Sede } from '@horno/domain/branches';
import { describe, expect, it } from 'vitest';
import {
  apiAddress,
  firstOpenBranchId,
  menuCatalogAddresses,
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

  it("names a branch's four catalog reads", () => {
    expect(menuCatalogAddresses(7)).toEqual([
      '/api/categoria-productos/?sede=7',
      '/api/productos/?sede=7&solo_activos=true',
      '/api/productos-especiales/?sede=7',
      '/api/locations/sedes/7/agotados/',
    ]);
  });
});
