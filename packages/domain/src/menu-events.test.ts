import { describe, expect, it } from 'vitest';
import { parseMenuEvent } from './menu-events';

describe('parseMenuEvent', () => {
  it('reads the three kinds of change', () => {
    expect(parseMenuEvent('{"type":"sedes"}')).toEqual({ type: 'sedes' });
    expect(parseMenuEvent({ type: 'catalogo' })).toEqual({ type: 'catalogo' });
    expect(parseMenuEvent('{"type":"agotados","sede":3}')).toEqual({ type: 'agotados', sede: 3 });
  });

  it('refuses anything else', () => {
    for (const raw of [
      'not json',
      '{"type":"agotados"}',
      '{"type":"agotados","sede":0}',
      '{"type":"pedido_creado"}',
      null,
      42,
    ]) {
      expect(parseMenuEvent(raw)).toBeNull();
    }
  });
});
