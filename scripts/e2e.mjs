// End-to-end tests: make sure a Chromium exists, build the app, run Playwright
// (which starts the reference server on its own port with a fresh database).
//
// With no arguments (what `npm test` runs) the specs of tests/e2e and tests/flows run in
// lanes side by side (below), each with its own reference server, port (E2E_PORT, + 1, + 2)
// and database. With arguments (a spec, -g …) it runs one Playwright as before; E2E_SERIAL=1
// forces one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './browser.mjs';
import { SEEDED_DIR_VARIABLE, seedDataDir } from './seeded-data.mjs';
import { playwrightTests } from './test-report.mjs';

const step = (title, cmd, args) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

await ensureChromium({ shell: true });
// npm test builds first (scripts/test.mjs), and says so with E2E_PREBUILT.
if (!process.env.E2E_PREBUILT) step('Building the app for end-to-end tests', 'node_modules/.bin/rsbuild', ['build']);

const args = process.argv.slice(2);
if (args.length > 0 || process.env.E2E_SERIAL) {
  step('Playwright (real Chromium, real reference server)', 'node_modules/.bin/playwright', ['test', ...args]);
  process.exit(0);
}

const port = Number(process.env.E2E_PORT ?? 4173);
const json = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

/*
 * Lanes. A browser test spends much of its time waiting (on pages, timers, sockets): measured
 * alone, one lane (a Playwright worker, its Chromium and its server) used 36 s of CPU in 118 s.
 * So the specs run in three lanes side by side on two cores (E2E_LANES), each lane with its
 * own server, port and database (no lane sees another's injected faults or data); with three,
 * the machine has no idle time left.
 *
 * Specs are dealt to lanes by their last measured time (tests/e2e-lanes.json), longest first,
 * each to the lane with the least so far, so the lanes end together. A spec not listed there
 * counts 8 s a test until it is measured. Every run writes the times it measured to
 * test-results/e2e-lanes.json: copy that file over tests/e2e-lanes.json when the lanes drift
 * apart (the summary prints each lane's time).
 */
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 3));
const TIMES_FILE = 'tests/e2e-lanes.json';
const AUX_PORTS_PER_LANE = 25;
const known = existsSync(TIMES_FILE) ? JSON.parse(readFileSync(TIMES_FILE, 'utf8')) : {};
const specs = ['tests/e2e', 'tests/flows'].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => `${dir}/${f}`),
);
const estimate = (spec) => known[spec] ?? 8 * (readFileSync(spec, 'utf8').match(/^\s*test\(/gm)?.length ?? 1);
const dealt = Array.from({ length: LANES }, (_, i) => ({ name: `lane${i + 1}`, specs: [], expected: 0 }));
for (const spec of specs.sort((a, b) => estimate(b) - estimate(a) || a.localeCompare(b))) {
  const lane = dealt.reduce((least, l) => (l.expected < least.expected ? l : least));
  lane.specs.push(spec);
  lane.expected += estimate(spec);
}
const lanes = dealt
  .filter((lane) => lane.specs.length > 0)
  .map((lane, i) => ({
    ...lane,
    specs: lane.specs.sort(),
    title: `${lane.name} (${lane.specs.length} specs, about ${Math.round(lane.expected)} s of tests expected)`,
    port: port + i,
    // The lane's block for the servers its tests start (tests/e2e/fixtures.ts auxPort), past the
    // lanes' own ports and the seeding server's (port + 60).
    auxPort: port + 100 + i * AUX_PORTS_PER_LANE,
    json: json ? `${json}.${lane.name}.json` : undefined,
  }));
/** Playwright's error messages carry terminal colours; the summary is read in a log. */
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
// Playwright takes its file arguments as patterns: each is anchored to its own file.
const pattern = (spec) => `${spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

// Every lane's server, and the restart test's, starts as a copy of one seeded folder (scripts/seeded-data.mjs).
console.log("\n▶ A seeded data folder for the lanes' servers (one first start, as npm start makes on a fresh machine)");
const seededAt = Date.now();
const seeded = await seedDataDir({ port: port + 60, staticDir: process.env.DIST_DIR ?? 'dist' });
console.log(`  ${seeded}, in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
process.on('exit', () => rmSync(seeded, { recursive: true, force: true }));

console.log(
  `\n▶ Playwright (real Chromium, real reference servers): ${lanes.map((l) => `${l.title} on :${l.port}`).join(', ')}, side by side`,
);
const run = (lane) =>
  new Promise((resolve) => {
    const env = {
      ...process.env,
      E2E_PORT: String(lane.port),
      E2E_AUX_PORT: String(lane.auxPort),
      E2E_OUTPUT_DIR: `test-results/${lane.name}`,
      ...(lane.json ? { PLAYWRIGHT_JSON_OUTPUT_NAME: lane.json } : {}),
    };
    delete env.E2E_DATA_DIR; // each lane's server gets its own fresh database, a copy of the seeded one
    env[SEEDED_DIR_VARIABLE] = seeded;
    env.E2E_RETRIES ??= '1';
    const child = spawn('node_modules/.bin/playwright', ['test', ...lane.specs.map(pattern)], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Lines from the lanes interleave: each carries its lane's name.
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${lane.name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${lane.name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code ?? 1));
  });
const codes = await Promise.all(lanes.map(run));

/** A try's error as text, without the terminal's colours. */
const errorOf = (result) => stripAnsi(result?.error?.message ?? result?.errors?.[0]?.message ?? '(no error recorded)');

// One JSON summary for scripts/test.mjs, as a single Playwright run would have written.
if (json) {
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  // A test that failed and then passed on its retry, with the start of its first error: named in
  // the summary, never hidden, and with what to go on when it is mended.
  const flaky = [];
  // A test that failed on every try, with the start of its last error: printed again at the very
  // end of npm test, so the tail of a CI log says why (the lane's own report scrolls away).
  const failures = [];
  // Each lane's tests and their time, for the slowest-tests list npm test ends with.
  const laneTests = [];
  // Each spec's measured time (its tests' last tries), for tests/e2e-lanes.json.
  const measured = {};
  const collect = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const title = `${spec.file}:${spec.line} › ${spec.title}`;
        if (t.status === 'flaky') flaky.push({ title, error: errorOf(t.results?.[0]) });
        if (t.status === 'unexpected') failures.push({ title, error: errorOf(t.results?.at(-1)) });
        const file = `tests/${spec.file}`;
        measured[file] = (measured[file] ?? 0) + (t.results?.at(-1)?.duration ?? 0) / 1000;
      }
    for (const child of suite.suites ?? []) collect(child);
  };
  for (const lane of lanes) {
    const report = lane.json && existsSync(lane.json) ? JSON.parse(readFileSync(lane.json, 'utf8')) : null;
    if (!report?.stats) {
      stats.unexpected += 1;
      continue;
    }
    for (const key of Object.keys(stats)) stats[key] += report.stats[key] ?? 0;
    for (const suite of report.suites ?? []) collect(suite);
    laneTests.push({ title: lane.title, seconds: (report.stats.duration ?? 0) / 1000, tests: playwrightTests(report) });
  }
  writeFileSync(json, JSON.stringify({ stats, flaky, failures, lanes: laneTests }));
  const times = Object.fromEntries(
    Object.keys(measured)
      .sort()
      .map((f) => [f, Math.round(measured[f])]),
  );
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/e2e-lanes.json', `${JSON.stringify(times, null, 2)}\n`);
}
lanes.forEach((lane, i) => console.log(`  ${codes[i] === 0 ? 'ok  ' : 'FAIL'}  ${lane.title}`));
process.exit(codes.every((c) => c === 0) ? 0 : 1);
