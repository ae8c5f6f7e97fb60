import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirBusyError } from './db/data-dir-lock';
import { type Clock, startingClock, systemClock } from './lib/clock';

const config = loadConfig();
const started = config.clockStartsAt ? startingClock(config.clockStartsAt) : null;
const clock: Clock = started ?? systemClock;
const app = await buildApp({ config, clock }).catch((error: unknown) => {
  // Another server (or a backup) has the embedded database open: say so, not a stack trace.
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(error.message);
  process.exit(1);
});

// A server started with CLOCK_STARTS_AT by a parent process holding an IPC channel (the browser
// tests) lets that parent move its clock, e.g. to the hour an order for later enters the kitchen.
// Only through that channel: nothing on the network can move a clock.
if (started && process.send) {
  process.on('message', (message: { moveClockTo?: string }) => {
    if (typeof message?.moveClockTo !== 'string') return;
    started.moveTo(message.moveClockTo);
    app.log.info({ now: clock.now().toISOString() }, 'clock moved');
    process.send?.({ clockMovedTo: clock.now().toISOString() });
  });
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Drain first: health answers 503 so a proxy stops sending here, while what still comes is
  // served; then stop accepting, finish the requests, close the sockets (1001: clients reconnect,
  // through the proxy to another instance) and the database.
  app.lifecycle.draining = true;
  app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining');
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
