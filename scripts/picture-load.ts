// Issue #57 item 1, printed, never asserted: how long a plain request (GET /config.json) waits at
// worst while the worst community picture uploads (a 1×1 PNG followed by random bytes, just under 10 MB), then while 20 anonymous readers fetch that picture at once, three times over. The
// reference server runs as `npm start` runs it, in a process of its own (server/main.ts, PGlite).
// Printed twice: with the load's own work in this process (as first measured, so this process's
// stalls count too) and in a worker thread (the server's delay alone).
// Run: node --import tsx scripts/picture-load.ts (PICTURE_LOAD_POSTGRES=<url> for a real Postgres).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { freePort } from '../server/net';
import { APP_ORIGIN, makeDataDir, signIn } from '../tests/server/helpers';

const MB = 1024 * 1024;
const READERS = 20;
const ROUNDS = 3;

/** The upload and the reads, the same code in this process and in the worker below. */
const LOAD = {
  upload: async (base: string, token: string, picture: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)]), 'worst.png');
    const res = await fetch(`${base}/api/search-engine/v1/communities/pictures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { data?: { url: string } };
    if (res.status !== 201 || !body.data) throw new Error(`the upload answered ${res.status}`);
    return body.data.url;
  },
  read: async (_base: string, _token: string, picture: Buffer, url: string) => {
    for (let round = 0; round < ROUNDS; round++)
      await Promise.all(
        Array.from({ length: READERS }, async () => {
          const res = await fetch(url);
          if ((await res.arrayBuffer()).byteLength !== picture.length) throw new Error('a reader got another picture');
        }),
      );
    return url;
  },
};
/** The same two jobs as plain JavaScript for a worker thread (`eval`: no loader there). */
const WORKER_SOURCE = `
const { parentPort, workerData: d } = require('node:worker_threads');
const jobs = {
  upload: async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(d.picture)]), 'worst.png');
    const res = await fetch(d.base + '/api/search-engine/v1/communities/pictures', { method: 'POST', headers: { authorization: 'Bearer ' + d.token }, body: form });
    const body = await res.json();
    if (res.status !== 201 || !body.data) throw new Error('the upload answered ' + res.status);
    return body.data.url;
  },
  read: async () => {
    for (let round = 0; round < d.rounds; round++)
      await Promise.all(Array.from({ length: d.readers }, async () => {
        const res = await fetch(d.url);
        if ((await res.arrayBuffer()).byteLength !== d.picture.length) throw new Error('a reader got another picture');
      }));
    return d.url;
  },
};
jobs[d.kind]().then((url) => parentPort.postMessage({ url }), (e) => parentPort.postMessage({ error: String(e) }));
`;

const data = await makeDataDir();
const port = await freePort();
const base = `http://localhost:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: data.dir,
    STATIC_DIR: `${data.dir}/no-static`,
    APP_ORIGINS: APP_ORIGIN,
    ...(process.env.PICTURE_LOAD_POSTGRES ? { DATABASE_URL: process.env.PICTURE_LOAD_POSTGRES } : {}),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('Reference server ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const token = String((await signIn(base, 'coordinator')).tokens.access_token);
  console.log('signed in; measuring');

  const plain = async () => {
    const t = performance.now();
    await (await fetch(`${base}/config.json`)).arrayBuffer();
    return performance.now() - t;
  };
  /** The slowest plain request, one after the other, while `work` runs. */
  const worstDuring = async (work: () => Promise<unknown>) => {
    let done = false;
    const running = work().finally(() => (done = true));
    running.catch(() => {});
    let worst = 0;
    let count = 0;
    while (!done) {
      worst = Math.max(worst, await plain());
      count++;
    }
    await running;
    return { worst, count };
  };

  for (let i = 0; i < 5; i++) await plain();
  const alone: number[] = [];
  for (let i = 0; i < 20; i++) alone.push(await plain());

  // A whole 1×1 PNG, then random bytes to just under 10 MB.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const worstPicture = Buffer.concat([png, randomBytes(10 * MB - 1024 - png.length)]);
  // The load's own work (building the 10 MB form, 20 × 10 MB bodies read into memory) runs in the
  // measuring process's event loop when `where` is 'here' (how the figures were first measured), and
  // in a worker thread, with an event loop of its own, when it is 'worker': then the figure is the
  // server's alone.
  const work = (where: 'here' | 'worker', job: { kind: 'upload' } | { kind: 'read'; url: string }) =>
    where === 'here'
      ? LOAD[job.kind](base, token, worstPicture, job.kind === 'read' ? job.url : '')
      : new Promise<string>((resolve, reject) => {
          const worker = new Worker(WORKER_SOURCE, {
            eval: true,
            workerData: {
              base,
              token,
              picture: worstPicture,
              kind: job.kind,
              url: job.kind === 'read' ? job.url : '',
              readers: READERS,
              rounds: ROUNDS,
            },
          });
          worker.once('message', (m: { url?: string; error?: string }) =>
            m.error ? reject(new Error(m.error)) : resolve(m.url ?? ''),
          );
          worker.once('error', reject);
        });

  const figures: string[] = [];
  for (const where of ['here', 'worker'] as const) {
    let url = '';
    const upload = await worstDuring(async () => {
      url = await work(where, { kind: 'upload' });
    });
    const reads = await worstDuring(() => work(where, { kind: 'read', url }));
    const how =
      where === 'here'
        ? 'the load in the measuring process (as first measured)'
        : 'the load in a worker thread (the server alone)';
    figures.push(
      `  ${how}:`,
      `    during one 10 MB incompressible picture upload: slowest ${upload.worst.toFixed(0)} ms (${upload.count} requests)`,
      `    during ${READERS} anonymous readers of it at once, ${ROUNDS} times: slowest ${reads.worst.toFixed(0)} ms (${reads.count} requests)`,
    );
  }

  console.log(`\nGET /config.json while pictures move (${process.env.PICTURE_LOAD_POSTGRES ? 'PostgreSQL' : 'PGlite'})`);
  console.log(`  alone: slowest of 20 ${Math.max(...alone).toFixed(0)} ms`);
  for (const line of figures) console.log(line);
} finally {
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(stuck);
  await data.remove();
}
