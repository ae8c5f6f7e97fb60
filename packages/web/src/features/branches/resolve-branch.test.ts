import type { Sede } from '@horno/domain/branches';
import { describe, expect, it } from 'vitest';
import { parseBranchId, resolveBranchId } from './resolve-branch';

const sede = (id: number): Sede => ({
  id,
  nombre: `Sede ${id}`,
  direccion: '',
  telefono: '',
  imagen: null,
  lat: 0,
  lng: 0,
  productos: [],
  productos_especiales: [],
});
const branches = [sede(4), sede(7)];

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

describe('resolveBranchId', () => {
  it('prefers the address, then the stored choice, then the first branch', () => {
    expect(resolveBranchId(branches, 7, 4)).toBe(7);
    expect(resolveBranchId(branches, null, 7)).toBe(7);
    expect(resolveBranchId(branches, null, null)).toBe(4);
  });

  it('skips ids that are not branches any more', () => {
    expect(resolveBranchId(branches, 99, 7)).toBe(7);
    expect(resolveBranchId(branches, 99, 98)).toBe(4);
    expect(resolveBranchId([], 1, 1)).toBeNull();
  });

  it('trusts the candidates until the list arrives', () => {
    expect(resolveBranchId(undefined, 9, 4)).toBe(9);
    expect(resolveBranchId(undefined, null, 4)).toBe(4);
    expect(resolveBranchId(undefined, null, null)).toBeNull();
  });
});
