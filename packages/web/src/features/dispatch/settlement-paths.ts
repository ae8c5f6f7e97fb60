/** The branch's shifts of the last week, to settle. */
export const SHIFTS_PATH = '/pedidos/despacho/turnos';

/** A shift's settlement: what the rider hands in, and its closing. */
export const settlementPath = (turno: number) => `${SHIFTS_PATH}/${turno}`;
