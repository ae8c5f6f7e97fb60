// Vitest's global setup, once per run in its main process: the test databases' templates
// (templates.ts, decision 021), removed when the run ends. Not in watch mode, where they would
// outlive a change to the migrations or the seed.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { fixedClock } from '../src/lib/clock';
import { demoSeedOf, onServer, testConfig, testEngine, WEDNESDAY_NOON } from './helper';

/** What buildTestApp does for a test that changes neither the seed's options nor the clock. */
async function seed(database: Database): Promise<string> {
  const config = testConfig();
  const clock = fixedClock(WEDNESDAY_NOON);
  const app = await buildApp({ config, database, clock });
  await app.ready();
  await app.close();
  return demoSeedOf(config, clock.now());
}

async function writeDump(database: Database, file: string): Promise<string> {
  const dump = await database.dumpDataDir!();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** PGlite: a new cluster and the seeded one, as tarballs in a folder of their own. */
async function pgliteTemplates(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'horno-test-templates-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const empty = await writeDump(database, join(dir, 'empty.tar'));
    const demoSeed = await seed(database);
    const demo = await writeDump(database, join(dir, 'demo.tar'));
    project.provide('testTemplates', { empty, demo, demoSeed });
  } catch (error) {
    await remove();
    throw error;
  } finally {
    await database.close();
  }
  return remove;
}

/**
 * PostgreSQL: the seeded database, on the server, closed (a database is a template only while
 * no one is connected to it).
 */
async function postgresTemplate(project: TestProject, serverUrl: string) {
  const demo = `horno_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${demo}`);
  const url = new URL(serverUrl);
  url.pathname = `/${demo}`;
  const drop = () => onServer(serverUrl, `drop database if exists ${demo} with (force)`);
  let demoSeed: string;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    try {
      demoSeed = await seed(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('testTemplates', { demo, demoSeed });
  return drop;
}

export default async function setup(project: TestProject) {
  if (project.config.watch) return;
  if (testEngine === 'pglite') return pgliteTemplates(project);
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? postgresTemplate(project, serverUrl) : undefined;
}
