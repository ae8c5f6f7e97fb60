import { ESTADOS_MESA } from '@horno/domain/order-states';
import { describe, expect, it } from 'vitest';
import { countByState, stateSummary, TABLE_STATE_STYLE } from './table-states';

describe('table states', () => {
  it('gives each state its own colour and icon', () => {
    const styles = ESTADOS_MESA.map((estado) => TABLE_STATE_STYLE[estado]);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(3);
    expect(new Set(styles.map((s) => s.badge)).size).toBe(3);
  });

  it('counts the tables in each state', () => {
    expect(countByState([{ estado: 'LIBRE' }, { estado: 'OCUPADA' }, { estado: 'LIBRE' }])).toEqual(
      { LIBRE: 2, ESPERANDO: 0, OCUPADA: 1 },
    );
  });

  it('words the summary in Spanish', () => {
    expect(stateSummary('LIBRE', 1)).toBe('1 libre');
    expect(stateSummary('OCUPADA', 3)).toBe('3 ocupadas');
    expect(stateSummary('ESPERANDO', 2)).toBe('2 esperando');
    expect(stateSummary('LIBRE', 0)).toBe('0 libres');
  });
});
