import { describe, expect, it } from 'vitest';
import { parseTrackedOrders, withTrackedOrder } from './tracked-orders';

describe('tracked orders', () => {
  it('reads a stored list and skips what is malformed', () => {
    const raw = JSON.stringify([{ id: 3, token: 'abc' }, { id: 'x', token: 'y' }, null, { id: 4 }]);
    expect(parseTrackedOrders(raw)).toEqual([{ id: 3, token: 'abc' }]);
    expect(parseTrackedOrders('{no json')).toEqual([]);
    expect(parseTrackedOrders(null)).toEqual([]);
    expect(parseTrackedOrders('{"id":1}')).toEqual([]);
  });

  it('puts the newest first, once per order, keeping at most 20', () => {
    const list = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, token: `t${i + 1}` }));
    const next = withTrackedOrder(list, { id: 5, token: 'new' });
    expect(next[0]).toEqual({ id: 5, token: 'new' });
    expect(next.filter((o) => o.id === 5)).toHaveLength(1);
    expect(next).toHaveLength(20);
    expect(withTrackedOrder(list, { id: 99, token: 'z' })).toHaveLength(20);
  });
});
