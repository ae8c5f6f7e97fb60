import { connect } from 'node:net';

/** How long a printer has to take a ticket, from the connection to the last byte. */
export const PRINTER_TIMEOUT_MS = 5_000;
/** After the last byte, how long the printer may take to close its side before we do. */
const CLOSE_GRACE_MS = 1_500;

/** What a person at the branch can act on, in Spanish. */
function reasonOf(err: NodeJS.ErrnoException, where: string): string {
  switch (err.code) {
    case 'ECONNREFUSED':
      return `La impresora ${where} rechazó la conexión (¿apagada, o con otra IP o puerto?)`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
      return `No se llega a la impresora ${where} desde este computador (¿otra red?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `No se encontró la impresora ${where} en la red`;
    case 'ECONNRESET':
    case 'EPIPE':
      return `La impresora ${where} cortó la conexión`;
    default:
      return `La impresora ${where} falló: ${err.message}`;
  }
}

/**
 * Writes a ticket's ESC/POS bytes to a network printer (raw TCP, port 9100): resolves once they
 * are written and the connection closed, rejects with a reason in Spanish when the printer
 * cannot be reached or does not take them within `timeoutMs`.
 */
export function sendToPrinter(
  printer: { host: string; puerto: number },
  bytes: Uint8Array,
  timeoutMs = PRINTER_TIMEOUT_MS,
): Promise<void> {
  const where = `${printer.host}:${printer.puerto}`;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: printer.host, port: printer.puerto });
    let grace: NodeJS.Timeout | undefined;
    const finish = (error?: Error) => {
      clearTimeout(deadline);
      clearTimeout(grace);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const deadline = setTimeout(
      () => finish(new Error(`La impresora ${where} no respondió en ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    socket.once('error', (err) => finish(new Error(reasonOf(err, where))));
    socket.once('connect', () => {
      // Whatever the printer says back (its status) is read and dropped: unread, it would turn
      // our close into a reset, which some printers take as a reason to drop the job.
      socket.resume();
      socket.end(bytes, () => {
        grace = setTimeout(() => finish(), CLOSE_GRACE_MS);
      });
    });
    socket.once('close', (hadError) => {
      if (!hadError) finish();
    });
  });
}
