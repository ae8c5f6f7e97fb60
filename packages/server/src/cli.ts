// `npm run admin -- <orden>`: what an operator does from the server's shell (README, "Instalar
// Horno para tu pizzería"). Reads the same configuration as the server (DATABASE_URL, DATA_DIR).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { type AdminAnswers, createAdministratorFromShell, FIELD_NAMES } from './cli/create-admin';
import { deleteDemoFromShell } from './cli/delete-demo';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

const USAGE = `Uso: npm run admin -- <orden>

  crear-administrador   Crea un administrador, o devuelve el acceso a uno bloqueado (por su correo).
                        Pregunta lo que falte; también: --nombre --apellido --correo --celular --clave
  borrar-demo           Elimina los datos de demostración (pedidos, clientes, productos, sedes…) y
                        conserva los datos propios de la pizzería y su configuración.
`;

const COMMANDS = ['crear-administrador', 'borrar-demo'];

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
    },
  });
  const command = positionals[0];
  if (!command || !COMMANDS.includes(command)) {
    process.stderr.write(USAGE);
    return command ? 2 : 0;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    await database.migrate();
    if (command === 'borrar-demo') return await deleteDemoFromShell(database, out);
    const answers = await askMissing({
      first_name: values.nombre,
      last_name: values.apellido,
      email: values.correo,
      numero: values.celular,
      password: values.clave,
    });
    return await createAdministratorFromShell(database, answers, out);
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
