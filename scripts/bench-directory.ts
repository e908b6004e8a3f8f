// Provider directory figures (issue #34), printed, never asserted: the directory query
// (server/directory/store.ts search, distances by directory_miles in SQL) with a 25-mile radius
// over 5,000 providers, on the reference server's embedded database (PGlite), as `npm start` runs it.
import { performance } from 'node:perf_hooks';
import type { Filters } from '../contract/directory';
import { NO_FILTERS } from '../machines/directory/directory.setup';
import { openDatabase } from '../server/db/database';
import { generateProviders, type Place } from '../server/directory/seed-data';
import * as store from '../server/directory/store';
import { makeDataDir, start } from '../tests/server/helpers';

const PROVIDERS = 5_000;
const RUNS = 100;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

const data = await makeDataDir();
// The server creates the schema and seeds the directory (a few hundred providers), then lets go of the database.
await (await start(data.dir)).close();
const db = await openDatabase({ dataDir: data.dir });
try {
  // The zip codes the seeded practices are at: the added ones go to the same places, in turn.
  const { rows: where } = await db.query<Place>(
    `select distinct z.zip_code, z.city, z.state, z.latitude, z.longitude
       from therapy_providers t join us_zip_codes z using (zip_code) order by z.zip_code`,
  );
  const count = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from therapy_providers where latitude is not null')).rows[0]!.n;
  const more = Math.max(0, PROVIDERS - (await count()));
  await store.insertProviders(
    db,
    generateProviders(
      Array.from({ length: more }, (_, i) => where[i % where.length]!),
      5_000,
    ),
  );
  const total = await count();
  const zips = where.map((w) => w.zip_code);
  const filters = (zip: string): Filters => ({
    ...NO_FILTERS,
    zip_code: zip,
    radius_miles: 25,
  });
  const once = async (i: number) => {
    const zip = zips[i % zips.length]!;
    const t0 = performance.now();
    const origin = await store.centroidOf(db, zip);
    const rows = await store.search(db, filters(zip), origin, 0, 20);
    return { ms: performance.now() - t0, matched: rows[0]?.total ?? 0 };
  };
  for (let i = 0; i < 10; i++) await once(i);
  const times: number[] = [];
  const matched: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await once(i);
    times.push(r.ms);
    matched.push(r.matched);
  }
  // With a service filter too (the common search: speech therapy near me).
  const withService: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const zip = zips[i % zips.length]!;
    const t0 = performance.now();
    await store.search(db, { ...filters(zip), services: ['speech'] }, await store.centroidOf(db, zip), 0, 20);
    withService.push(performance.now() - t0);
  }
  console.log(`\nProvider directory query (PGlite, ${total.toLocaleString('en-US')} providers in ${zips.length} zip codes)`);
  console.log(
    `  25-mile radius from a zip code, nearest first, first page of 20, median of ${RUNS}: ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms (median ${median(matched)} providers matched)`,
  );
  console.log(
    `  the same with a service filter: median ${median(withService).toFixed(1)} ms, p95 ${p95(withService).toFixed(1)} ms`,
  );
} finally {
  await db.close();
  await data.remove();
}
