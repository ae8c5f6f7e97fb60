import { ESTADOS_PEDIDO } from '@horno/domain/order-states';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_STYLE } from './order-status';

const hue = (classes: string) =>
  /-(amber|sky|orange|violet|indigo|green|stone)-/.exec(classes)?.[1];

describe('order status styles', () => {
  it('gives every state its own colour and its own icon', () => {
    const styles = ESTADOS_PEDIDO.map((estado) => ORDER_STATUS_STYLE[estado]);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(ESTADOS_PEDIDO.length);
    expect(new Set(styles.map((s) => hue(s.badge))).size).toBe(ESTADOS_PEDIDO.length);
  });

  it('uses one hue per state for its badge, dot and card edge', () => {
    for (const estado of ESTADOS_PEDIDO) {
      const { badge, dot, edge } = ORDER_STATUS_STYLE[estado];
      expect(hue(badge), estado).toBeDefined();
      expect(hue(dot), estado).toBe(hue(badge));
      expect(hue(edge), estado).toBe(hue(badge));
    }
  });
});
