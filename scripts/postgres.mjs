// A throwaway PostgreSQL cluster for the server tests: initdb + pg_ctl in a temporary folder,
// on a free port, trust authentication on localhost only. As root it runs as the `postgres`
// user (Postgres refuses to run as root). Returns undefined, with the reason, when it cannot.
// Debian's postgresql is installed with the suite's other system packages by npm test
// (scripts/system-packages.mjs); without it the PostgreSQL half is skipped, and said so.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const POSTGRES_PACKAGES = [
  {
    name: 'postgresql',
    why: 'the server tests on a real PostgreSQL and the cluster e2e (skipped without it)',
    optional: true,
    present: () => Boolean(findBin()),
  },
];

function findBin() {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'];
  if (existsSync('/usr/lib/postgresql')) {
    for (const v of readdirSync('/usr/lib/postgresql').sort().reverse()) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  }
  return candidates.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function uidOf(user) {
  const result = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  return result.status === 0 ? { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) } : undefined;
}

/** @returns {Promise<{ url: string, stop(): void } | { skipped: string }>} */
export async function startPostgres() {
  const bin = findBin();
  if (!bin) return { skipped: 'no PostgreSQL binaries (install the Debian package postgresql, or set PG_BIN)' };
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? uidOf('postgres') : undefined;
  if (asRoot && !owner) return { skipped: 'running as root and there is no `postgres` user to run the cluster as' };

  const dir = mkdtempSync(join(tmpdir(), 'neurohealth-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const run = (cmd, args) => {
    const full = owner ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
    return spawnSync(full[0], full[1], { encoding: 'utf8' });
  };
  const init = run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `initdb failed: ${(init.stderr || init.stdout).trim().split('\n').pop()}` };
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  if (start.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `pg_ctl start failed: ${(start.stderr || start.stdout).trim().split('\n').pop()}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /**
     * The CPU-seconds the cluster has spent so far (the postmaster and its backends that ended),
     * for npm test's budget per level; null where /proc cannot tell.
     */
    cpuSeconds() {
      try {
        const pid = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0];
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // utime, stime, cutime and cstime: fields 14 to 17 of the line, in clock ticks (100 a second).
        return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
      } catch {
        return null;
      }
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
