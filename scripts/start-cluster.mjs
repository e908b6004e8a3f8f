// `npm run start:cluster` (issue #39): PostgreSQL (DATABASE_URL, or the throwaway cluster the
// tests use), N reference-server nodes on it and nginx in front, on one origin:
//   CLUSTER_PORT (4800) the origin, nodes on the ports after it; CLUSTER_NODES (2).
// Ctrl-C stops everything. SKIP_BUILD=1 serves STATIC_DIR (dist) as it is.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_PACKAGES, ensureNginx, nginxConfig } from './nginx.mjs';
import { POSTGRES_PACKAGES, startPostgres } from './postgres.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

const port = Number(process.env.CLUSTER_PORT ?? 4800);
const count = Number(process.env.CLUSTER_NODES ?? 2);
const nodePorts = Array.from({ length: count }, (_, i) => port + 1 + i);
const origin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
const staticDir = process.env.STATIC_DIR ?? 'dist';
const dir = mkdtempSync(join(tmpdir(), 'neurohealth-cluster-'));
const children = [];
let postgres;
let stopping = false;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const done = () => {
    postgres?.stop?.();
    process.exit(code);
  };
  setTimeout(done, 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(done);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function run(name, cmd, args, env, ready) {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
    stop(code ?? 1);
  });
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      const text = String(chunk);
      process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
      if (ready && ready.test(text)) resolve(child);
    });
    if (!ready) resolve(child);
  });
}

// nginx, and PostgreSQL unless DATABASE_URL names one, in one install when missing.
await ensureSystemPackages([
  ...NGINX_PACKAGES,
  ...(process.env.DATABASE_URL ? [] : POSTGRES_PACKAGES.map((p) => ({ ...p, optional: false }))),
]);
const nginx = await ensureNginx();
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  postgres = await startPostgres();
  if (!postgres.url) {
    console.error(`No PostgreSQL: ${postgres.skipped}. Set DATABASE_URL to a PostgreSQL server.`);
    process.exit(1);
  }
  databaseUrl = postgres.url;
  console.log(`PostgreSQL (throwaway, removed on exit): ${databaseUrl}`);
}
if (process.env.SKIP_BUILD !== '1' || !existsSync(staticDir)) {
  console.log('Building the app…');
  if (
    spawnSync('node_modules/.bin/rsbuild', ['build'], { stdio: 'inherit', env: { ...process.env, DIST_DIR: staticDir } })
      .status !== 0
  )
    stop(1);
}

// What every node shares: the database, the public origin (tokens' issuer and audience), the
// secret its signing keys are encrypted with in the database, and the proxy it trusts.
const shared = {
  DATABASE_URL: databaseUrl,
  PUBLIC_ORIGIN: origin,
  SERVER_KEYS_SECRET: process.env.SERVER_KEYS_SECRET ?? randomBytes(32).toString('hex'),
  TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  STATIC_DIR: staticDir,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};
// One after the other: the first creates the schema and the seed, the others find them.
for (const [i, nodePort] of nodePorts.entries()) {
  const dataDir = join(dir, `node-${i + 1}`);
  mkdirSync(dataDir, { recursive: true });
  await run(
    `node ${i + 1}`,
    'node_modules/.bin/tsx',
    ['server/main.ts'],
    { ...shared, PORT: String(nodePort), DATA_DIR: dataDir },
    /ready at/,
  );
}
mkdirSync(join(dir, 'nginx'), { recursive: true });
const conf = join(dir, 'nginx', 'nginx.conf');
writeFileSync(conf, nginxConfig({ port, nodes: nodePorts, dir: join(dir, 'nginx') }));
await run('nginx', nginx, ['-c', conf, '-p', join(dir, 'nginx')], {});
console.log(
  `\nNeuroHealth Care on ${count} nodes (${nodePorts.map((p) => `:${p}`).join(', ')}) behind nginx: open ${origin}  (Ctrl-C stops)\n`,
);
