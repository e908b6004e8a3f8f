/**
 * The cluster e2e's world (issue #39): a fresh database on PostgreSQL (npm test's throwaway
 * cluster, TEST_POSTGRES_URL, or one of its own), two reference-server nodes on it and Debian's
 * nginx in front (scripts/nginx.mjs: the sticky cookie, WebSocket upgrade), on one origin. Every
 * process is started here and killed by its PID when the run ends (the teardown returned, and an
 * exit handler should the runner itself be stopped). The nodes' PIDs reach the spec through
 * CLUSTER_E2E_NODE_PIDS, so it can stop one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery } from '../server/admin-query';
import { ensureChromium } from '../../scripts/browser.mjs';
import { ensureNginx, nginxConfig } from '../../scripts/nginx.mjs';
import { CLUSTER_NODE_PORTS, CLUSTER_ORIGIN, CLUSTER_PORT } from './ports';

const STARTUP_MS = 120_000;

async function waitUntilUp(url: string, child: ChildProcess, name: string) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start within ${STARTUP_MS / 1000} s`);
}

export default async function setup() {
  const t0 = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'neurohealth-cluster-e2e-'));
  const children: ChildProcess[] = [];
  let stopPostgres: (() => void) | undefined;
  const signal = (child: ChildProcess, name: NodeJS.Signals) => {
    try {
      if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, name);
    } catch {
      // already gone (the spec stops a node itself)
    }
  };
  const killAll = () => children.forEach((child) => signal(child, 'SIGKILL'));
  process.once('exit', killAll);

  let admin = process.env.TEST_POSTGRES_URL;
  if (!admin) {
    // scripts/postgres.mjs has no type declarations: its shape, as scripts/bench-cluster.ts reads it.
    const postgresScript = '../../scripts/postgres.mjs';
    const { startPostgres } = (await import(postgresScript)) as {
      startPostgres(): Promise<{ url: string; stop(): void } | { url?: undefined; skipped: string }>;
    };
    const own = await startPostgres();
    if (!('url' in own) || !own.url) throw new Error(`the cluster e2e needs PostgreSQL: ${'skipped' in own ? own.skipped : ''}`);
    admin = own.url;
    stopPostgres = () => own.stop();
  }
  const name = `nh_cluster_e2e_${randomBytes(4).toString('hex')}`;
  const query = (sql: string) => adminQuery(admin, sql);
  await query(`create database ${name}`);
  const dropDatabase = () => query(`drop database if exists ${name} with (force)`);
  const url = new URL(admin);
  url.pathname = `/${name}`;

  const nginx = await ensureNginx();
  // Installed when missing, as scripts/e2e.mjs does (the workers read the config, and find it, after this).
  await ensureChromium({ shell: true });
  const shared = {
    DATABASE_URL: url.href,
    PUBLIC_ORIGIN: CLUSTER_ORIGIN,
    SERVER_KEYS_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    STATIC_DIR: process.env.DIST_DIR ?? 'dist',
    APP_ORIGINS: '',
    REFERENCE_DEV_HOOKS: '1',
  };
  // One after the other: the first creates the schema and the seed, the second finds them.
  for (const [i, port] of CLUSTER_NODE_PORTS.entries()) {
    const dataDir = join(dir, `node-${i}`);
    mkdirSync(dataDir);
    // Node itself with tsx's loader (not the tsx command, which runs the server in a child of its
    // own): the PID is the server's, so stopping it stops the node.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const t = Date.now();
    await waitUntilUp(`http://localhost:${port}/config.json`, child, `node ${i}`);
    console.log(`cluster e2e: node ${i} up in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  const nginxDir = join(dir, 'nginx');
  mkdirSync(nginxDir);
  writeFileSync(join(nginxDir, 'nginx.conf'), nginxConfig({ port: CLUSTER_PORT, nodes: CLUSTER_NODE_PORTS, dir: nginxDir }));
  const proxy = spawn(nginx, ['-c', join(nginxDir, 'nginx.conf'), '-p', nginxDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(proxy);
  await waitUntilUp(`${CLUSTER_ORIGIN}/config.json`, proxy, 'nginx');
  process.env.CLUSTER_E2E_NODE_PIDS = JSON.stringify(children.slice(0, CLUSTER_NODE_PORTS.length).map((c) => c.pid));
  console.log(`cluster e2e: 2 nodes on PostgreSQL behind nginx, up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  return async () => {
    const t = Date.now();
    for (const child of children) signal(child, 'SIGTERM');
    await Promise.race([
      Promise.all(
        children.map((c) => (c.exitCode !== null || c.signalCode !== null ? undefined : new Promise((r) => c.once('exit', r)))),
      ),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
    killAll();
    process.removeListener('exit', killAll);
    await dropDatabase().catch((error: unknown) => console.error(`cluster e2e: ${(error as Error).message}`));
    stopPostgres?.();
    rmSync(dir, { recursive: true, force: true });
    console.log(`cluster e2e: stopped and removed in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
}
