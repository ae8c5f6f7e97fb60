import { describe, expect, it } from 'vitest';
import { parseOrderSocketMessage, parseTableSocketMessage } from './order-events';

const pedido = {
  id: 12,
  sede: 1,
  usuario: null,
  estado: 'PENDIENTE',
  activo: true,
  tipo_pedido: 'RECOGER',
};

describe('parseOrderSocketMessage', () => {
  it('reads the acknowledgement and the order events', () => {
    expect(parseOrderSocketMessage('{"type":"auth_ok"}')).toEqual({ type: 'auth_ok' });
    expect(parseOrderSocketMessage(JSON.stringify({ type: 'pedido_creado', pedido }))).toEqual({
      type: 'pedido_creado',
      pedido,
    });
    const updated = { type: 'pedido_actualizado', pedido: { ...pedido, usuario: 7, extra: 1 } };
    expect(parseOrderSocketMessage(updated)).toEqual({
      type: 'pedido_actualizado',
      pedido: { ...pedido, usuario: 7 },
    });
  });

  it('ignores what it does not know', () => {
    expect(parseOrderSocketMessage('not json')).toBeNull();
    expect(parseOrderSocketMessage('{"type":"hola"}')).toBeNull();
    expect(parseOrderSocketMessage(null)).toBeNull();
    const bad = (change: Record<string, unknown>) =>
      parseOrderSocketMessage({ type: 'pedido_creado', pedido: { ...pedido, ...change } });
    expect(bad({ id: 'x' })).toBeNull();
    expect(bad({ sede: 0 })).toBeNull();
    expect(bad({ estado: 'PERDIDO' })).toBeNull();
    expect(bad({ tipo_pedido: 'AVION' })).toBeNull();
    expect(bad({ activo: 'si' })).toBeNull();
    expect(bad({ usuario: 'ana' })).toBeNull();
  });
});

describe('parseTableSocketMessage', () => {
  it('reads table events, keeping only their ids', () => {
    const event = { type: 'mesa_actualizada', mesa: { id: 4, sede: 1, extra: true } };
    expect(parseTableSocketMessage(JSON.stringify(event))).toEqual({
      type: 'mesa_actualizada',
      mesa: { id: 4, sede: 1 },
    });
    expect(parseTableSocketMessage({ type: 'mesa_creada', mesa: { id: 5, sede: 2 } })).toEqual({
      type: 'mesa_creada',
      mesa: { id: 5, sede: 2 },
    });
  });

  it('ignores order events and malformed tables', () => {
    expect(parseTableSocketMessage({ type: 'pedido_creado', pedido })).toBeNull();
    expect(
      parseTableSocketMessage({ type: 'mesa_actualizada', mesa: { id: 0, sede: 1 } }),
    ).toBeNull();
    expect(parseTableSocketMessage({ type: 'mesa_actualizada' })).toBeNull();
    expect(parseTableSocketMessage('{')).toBeNull();
    expect(parseOrderSocketMessage({ type: 'mesa_creada', mesa: { id: 5, sede: 2 } })).toBeNull();
  });
});
