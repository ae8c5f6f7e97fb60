import type { EstadoSede } from '@horno/domain/branches';
import { describe, expect, it } from 'vitest';
import {
  allBranchesClosed,
  closedBranchesReason,
  isBranchOpen,
  shouldRefreshStatus,
  soonestChange,
} from './branch-status';

const estado = (id: number, abierta: boolean, minutos: number | null = null): EstadoSede => ({
  id,
  abierta,
  minutos_para_cambio: minutos,
  pausada: false,
  motivo_pausa: null,
  pausa_hasta: null,
  minutos_extra: 0,
});

describe('isBranchOpen', () => {
  it('reads the status list, counting a missing branch as open', () => {
    const estados = [estado(1, true), estado(2, false)];
    expect(isBranchOpen(estados, 1)).toBe(true);
    expect(isBranchOpen(estados, 2)).toBe(false);
    expect(isBranchOpen(estados, 3)).toBe(true);
    expect(isBranchOpen(undefined, 2)).toBe(true);
  });
});

describe('status refresh', () => {
  it('finds the soonest known change', () => {
    expect(soonestChange([estado(1, true, 90), estado(2, false, 25), estado(3, true)])).toBe(25);
    expect(soonestChange([estado(1, true)])).toBeNull();
    expect(soonestChange(undefined)).toBeNull();
  });

  it('refreshes only when the soonest change is 30 minutes away or less', () => {
    expect(shouldRefreshStatus([estado(1, true, 31), estado(2, true, 30)])).toBe(true);
    expect(shouldRefreshStatus([estado(1, true, 31)])).toBe(false);
    expect(shouldRefreshStatus([estado(1, false, 0)])).toBe(true);
    expect(shouldRefreshStatus([estado(1, false, null)])).toBe(false);
    expect(shouldRefreshStatus([])).toBe(false);
  });
});

describe('allBranchesClosed', () => {
  it('is true only when no branch is open', () => {
    expect(allBranchesClosed([1, 2], [estado(1, false), estado(2, false)])).toBe(true);
    expect(allBranchesClosed([1, 2], [estado(1, false), estado(2, true)])).toBe(false);
    // Branch 2 is not in the list: it counts as open.
    expect(allBranchesClosed([1, 2], [estado(1, false)])).toBe(false);
    expect(allBranchesClosed([], [])).toBe(false);
    expect(allBranchesClosed([1], undefined)).toBe(false);
  });
});

describe('closedBranchesReason', () => {
  const ids = [1, 2, 3];

  it("is 'all' when every branch is closed", () => {
    const estados = ids.map((id) => estado(id, false, 420));
    expect(closedBranchesReason(ids, estados, 2)).toBe('all');
    expect(closedBranchesReason(ids, estados, null)).toBe('all');
  });

  it("is 'selected' when only the chosen branch is closed", () => {
    const estados = [estado(1, true), estado(2, false), estado(3, true)];
    expect(closedBranchesReason(ids, estados, 2)).toBe('selected');
    expect(closedBranchesReason(ids, estados, 1)).toBeNull();
    expect(closedBranchesReason(ids, estados, null)).toBeNull();
    // An id that is not a branch is not a closed choice.
    expect(closedBranchesReason(ids, estados, 9)).toBeNull();
  });

  it('waits for both lists', () => {
    expect(closedBranchesReason(undefined, [estado(1, false)], 1)).toBeNull();
    expect(closedBranchesReason(ids, undefined, 1)).toBeNull();
  });
});
