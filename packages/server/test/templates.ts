// The server suites' template databases (decision 021). Every test app used to migrate a new
// database and seed the demo into it (argon2 hashes included), and on PGlite a new cluster
// costs seconds of initdb first. global-setup.ts does it once per run, and each test database
// is a copy: loaded from a tarball of the data dir on PGlite, `create database … template` on
// PostgreSQL.
import { readFile } from 'node:fs/promises';

/** The run's templates, as global-setup.ts made them. */
export interface TestTemplates {
  /** The seed the demo template holds (`demoSeedOf` in helper.ts). */
  demoSeed: string;
  /** The database once buildApp migrated it and loaded the demo: PGlite's tarball, or the
   * PostgreSQL template database's name. */
  demo: string;
  /** PGlite only: the tarball of a new cluster, as `PGlite.create` makes it. */
  empty?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates?: TestTemplates;
  }
}

let templates: TestTemplates | undefined;
const tarballs = new Map<string, Promise<Blob>>();

/** Hands this process the run's templates (setup.ts); without them every database is new. */
export function useTestTemplates(provided: TestTemplates): void {
  templates = provided;
}

/** A PGlite data dir's tarball, read once per test file (each runs in a process of its own). */
export function tarball(file: string): Promise<Blob> {
  let loaded = tarballs.get(file);
  if (!loaded) {
    loaded = readFile(file).then((bytes) => new Blob([bytes]));
    tarballs.set(file, loaded);
  }
  return loaded;
}

/** PGlite: the empty cluster's tarball file, when this process has the templates. */
export function emptyTemplate(): string | undefined {
  return templates?.empty;
}

/** The demo template (tarball file or database name), when it was seeded as `seed`. */
export function demoTemplate(seed: string): string | undefined {
  return templates?.demoSeed === seed ? templates.demo : undefined;
}
