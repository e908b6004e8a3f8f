// `BENCH_ONLY=cluster npm run bench` (and the end of `npm run bench`), issue #39: server events
// through one node and through two nodes on one PostgreSQL, measured in the same run. Each
// person has a stream open on every node; events are published through the nodes in turn (25
// per request, 4 requests at a time); a figure is the time from the event's creation (its
// createdAt, stamped in the writing transaction) to its arrival on a stream of another node
// when there is one. Needs PostgreSQL binaries (scripts/postgres.mjs); says so when absent.
import { performance } from 'node:perf_hooks';
import type { RunningServer } from '../server/app';
import { apiJson, makeDataDir, signIn, start, userIdOf } from '../tests/server/helpers';

const EVENTS = Number(process.env.BENCH_CLUSTER_EVENTS ?? 2000);
const PER_REQUEST = 25;
const PEOPLE = ['caregiver', 'careseeker'];
const SSE = '/public/user-audit/server-event/subscribe';

interface Arrival {
  node: number;
  createdAt: number;
  at: number;
}

async function stream(base: string, userId: number, token: string, node: number, arrivals: Arrival[]) {
  const controller = new AbortController();
  const res = await fetch(`${base}${SSE}/${userId}?access_token=${token}`, { signal: controller.signal });
  if (res.status !== 200) throw new Error(`the event stream answered ${res.status}`);
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          if (/^event: ready$/m.test(block)) ready();
          const data = /^data: (\{.+\})$/m.exec(block)?.[1];
          if (data && data !== '{}') {
            const at = Date.now();
            arrivals.push({ node, createdAt: Date.parse((JSON.parse(data) as { createdAt: string }).createdAt), at });
          }
        }
      }
    } catch {
      // closed at the end
    }
  })();
  await isReady;
  return () => controller.abort();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(nodeCount: number, databaseUrl: string) {
  const nodes: RunningServer[] = [];
  const dirs = [];
  for (let i = 0; i < nodeCount; i++) {
    const data = await makeDataDir();
    dirs.push(data);
    // As in production: one database, one origin, one secret for the signing keys kept in the database.
    nodes.push(
      await start(data.dir, { databaseUrl, keysSecret: 'bench-cluster', ...(i > 0 ? { publicOrigin: nodes[0]!.url } : {}) }),
    );
  }
  const arrivals: Arrival[] = [];
  const closers: (() => void)[] = [];
  for (const name of PEOPLE) {
    const token = String((await signIn(nodes[0]!.url, name)).tokens.access_token);
    const userId = await userIdOf(nodes[0]!.url, token);
    for (const [i, node] of nodes.entries()) closers.push(await stream(node.url, userId, token, i, arrivals));
  }
  const requests = Math.ceil(EVENTS / PER_REQUEST / PEOPLE.length);
  const began = performance.now();
  let next = 0;
  const worker = async () => {
    for (let r = next++; r < requests; r = next++) {
      await Promise.all(
        PEOPLE.map((user_name) =>
          apiJson(nodes[r % nodeCount]!.url, 'POST', '/__dev/notify', {
            user_name,
            type: 'Post',
            subType: 'Upvote',
            count: PER_REQUEST,
          }),
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const expected = requests * PER_REQUEST * PEOPLE.length * nodeCount;
  const deadline = Date.now() + 30_000;
  while (arrivals.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const seconds = (performance.now() - began) / 1000;
  for (const close of closers) close();
  for (const node of nodes) await node.close();
  for (const data of dirs) await data.remove();
  // With two nodes, the streams on node 1 (they get what node 0 published, and their own).
  const measured = arrivals.filter((a) => a.node === nodeCount - 1);
  const latencies = measured.map((a) => a.at - a.createdAt).sort((a, b) => a - b);
  return {
    events: expected / nodeCount,
    received: arrivals.length,
    expected,
    perSecond: expected / nodeCount / seconds,
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

// scripts/postgres.mjs has no type declarations; its shape, as the tests' runner uses it.
const postgresScript = './postgres.mjs';
const { startPostgres } = (await import(postgresScript)) as {
  startPostgres(): Promise<{ url: string; stop(): void } | { url?: undefined; skipped: string }>;
};
const postgres = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, stop() {} } : await startPostgres();
if (!postgres.url) {
  console.log(`\nServer events through one and two nodes: SKIPPED (${(postgres as { skipped: string }).skipped})`);
  process.exit(0);
}
process.env.TEST_POSTGRES_URL ??= postgres.url;
try {
  const { freshDatabaseUrl } = await import('../tests/server/helpers');
  // One database for both runs: seeded once, by the first node started.
  const database = (await freshDatabaseUrl())!;
  const figures = [];
  for (const count of [1, 2]) figures.push({ count, ...(await measure(count, database.url)) });
  await database.drop();
  console.log(`\nServer events through the outbox on PostgreSQL (${EVENTS} events, 2 people, a stream per person on each node)`);
  for (const f of figures) {
    console.log(
      `  ${f.count} node${f.count > 1 ? 's' : ' '}: ${f.perSecond.toFixed(0).padStart(5)} events/s, delivery latency median ${f.median} ms, p95 ${f.p95} ms` +
        `${f.received === f.expected ? '' : ` (${f.received} of ${f.expected} arrived)`}`,
    );
  }
} finally {
  (postgres as { stop(): void }).stop();
}
