import { describe, expect, it } from 'vitest';
import {
  addressStatus,
  canConfirm,
  confirmBlocker,
  laterHint,
  NO_ADDRESS_MESSAGE,
  NO_BRANCH_MESSAGE,
  PICK_ADDRESS_MESSAGE,
  type QuotedAddress,
} from './address-state';

const quoted: QuotedAddress = {
  placeId: 'p1',
  direccion: 'Calle 70 # 11-20',
  lat: 4.65,
  lng: -74.06,
  sedeId: 1,
  costoDomicilio: 4_500,
  duracionMin: 9,
  distancia: '2,1 km',
};

describe('addressStatus', () => {
  it('walks none, searching, not found, outside and valid', () => {
    expect(addressStatus({ quoted: null, busy: false, notice: null })).toBe('none');
    expect(addressStatus({ quoted: null, busy: true, notice: null })).toBe('searching');
    expect(addressStatus({ quoted: null, busy: false, notice: 'notFound' })).toBe('notFound');
    expect(addressStatus({ quoted: null, busy: false, notice: 'outside' })).toBe('outside');
    expect(addressStatus({ quoted, busy: false, notice: null })).toBe('valid');
    expect(addressStatus({ quoted: null, busy: false, notice: 'quoteError' })).toBe('none');
  });
});

describe('canConfirm', () => {
  const ready = { sedeId: 1, branchOpen: true, status: 'valid' as const, quoted, loading: false };

  it('needs an open branch, a valid quoted address and nothing loading', () => {
    expect(canConfirm(ready)).toBe(true);
    expect(canConfirm({ ...ready, branchOpen: false })).toBe(false);
    expect(canConfirm({ ...ready, loading: true })).toBe(false);
    expect(canConfirm({ ...ready, sedeId: null })).toBe(false);
    expect(canConfirm({ ...ready, status: 'outside' })).toBe(false);
    expect(canConfirm({ ...ready, status: 'searching' })).toBe(false);
    expect(canConfirm({ ...ready, quoted: null })).toBe(false);
  });

  it('refuses an address quoted for another branch', () => {
    expect(canConfirm({ ...ready, sedeId: 2 })).toBe(false);
  });
});

describe('confirmBlocker', () => {
  it('asks for a branch first, then for an address', () => {
    expect(confirmBlocker({ sedeId: null, status: 'none' })).toBe(NO_BRANCH_MESSAGE);
    expect(confirmBlocker({ sedeId: 1, status: 'none' })).toBe(PICK_ADDRESS_MESSAGE);
    expect(confirmBlocker({ sedeId: 1, status: 'outside' })).toBe(NO_ADDRESS_MESSAGE);
    expect(confirmBlocker({ sedeId: 1, status: 'notFound' })).toBe(NO_ADDRESS_MESSAGE);
    expect(confirmBlocker({ sedeId: 1, status: 'searching' })).toBeNull();
    expect(confirmBlocker({ sedeId: 1, status: 'valid' })).toBeNull();
  });
});

describe('laterHint', () => {
  it('depends on what is missing', () => {
    expect(laterHint({ hasBranch: false, hasAddress: false })).toContain('sede y tu dirección');
    expect(laterHint({ hasBranch: true, hasAddress: false })).toContain('dirección de entrega');
    expect(laterHint({ hasBranch: false, hasAddress: true })).toContain('elige tu sede');
    expect(laterHint({ hasBranch: true, hasAddress: true })).toBeNull();
  });
});
