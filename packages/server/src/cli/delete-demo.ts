// `npm run admin -- borrar-demo`: removes the demo pizzeria's data from the shell, through the
// same service as the back office's 'Eliminar datos de demostración'.
import { DEMO_DATA_MESSAGES } from '@horno/domain/demo-data';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { offlineServices } from '../services';

/**
 * Returns the exit code (0 removed, 1 nothing to remove or refused); every line it prints is for
 * the operator, in Spanish. Nobody is asking from the shell, so no account is kept for being the
 * one asking: the pizzeria's own accounts always stay, and the demo's administrators stay only
 * when no other active administrator would remain (demo-data.queries.ts, planRemoval). A server
 * running on the same database hears of it by NOTIFY and serves the emptied menus at once.
 */
export async function deleteDemoFromShell(
  database: Database,
  out: (line: string) => void,
): Promise<number> {
  const service = offlineServices.demoData(database);
  try {
    const result = await service.remove();
    out(`✔ ${result.mensaje}`);
    for (const conteo of result.eliminados) out(`  ${conteo.etiqueta}: ${conteo.cantidad}`);
    for (const kept of result.conservados) out(`  Se conserva ${kept.nombre}: ${kept.motivo}`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    out(error.message === DEMO_DATA_MESSAGES.none ? error.message : `✖ ${error.message}`);
    return 1;
  }
}
