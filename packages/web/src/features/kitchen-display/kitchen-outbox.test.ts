import type { Cocina, Ticket } from '@horno/domain/kitchen';
import { describe, expect, it } from 'vitest';
import {
  type KitchenAction,
  parseOutbox,
  sameAction,
  waitingBumps,
  withAction,
  withoutBump,
  withPending,
} from './kitchen-outbox';

const AT = '2026-11-25T12:05:00.000Z';

const ticket = (
  pedido: number,
  lines: Array<[number, string, string | null, number, boolean]>,
): Ticket => ({
  pedido,
  tipo_pedido: 'RECOGER',
  mesa: null,
  cliente: 'Sofía',
  entro_en: '2026-11-25T12:00:00.000Z',
  entrega_estimada: null,
  programado: false,
  listo_en: null,
  lineas: lines.map(([id, nombre, medida, cantidad, hecha]) => ({
    id,
    nombre,
    medida,
    cantidad,
    hecha,
    mitad: null,
    adiciones: [],
    selecciones: [],
    observaciones: '',
    nueva: false,
    antes: null,
  })),
  modificado_en: null,
  quitadas: [],
});

const screen: Cocina = {
  estacion: {
    id: 1,
    sede: 1,
    nombre: 'Pizzas',
    orden: 1,
    expedidor: false,
    categorias: [1],
    minutos_ambar: 8,
    minutos_rojo: 12,
  },
  ahora: AT,
  tickets: [
    ticket(10, [[100, 'Hawaiana', 'Mediana', 2, false]]),
    ticket(11, [
      [110, 'Hawaiana', 'Mediana', 1, false],
      [111, 'Pepperoni', 'Grande', 1, true],
    ]),
  ],
  recuperables: [{ ...ticket(9, [[90, 'Pepperoni', 'Grande', 1, true]]), listo_en: AT }],
  todo_el_dia: [{ nombre: 'Hawaiana', medida: 'Mediana', cantidad: 3 }],
};

const bump = (pedido: number, estacion = 1): KitchenAction => ({
  kind: 'listo',
  estacion,
  pedido,
  en: AT,
});
const mark = (linea: number, hecha: boolean, pedido = 11): KitchenAction => ({
  kind: 'linea',
  estacion: 1,
  pedido,
  linea,
  hecha,
  en: AT,
});

describe('the kitchen outbox', () => {
  it('keeps one bump per order and only the last mark of a line', () => {
    let queue = withAction([], bump(10));
    queue = withAction(queue, bump(10));
    queue = withAction(queue, mark(110, true));
    queue = withAction(queue, mark(110, false));
    expect(queue).toEqual([bump(10), mark(110, false)]);
    expect(waitingBumps(queue, 1)).toEqual(new Set([10]));
    expect(waitingBumps(queue, 2)).toEqual(new Set());
    expect(withoutBump(queue, 1, 10)).toEqual([mark(110, false)]);
    expect(sameAction(mark(110, false), mark(110, true))).toBe(false);
  });

  it('reads back what it stored, skipping anything malformed', () => {
    const stored = JSON.stringify([bump(10), { kind: 'listo', pedido: 'x' }, mark(110, true), 3]);
    expect(parseOutbox(stored)).toEqual([bump(10), mark(110, true)]);
    expect(parseOutbox('{no es json')).toEqual([]);
    expect(parseOutbox(null)).toEqual([]);
  });

  it('draws the screen as it will be: bumped tickets gone and first to bring back, totals moved', () => {
    const view = withPending(screen, [bump(10), mark(110, true), mark(111, false)]);
    expect(view.tickets.map((t) => t.pedido)).toEqual([11]);
    expect(view.tickets[0]!.lineas.map((l) => l.hecha)).toEqual([true, false]);
    expect(view.recuperables.map((t) => [t.pedido, t.listo_en])).toEqual([
      [10, AT],
      [9, AT],
    ]);
    // Hawaiana: 3 − 2 (bumped) − 1 (made) = 0, gone; Pepperoni: unmarked, 1 to make again.
    expect(view.todo_el_dia).toEqual([{ nombre: 'Pepperoni', medida: 'Grande', cantidad: 1 }]);
  });

  it("leaves another station's screen alone", () => {
    expect(withPending(screen, [bump(10, 2)])).toBe(screen);
  });
});
