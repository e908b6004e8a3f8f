// `npm test`: everything. The server tests (Vitest) on PGlite, then again on a real PostgreSQL;
// the production build; then the end-to-end tests and flows in real Chromium against the real
// server, with types, lint, format, the statechart gallery and the unit and model-based tests
// beside them at a lower priority. Ends with each phase's time, the slowest tests of
// each runner, and a closing line "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_BROWSER_PACKAGES } from './browser.mjs';
import { NGINX_PACKAGES } from './nginx.mjs';
import { PDF_PACKAGES } from './pdf-tools.mjs';
import { POSTGRES_PACKAGES, startPostgres } from './postgres.mjs';
import { postgresTestFiles } from './postgres-tests.mjs';
import { ensureSystemPackages } from './system-packages.mjs';
import { playwrightTests, printSlowest, slowest, slowestVitest } from './test-report.mjs';
import { SPEECH_PACKAGES } from './voice-phrases.mjs';

const out = mkdtempSync(join(tmpdir(), 'neurohealth-test-'));
const results = [];
const slow = [];
const started = Date.now();
let passed = 0;
let failed = 0;

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * This machine's speed, so that runs on different machines can be compared: the time one core
 * takes to write 200,000 small records as JSON and read them back (the kind of work the server,
 * the tests and the browser's scripts do), the best of three. The run's times scale with it.
 */
function calibrate() {
  const records = Array.from({ length: 200_000 }, (_, i) => ({ id: i, name: `person ${i}`, tags: ['a', 'b'], at: i * 7 }));
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const t0 = process.hrtime.bigint();
    JSON.parse(JSON.stringify(records)).sort((a, b) => b.at - a.at);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return Math.round(best);
}
const calibration = calibrate();
const budgets = readBudgets();
console.log(
  `This machine: ${calibration} ms for the calibration (200,000 records to JSON and back, one core); the run's times scale with it.`,
);

function step(title, cmd, args, env = {}, level) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const [command, argv, cpuFile] = measured(cmd, args);
  const result = spawnSync(command, argv, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ title, ok, seconds: seconds(t0) });
  spent(level ?? title, cpuFile);
  return ok;
}

/** As step(), without blocking: other children's output keeps flowing while it runs. */
function run(title, cmd, args, env = {}, level) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const [command, argv, cpuFile] = measured(cmd, args);
  return new Promise((resolve) => {
    const child = spawn(command, argv, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => {
      const ok = code === 0;
      results.push({ title, ok, seconds: seconds(t0) });
      spent(level ?? title, cpuFile);
      resolve(ok);
    });
  });
}

/**
 * Runs commands side by side (the cheap checks: each is mostly one core's work), printing
 * each one's output whole when it ends so that their lines do not interleave.
 */
async function together(steps, { nice = 0, label = 'side by side' } = {}) {
  console.log(`\n▶ ${steps.map((s) => s.title).join(', ')} (${label})`);
  const t0 = Date.now();
  const oks = await Promise.all(
    steps.map(
      ({ title, cmd, args, level }) =>
        new Promise((resolve) => {
          const t = Date.now();
          const [wrapped, wrappedArgs, cpuFile] = measured(cmd, args);
          const [command, argv] = nice ? ['nice', ['-n', String(nice), wrapped, ...wrappedArgs]] : [wrapped, wrappedArgs];
          const child = spawn(command, argv, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let text = '';
          child.stdout.on('data', (c) => (text += c));
          child.stderr.on('data', (c) => (text += c));
          child.on('close', (code) => {
            const ok = code === 0;
            console.log(`\n── ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds(t)}s)`);
            if (text.trim()) console.log(text.trimEnd());
            results.push({ title, ok, seconds: seconds(t) });
            spent(level ?? title, cpuFile);
            resolve(ok);
          });
        }),
    ),
  );
  console.log(`\n  (${label}: ${seconds(t0)}s in all)`);
  return oks;
}

/**
 * Each level's budget in CPU-seconds (user and system, every process of the level), from the
 * table under "## Budget per level" in tests/README.md, set at the calibration figure written
 * there and scaled by this machine's: a machine half as fast has twice the budget.
 */
function readBudgets() {
  const text = readFileSync('tests/README.md', 'utf8');
  const section = text.slice(text.indexOf('## Budget per level')).split(/\n#+ /)[0] ?? '';
  const reference = Number(section.match(/calibration of (\d+) ms/)?.[1]) || calibration;
  const levels = new Map();
  for (const [, level, budget] of section.matchAll(/^\| ([^|]+?) \| (\d+) \|/gm)) levels.set(level, Number(budget));
  return { reference, levels };
}

let cpuFiles = 0;
/** The command wrapped by scripts/cpu-time.mjs, which writes its CPU-seconds to the file returned third. */
function measured(cmd, args) {
  const file = join(out, `cpu-${++cpuFiles}.json`);
  return ['node', ['scripts/cpu-time.mjs', file, cmd, ...args], file];
}

/** CPU-seconds spent per level, in the order the levels ran. */
const cpu = new Map();
function spent(level, file) {
  const seconds = readJson(file)?.seconds;
  if (typeof seconds === 'number') cpu.set(level, (cpu.get(level) ?? 0) + seconds);
}
/** Adds what a process outside the level's own (the PostgreSQL cluster) spent between two readings. */
function addCpu(level, before, after) {
  if (typeof before === 'number' && typeof after === 'number' && cpu.has(level)) cpu.set(level, cpu.get(level) + after - before);
}

/** The table of CPU-seconds against budgets; a level over its budget is a warning, never a failure. */
function printBudgets() {
  const scale = calibration / budgets.reference;
  console.log(
    `\nCPU-seconds per level against its budget (tests/README.md, set at a calibration of ${budgets.reference} ms; ` +
      `here ${calibration} ms, so budgets × ${scale.toFixed(2)})`,
  );
  if (cpu.size === 0) console.log('  (not measured: CPU times are read from /proc, Linux only)');
  let total = 0;
  let allowed = 0;
  const over = [];
  for (const [level, seconds] of cpu) {
    total += seconds;
    const budget = budgets.levels.get(level);
    if (budget === undefined) {
      console.log(`        ${level}: ${seconds.toFixed(0)} CPU-s (no budget)`);
      continue;
    }
    const scaled = budget * scale;
    allowed += scaled;
    const isOver = seconds > scaled;
    if (isOver) over.push(level);
    console.log(`  ${isOver ? 'OVER' : 'ok  '}  ${level}: ${seconds.toFixed(0)} of ${scaled.toFixed(0)} CPU-s`);
  }
  const whole = budgets.levels.get('the whole run');
  if (whole !== undefined) allowed = whole * scale;
  console.log(`        the whole run: ${total.toFixed(0)} of ${allowed.toFixed(0)} CPU-s`);
  if (cpu.size && total > allowed) over.push('the whole run');
  if (over.length) console.log(`  WARNING: over budget (a warning, not a failure: times are noisy): ${over.join(', ')}`);
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

// What the tests need, first. On the machine: every Debian package the suite uses, the missing
// ones installed in one step (one apt-get update, one apt-get install), before any phase and so
// never two installers at once; quick, and said, when all are present.
console.log('\n▶ System packages (Chromium and its headless shell, espeak-ng, sox, poppler-utils, nginx, PostgreSQL)');
const packagesAt = Date.now();
try {
  await ensureSystemPackages([
    ...TEST_BROWSER_PACKAGES,
    ...SPEECH_PACKAGES,
    ...PDF_PACKAGES,
    ...NGINX_PACKAGES,
    ...POSTGRES_PACKAGES,
  ]);
  results.push({ title: 'System packages', ok: true, seconds: seconds(packagesAt) });
} catch (error) {
  console.log(error.message);
  results.push({ title: 'System packages', ok: false, seconds: seconds(packagesAt) });
  failed += 1;
}
// Then the route tree (generated, not committed; some tests read it) and any missing voice phrase.
const tools = await together([
  { title: 'Route tree (src/routeTree.gen.ts)', cmd: 'node', args: ['scripts/generate-routes.mjs'], level: 'setup' },
  { title: 'Voice test phrases (tests/fixtures/voice)', cmd: 'node', args: ['scripts/voice-phrases.mjs'], level: 'setup' },
]);
failed += tools.filter((ok) => !ok).length;

/** Adds a Vitest JSON report's counts; a run with no report, or failed outside its tests, counts one failure. */
function countVitest(report, title) {
  if (!report) {
    failed += 1;
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + (!report.success && report.numFailedTests === 0 ? 1 : 0);
  slow.push({ title, tests: slowestVitest(report) });
}

// The server tests, first on PGlite (the embedded default), then against a real PostgreSQL
// (what DATABASE_URL selects in production): a throwaway cluster, one database per test server.
// The PostgreSQL half is skipped, and said so, only when no PostgreSQL can be started here.
const serverJson = join(out, 'vitest-server.json');
step(
  'Server and tooling tests on PGlite (vitest)',
  'node_modules/.bin/vitest',
  ['run', '--project', 'server and tooling', '--reporter=default', '--reporter=json', `--outputFile.json=${serverJson}`],
  {},
  'server and tooling tests on PGlite',
);
countVitest(readJson(serverJson), 'vitest: server and tooling on PGlite');

console.log('\n▶ Starting a throwaway PostgreSQL cluster for the server tests');
const postgres = await startPostgres();
if (postgres.url) {
  // It stays up for the cluster e2e after the build (below), and stops on any exit before that.
  const stop = postgres.stop;
  let stopped = false;
  postgres.stop = () => {
    if (!stopped) stop();
    stopped = true;
  };
  process.once('exit', () => postgres.stop());

  const pgJson = join(out, 'vitest-postgres.json');
  // Only what differs on PostgreSQL runs again there: the files tagged `// @postgres: why` (every
  // store's tests, concurrency, locks, triggers, LISTEN/NOTIFY, SQL the engines run differently;
  // tests/README.md). The rest (the contract, the recogniser, pages, headers) ran on PGlite.
  const postgresFiles = postgresTestFiles();
  console.log(`\n  On PostgreSQL: the ${postgresFiles.length} server test files tagged @postgres.`);
  const database = postgres.cpuSeconds();
  try {
    step(
      'Server tests against a real PostgreSQL (vitest, DATABASE_URL)',
      'node_modules/.bin/vitest',
      [
        'run',
        ...postgresFiles,
        '--project',
        'server and tooling',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${pgJson}`,
      ],
      { TEST_POSTGRES_URL: postgres.url },
      'server tests on PostgreSQL',
    );
  } catch (error) {
    postgres.stop();
    throw error;
  }
  // The cluster is not a child of the tests: its own CPU time counts to the pass too.
  addCpu('server tests on PostgreSQL', database, postgres.cpuSeconds());
  countVitest(readJson(pgJson), 'server tests on PostgreSQL');
} else {
  console.log(`  SKIPPED: the real-PostgreSQL half of the server tests (${postgres.skipped}); they ran against PGlite only.`);
  results.push({ title: `Server tests against PostgreSQL: SKIPPED (${postgres.skipped})`, ok: true, seconds: '0.0' });
}

// The view tests wait on the page with testing-library's short timeouts: they run on their own.
const viewsJson = join(out, 'vitest-views.json');
step(
  'View tests (vitest: views, happy-dom; view units, Node)',
  'node_modules/.bin/vitest',
  [
    'run',
    '--project',
    'views',
    '--project',
    'view units',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${viewsJson}`,
  ],
  {},
  'view tests',
);
countVitest(readJson(viewsJson), 'vitest: views');

const built = step(
  'Production build for the browser tests (rsbuild)',
  'node_modules/.bin/rsbuild',
  ['build'],
  // The prerendered pages as of the instant the webinar tests hold the clocks at (public-content.spec).
  { PRERENDER_NOW: '2026-12-01T12:00:00Z' },
  'production build',
);

// The cluster e2e (issue #39, tests/cluster): two nodes on the PostgreSQL above behind nginx
// (installed when missing), serving this build, one Chromium with two contexts; then that
// PostgreSQL stops. Its setup kills every process it started, and its run ends within 300 s.
if (postgres.url) {
  const clusterJson = join(out, 'playwright-cluster.json');
  const database = postgres.cpuSeconds();
  if (built) {
    step(
      'Cluster e2e: two nodes on PostgreSQL behind nginx (Playwright, one Chromium)',
      'node_modules/.bin/playwright',
      ['test', '-c', 'tests/cluster/playwright.config.ts'],
      { TEST_POSTGRES_URL: postgres.url, PLAYWRIGHT_JSON_OUTPUT_NAME: clusterJson, E2E_OUTPUT_DIR: join(out, 'cluster') },
      'cluster e2e',
    );
  }
  addCpu('cluster e2e', database, postgres.cpuSeconds());
  postgres.stop();
  const cluster = readJson(clusterJson);
  if (cluster?.stats) {
    passed += cluster.stats.expected + (cluster.stats.flaky ?? 0);
    failed += cluster.stats.unexpected + (cluster.stats.expected + cluster.stats.unexpected === 0 ? 1 : 0);
    slow.push({ title: 'Playwright, cluster', tests: slowest(playwrightTests(cluster)) });
  } else failed += 1;
}

/*
 * The browser lanes wait on pages, timers and sockets for part of their time (a lane keeps
 * about half a core busy). The checks and the machines' model tests fill that idle time beside
 * them at a lower priority (nice 10): they wait on nothing but the CPU, so they give way
 * whenever a lane wants it, and the lanes run about as fast as they do alone. The server tests stay
 * before the lanes: run beside them at equal priority, both slowed (the Postgres pass took 412 s
 * instead of 80 s), and so do the view tests, whose waits for the page are short. Beside busy
 * lanes the model tests get little of the CPU (the largest, 15 s alone, took 408 s there and
 * still ended before the lanes), so they have no timeout to speak of here (30 min): a model test
 * is a synchronous walk, and only its result says whether it passed.
 */
const unitJson = join(out, 'vitest-unit.json');
const [, background] = await Promise.all([
  run(
    'End-to-end tests and flows driven from their statecharts (Playwright, Chromium)',
    'node',
    ['scripts/e2e.mjs'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'playwright.json'),
      E2E_PREBUILT: '1',
    },
    'browser tests (three lanes)',
  ),
  together(
    [
      { title: 'Types (TypeScript 7, native tsc --noEmit)', cmd: 'npm', args: ['run', '--silent', 'typecheck'], level: 'types' },
      { title: 'Lint (eslint)', cmd: 'npm', args: ['run', '--silent', 'lint'], level: 'lint' },
      {
        title: 'Format (prettier --check; fix with npm run format)',
        cmd: 'npm',
        args: ['run', '--silent', 'format:check'],
        level: 'format',
      },
      {
        title: 'Statechart gallery (npm run statecharts, offline)',
        cmd: 'npm',
        args: ['run', '--silent', 'statecharts'],
        level: 'statechart gallery',
      },
      {
        title: 'Unit and model-based tests (vitest: machines)',
        level: 'model tests',
        cmd: 'node_modules/.bin/vitest',
        args: [
          'run',
          '--project',
          'machines',
          '--testTimeout=1800000',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${unitJson}`,
        ],
      },
    ],
    { nice: 10, label: 'beside the browser tests, at a lower priority' },
  ),
]);
failed += background.filter((ok) => !ok).length;
countVitest(readJson(unitJson), 'vitest: machines');

const e2e = readJson(join(out, 'playwright.json'));
if (e2e?.stats) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
  if (e2e.stats.expected + e2e.stats.unexpected === 0) failed += 1;
  for (const lane of e2e.lanes ?? []) {
    results.push({ title: `  lane: ${lane.title}`, ok: true, seconds: lane.seconds.toFixed(1) });
    slow.push({ title: `Playwright, ${lane.title}`, tests: slowest(lane.tests) });
  }
  if (!e2e.lanes && e2e.suites) slow.push({ title: 'Playwright', tests: slowest(playwrightTests(e2e)) });
} else failed += 1;

console.log('\nSummary: each phase and its time');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.title} (${r.seconds}s)`);
console.log(`  The whole run: ${(Number(seconds(started)) / 60).toFixed(1)} min`);
printBudgets();
for (const { title, tests } of slow) printSlowest(title, tests);
if (e2e?.flaky?.length) {
  console.log(`\n  Passed only on their retry (flaky, to be fixed), and why the first try failed:`);
  for (const { title, error } of e2e.flaky) {
    console.log(`    ${title}`);
    for (const line of error.split('\n').filter(Boolean).slice(0, 8)) console.log(`      ${line.slice(0, 220)}`);
  }
}
if (e2e?.failures?.length) {
  console.log(`\n  Failed on every try, and why (the start of the last error):`);
  for (const { title, error } of e2e.failures) {
    console.log(`    ${title}`);
    for (const line of error.split('\n').filter(Boolean).slice(0, 14)) console.log(`      ${line.slice(0, 220)}`);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
