// @postgres: error reports bounded on disk: space taken back (VACUUM) differs by engine.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { databaseFor, makeDataDir, start } from './helpers';

// Issue #26 item 2: what error reports keep on disk is bounded, per address and in all, and the
// space of deleted reports is taken back (PGlite has no autovacuum: the file grew without end).
const KB = 1024;
let data: Awaited<ReturnType<typeof makeDataDir>>;
let server: RunningServer;
beforeAll(async () => {
  data = await makeDataDir();
  server = await start(data.dir, {
    errorReports: { perMinute: 1000, keep: 50, keepBytes: 1000 * KB, addressBytes: 300 * KB, reclaimAfterBytes: 1000 * KB },
  });
});
afterAll(async () => {
  await server.close();
  await data.remove();
});

/** An envelope of `bytes` that does not compress (the database would otherwise store little of it). */
const envelope = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

/** POST an envelope from a loopback address of the test's choosing (each its own "network"). */
function report(from: string, body: string) {
  const { port } = new URL(server.url);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/1/envelope/',
        headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const stored = async () =>
  ((await (await fetch(`${server.url}/__dev/error-reports`)).json()) as { reports: { envelope: string }[] }).reports.map(
    (r) => r.envelope,
  );

describe('error reports are bounded on disk (#26.2)', () => {
  it('keeps at most 300 kB from one address, its newest, without pushing out another address’s report', async () => {
    const other = `{"from":"another network"}`;
    expect(await report('127.0.0.21', other)).toBe(200);
    const flood = Array.from({ length: 10 }, () => envelope(100 * KB));
    for (const body of flood) expect(await report('127.0.0.20', body)).toBe(200);
    const kept = await stored();
    expect(kept).toContain(other);
    expect(kept.filter((e) => e !== other)).toEqual(flood.slice(-3));
  });

  it('takes back the space of deleted reports: 10 MB received, about 1 MB kept, the table stays small', async () => {
    // From ten addresses, so neither the per-minute nor the per-address bound is what holds it.
    for (let i = 0; i < 100; i++) expect(await report(`127.0.0.${30 + (i % 10)}`, envelope(100 * KB))).toBe(200);
    expect((await stored()).length).toBeLessThanOrEqual(10);

    await server.close();
    const db = await openDatabase({ dataDir: data.dir, databaseUrl: (await databaseFor(data.dir))?.url });
    try {
      const { rows } = await db.query<{ bytes: string | number }>("select pg_total_relation_size('error_reports') as bytes");
      const megabytes = Number(rows[0]?.bytes) / (1024 * KB);
      console.info(`error_reports: ${megabytes.toFixed(1)} MB on disk after 10 MB of reports, 1 MB kept`);
      // Kept (1 MB), deleted since the last vacuum (at most 1 MB), pages not yet reused: well under 10.
      expect(megabytes).toBeLessThan(4);
    } finally {
      await db.close();
    }
  });
});
