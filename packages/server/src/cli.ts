// `npm run admin -- <orden>`: what an operator does from the server's shell (README, "Instalar
// Horno para tu pizzería"). Reads the same configuration as the server (DATABASE_URL, DATA_DIR).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { backupFromShell } from './cli/backup';
import { type AdminAnswers, createAdministratorFromShell, FIELD_NAMES } from './cli/create-admin';
import { deleteDemoFromShell } from './cli/delete-demo';
import { isPostgresUrl, moveToPostgresFromShell } from './cli/move-to-postgres';
import { PgToolError } from './cli/pg-tools';
import { restoreFromShell } from './cli/restore';
import { withDatabase } from './cli/shell-database';
import { statusFromShell } from './cli/status';
import { type Config, loadConfig } from './config';
import type { Database } from './db/client';
import { DataDirBusyError } from './db/data-dir-lock';

const USAGE = `Uso: npm run admin -- <orden>

  crear-administrador   Crea un administrador, o devuelve el acceso a uno bloqueado (por su correo).
                        Pregunta lo que falte; también: --nombre --apellido --correo --celular --clave
  borrar-demo           Elimina los datos de demostración (pedidos, clientes, productos, sedes…) y
                        conserva los datos propios de la pizzería y su configuración.
  respaldo [archivo|carpeta]
                        Guarda todo (pedidos, cuentas, catálogo, imágenes, configuración) en un
                        archivo: de PostgreSQL con pg_dump (.dump), de la base embebida su carpeta
                        (.tar.gz; con el servidor detenido). Sin nombre: horno-AAAA-MM-DD-HHmm.…
                        en la carpeta dada o en la actual.
  restaurar <archivo>   Carga un respaldo en la base configurada, que debe estar vacía;
                        --forzar reemplaza lo que tenga.
  migrar-a-postgres <postgres://…>
                        Copia la base embebida (DATA_DIR) a una base PostgreSQL vacía, con sus ids
                        e imágenes, y la verifica; la carpeta de la base embebida no se toca.
  estado                Versión, base de datos, migraciones aplicadas y si está al día con el código.

Códigos de salida: 0 bien, 1 falló, 2 uso incorrecto.
`;

/** The commands and their one argument: a positional, when one is required. */
const COMMANDS: Record<string, { argument?: 'optional' | 'required' }> = {
  'crear-administrador': {},
  'borrar-demo': {},
  respaldo: { argument: 'optional' },
  restaurar: { argument: 'required' },
  'migrar-a-postgres': { argument: 'required' },
  estado: {},
};

/** Asks for what the flags did not give; the password without echo, twice. */
async function askMissing(given: Partial<AdminAnswers>): Promise<AdminAnswers> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  // Lines as they come, piped or typed: a question takes the next one.
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (field: keyof AdminAnswers, secret = false): Promise<string> => {
    const known = given[field];
    if (known !== undefined) return known;
    output.write(`${FIELD_NAMES[field]}: `);
    muted = secret;
    const next = await lines.next();
    muted = false;
    if (secret) process.stdout.write('\n');
    return next.done ? '' : String(next.value);
  };
  try {
    const answers: AdminAnswers = {
      first_name: await ask('first_name'),
      last_name: await ask('last_name'),
      email: await ask('email'),
      numero: await ask('numero'),
      password: await ask('password', true),
      password_confirm: '',
    };
    answers.password_confirm = given.password ?? (await ask('password_confirm', true));
    return answers;
  } finally {
    rl.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      nombre: { type: 'string' },
      apellido: { type: 'string' },
      correo: { type: 'string' },
      celular: { type: 'string' },
      clave: { type: 'string' },
      forzar: { type: 'boolean' },
    },
  });
  const [command, argument, ...extra] = positionals;
  const spec = command ? COMMANDS[command] : undefined;
  const argumentMissing = spec?.argument === 'required' && !argument;
  const argumentExtra = (argument && !spec?.argument) || extra.length > 0;
  if (!command || !spec || argumentMissing || argumentExtra) {
    process.stderr.write(USAGE);
    return command ? 2 : 0;
  }
  if (command === 'migrar-a-postgres' && !isPostgresUrl(argument!)) {
    process.stderr.write(`La URL debe empezar por postgres:// o postgresql://\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    switch (command) {
      case 'respaldo':
        return await backupFromShell(config, argument, out);
      case 'restaurar':
        return await restoreFromShell(config, argument!, { force: values.forzar ?? false }, out);
      case 'migrar-a-postgres':
        return await moveToPostgresFromShell(config.dataDir, argument!, out);
      case 'estado':
        return await statusFromShell(config, out);
      case 'borrar-demo':
        return await withMigratedDatabase(config, command, (database) =>
          deleteDemoFromShell(database, out),
        );
      default:
        return await withMigratedDatabase(config, command, async (database) => {
          const answers = await askMissing({
            first_name: values.nombre,
            last_name: values.apellido,
            email: values.correo,
            numero: values.celular,
            password: values.clave,
          });
          return createAdministratorFromShell(database, answers, out);
        });
    }
  } catch (error) {
    // Said to the operator as it is: the embedded database in use, a missing pg_dump.
    if (!(error instanceof DataDirBusyError || error instanceof PgToolError)) throw error;
    out(`✖ ${error.message}`);
    return 1;
  }
}

/** The commands that change data run on the database at this code's migrations. */
function withMigratedDatabase(
  config: Config,
  command: string,
  run: (database: Database) => Promise<number>,
): Promise<number> {
  return withDatabase(config, `npm run admin -- ${command}`, async (database) => {
    await database.migrate();
    return run(database);
  });
}

process.exitCode = await main(process.argv.slice(2));
