// What customers read when a branch pauses its online orders. Free of zod: the customer menu's
// first load imports it (docs/decisions/005).

export const BRANCH_PAUSED_TEXT = 'Esta sede no está recibiendo pedidos en línea';

/** 'Esta sede no está recibiendo pedidos en línea: {motivo}' (the reason when there is one). */
export function branchPausedMessage(motivo: string | null | undefined): string {
  return motivo ? `${BRANCH_PAUSED_TEXT}: ${motivo}` : BRANCH_PAUSED_TEXT;
}
