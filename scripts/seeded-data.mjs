// A seeded reference-server data folder for the browser tests, made once per run, that each
// lane's server (playwright.config.ts) and the server-restart test's own server
// (tests/e2e/referenceServer.ts) start as a copy of.
//
// Why: a server's first start creates its database (PGlite runs Postgres' initdb in
// WebAssembly), the schema, the demo accounts with their passwords hashed, every feature's seed
// and the signing keys: about 15 CPU-s on these 2-core machines, against about 3 for a copy.
// A run started four such servers (three lanes and the restart test). The folder is made by
// starting the real server exactly as `npm start` does on a fresh machine, so that path is
// still taken in every run; the copies find their seed and skip it, as a restarted server does.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The environment variable that names the run's seeded folder. */
export const SEEDED_DIR_VARIABLE = 'E2E_SEEDED_DIR';

/**
 * Starts a reference server on `port` in a fresh folder, waits until it answers, stops it,
 * and returns the folder. `staticDir` is the build it would serve (it serves nothing here).
 */
export async function seedDataDir({ port, staticDir = 'dist', timeoutMs = 240_000 }) {
  const dir = mkdtempSync(join(tmpdir(), 'neurohealth-e2e-seeded-'));
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, STATIC_DIR: staticDir, APP_ORIGINS: '', REFERENCE_DEV_HOOKS: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr.on('data', (chunk) => (said = `${said}${chunk}`.slice(-2000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the seeding server exited (${child.exitCode}) before it answered:\n${said}`);
      if (Date.now() > until) throw new Error(`the seeding server did not answer within ${timeoutMs / 1000} s:\n${said}`);
      const up = await fetch(`http://localhost:${port}/config.json`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  // A clean stop: the database is closed and its lock released before the folder is copied.
  child.kill('SIGTERM');
  await exited;
  return dir;
}

/**
 * A fresh data folder for a test server in `prefix`: a copy of the run's seeded folder when
 * there is one (SEEDED_DIR_VARIABLE), empty otherwise (the server then seeds it itself).
 */
export function freshDataDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const seeded = process.env[SEEDED_DIR_VARIABLE];
  if (seeded) cpSync(seeded, dir, { recursive: true });
  return dir;
}
