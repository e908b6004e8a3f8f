/**
 * Vitest global setup: one empty PGlite data folder, made once per run, that every server
 * test's data folder starts as a copy of (tests/server/helpers.ts `makeDataDir`).
 *
 * Why: creating a PGlite database runs Postgres' initdb in WebAssembly, about 7 s of CPU on
 * these 2-core machines, and the server tests start some thirty servers; opening a copy takes
 * under a second. The copy is empty (no schema, no seed), so every server still creates its
 * schema and seeds itself exactly as `npm start` does on a fresh machine.
 * Not used for the second pass against a real Postgres (TEST_POSTGRES_URL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../server/db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'neurohealth-pglite-template-'));
  const db = await openPglite(dir);
  await db.close();
  project.provide('pgliteTemplate', path.join(dir, 'pgdata'));
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
