/**
 * Vitest global setup: one seeded reference server made once per run, that every server
 * test's server starts as a copy of (tests/server/helpers.ts `makeDataDir`, `freshDatabaseUrl`).
 *
 * Why: a server's first start creates its database (PGlite runs Postgres' initdb in
 * WebAssembly), its schema, the demo accounts (their passwords hashed), every feature's seed
 * and its signing keys: some 5 s of CPU on these 2-core machines, against about 1.5 s to open
 * a copy, and the server tests start some fifty servers. The template is made by starting the
 * real server once, exactly as `npm start` does on a fresh machine, so that path is still taken
 * in every run (and by each browser lane's own server); the copies then find their seed and
 * skip it, as a restarted server does.
 * - PGlite: a data folder (pgdata and the keys file) copied per server.
 * - The real-Postgres pass (TEST_POSTGRES_URL): a template database, each server's database
 *   made with `create database … template …`, plus the same keys file.
 */
import { adminQuery } from './admin-query';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/app';
import { testDataRoot, testServerOptions } from './server-options';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data folder every test server's folder starts as a copy of. */
    seededDataDir: string;
    /** On the real-Postgres pass: the seeded template database's name. */
    seededDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const admin = process.env.TEST_POSTGRES_URL;
  const dir = await mkdtemp(path.join(testDataRoot(), 'neurohealth-seeded-template-'));
  let database: string | undefined;
  const query = (sql: string) => adminQuery(admin!, sql);
  if (admin) {
    database = `nh_template_${randomBytes(4).toString('hex')}`;
    await query(`create database ${database}`);
  }
  const url = admin ? new URL(admin) : undefined;
  if (url) url.pathname = `/${database}`;
  const server = await startServer({ ...testServerOptions(dir), ...(url ? { databaseUrl: url.href } : {}) });
  await server.close();
  project.provide('seededDataDir', dir);
  project.provide('seededDatabase', database ?? '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (database) await query(`drop database if exists ${database} with (force)`);
  };
}
