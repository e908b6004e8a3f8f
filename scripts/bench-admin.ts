// Administration figures (issue #36), printed, never asserted: the members search of
// /admin-members (GET /api/admin/v1/members, server/admin/store.ts searchMembers) over 10,000
// members, through HTTP with the demo administrator's token, on the reference server's embedded
// database (PGlite) as `npm start` runs it. Each figure is a whole answer: the token check, the
// contract's query parsing, the query, and the answer's check against its contract entry.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/database';
import { apiGet, makeDataDir, signIn, start } from '../tests/server/helpers';

const MEMBERS = 10_000;
const RUNS = 60;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.95)] ?? 0;

const data = await makeDataDir();
// The server creates the schema and seeds the demo accounts, then lets go of the database.
await (await start(data.dir)).close();
const db = await openDatabase({ dataDir: data.dir });
try {
  // Members spread over the user types, a tenth mentors, joined over the last three years.
  // The password hash is never checked: nobody signs in as them.
  await db.query(
    `insert into users (user_name, email, password_hash, first_name, last_name, user_type, is_mentor, created_at, email_verified)
     select 'member' || i, 'member' || i || '@example.test', 'x',
            (array['Avery','Jordan','Riley','Sam','Taylor','Morgan','Casey','Jamie'])[1 + i % 8],
            (array['Smith','Nguyen','Garcia','Okafor','Patel','Kim','Rossi','Haddad','Silva'])[1 + i % 9] || i,
            (array[1,2,4,5])[1 + i % 4], i % 10 = 0, now() - (i % 1095) * interval '1 day', true
       from generate_series(1, $1::int) as i`,
    [MEMBERS],
  );
} finally {
  await db.close();
}

const server = await start(data.dir);
try {
  const { tokens } = await signIn(server.url, 'admin');
  const token = String(tokens.access_token);
  const total = async (query: string) => {
    const { status, body } = await apiGet(server.url, `/api/admin/v1/members?${query}`, token);
    if (status !== 200) throw new Error(`members search ${query}: HTTP ${status}`);
    return (body.data as { total: number }).total;
  };
  const searches: Array<{ label: string; query: (i: number) => string }> = [
    { label: 'newest first, first page', query: () => 'sort=joined&order=desc' },
    { label: 'a name typed (3 letters), by name', query: (i) => `q=${['smi', 'ngu', 'gar', 'oka'][i % 4]}&sort=name&order=asc` },
    { label: 'an e-mail typed, whole', query: (i) => `q=member${1 + ((i * 37) % MEMBERS)}@example.test` },
    { label: 'care providers who mentor, a later page', query: (i) => `type=4&mentor=true&page=${i % 3}` },
    { label: 'joined in one year, by type', query: () => 'joined_from=2025-01-01&joined_to=2025-12-31&sort=type' },
  ];
  console.log(`\nAdministration: members search (PGlite, ${(await total('size=1')).toLocaleString('en-US')} members, over HTTP)`);
  for (const { label, query } of searches) {
    for (let i = 0; i < 5; i++) await total(query(i));
    const times: number[] = [];
    let matched = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      matched = await total(query(i));
      times.push(performance.now() - t0);
    }
    console.log(
      `  ${label}: median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms (${RUNS} runs; last matched ${matched})`,
    );
  }
} finally {
  await server.close();
  await data.remove();
}
