// `npm run impresora -- --servidor https://… --codigo XXXX-XXXX` (or `npx horno-impresora …`
// from the packed tarball): pairs once, keeps the token, and prints the branch's tickets.
import { parseArgs } from 'node:util';
import { type AgentEvent, startAgent } from './agent';
import { pair, serverUrlOf } from './pairing';
import { type AgentState, defaultDataDir, readState, stateFile, writeState } from './state';

const USAGE = `Agente de impresión de Horno

Uso:
  horno-impresora --servidor https://pedidos.mipizzeria.co --codigo XXXX-XXXX
      Empareja este computador con la sede del código (se genera en el panel: Sedes ›
      Impresión, vale 10 minutos y una sola vez), guarda el token y empieza a imprimir.
  horno-impresora
      Ya emparejado: imprime con el token guardado.

Opciones:
  --servidor <url>   La dirección del servidor de Horno.
  --codigo <código>  El código de emparejamiento.
  --datos <carpeta>  Dónde guardar el token (por defecto ${defaultDataDir()}).
  --ayuda            Esta ayuda.`;

const log = (text: string) => console.log(`[${new Date().toLocaleString('es-CO')}] ${text}`);

function describe(event: AgentEvent): string {
  const where = (p: { host: string; puerto: number }) => `${p.host}:${p.puerto}`;
  switch (event.type) {
    case 'conectado':
      return `Conectado: imprimiendo para la sede ${event.sede.nombre}.`;
    case 'desconectado':
      return `Sin conexión con el servidor (${event.codigo}); reintento en ${Math.round(event.reintento_ms / 1000)} s.`;
    case 'impreso':
      return `Trabajo ${event.trabajo} impreso en ${where(event.impresora)}.`;
    case 'error':
      return `Trabajo ${event.trabajo} sin imprimir: ${event.motivo}`;
    case 'rechazado':
      return `El servidor rechazó el token de este agente (${event.motivo}). Empareja de nuevo con --codigo.`;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      servidor: { type: 'string' },
      codigo: { type: 'string' },
      datos: { type: 'string' },
      ayuda: { type: 'boolean', short: 'h' },
      help: { type: 'boolean' },
    },
  });
  if (values.ayuda || values.help) {
    console.log(USAGE);
    return 0;
  }
  const dir = values.datos ?? defaultDataDir();
  let state: AgentState | null = await readState(dir);
  if (values.codigo) {
    const servidor = values.servidor ?? state?.servidor;
    if (!servidor) throw new Error('Falta --servidor: la dirección del servidor de Horno.');
    state = await pair(servidor, values.codigo);
    await writeState(dir, state);
    log(`Emparejado con la sede ${state.sede.nombre}; token guardado en ${stateFile(dir)}.`);
  } else if (!state) {
    console.error(`Este computador no está emparejado.\n\n${USAGE}`);
    return 1;
  }
  const servidor = values.servidor ? serverUrlOf(values.servidor) : state.servidor;
  log(`Conectando con ${servidor}…`);
  let refused = false;
  const agent = startAgent({
    servidor,
    token: state.token,
    onEvent: (event) => {
      if (event.type === 'rechazado') refused = true;
      (event.type === 'error' || event.type === 'rechazado' ? console.error : log)(describe(event));
    },
  });
  const stop = () => {
    log('Deteniendo el agente…');
    void agent.stop();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await agent.ended;
  return refused ? 2 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  },
);
