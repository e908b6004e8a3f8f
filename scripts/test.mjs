// `npm test`: everything: types, lint and format (side by side), unit + model-based + server
// tests (Vitest), the server tests again on a real PostgreSQL, then end-to-end tests and flows
// in real Chromium against the real server. Ends with each phase's time, the slowest tests of
// each runner, and a closing line "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './postgres.mjs';
import { playwrightTests, printSlowest, slowest, slowestVitest } from './test-report.mjs';

const out = mkdtempSync(join(tmpdir(), 'neurohealth-test-'));
const results = [];
const slow = [];
const started = Date.now();
let passed = 0;
let failed = 0;

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function step(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ title, ok, seconds: seconds(t0) });
  return ok;
}

/**
 * Runs commands side by side (the cheap checks: each is mostly one core's work), printing
 * each one's output whole when it ends so that their lines do not interleave.
 */
async function together(steps) {
  console.log(`\n▶ ${steps.map((s) => s.title).join(', ')} (side by side)`);
  const t0 = Date.now();
  const oks = await Promise.all(
    steps.map(
      ({ title, cmd, args }) =>
        new Promise((resolve) => {
          const t = Date.now();
          const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let text = '';
          child.stdout.on('data', (c) => (text += c));
          child.stderr.on('data', (c) => (text += c));
          child.on('close', (code) => {
            const ok = code === 0;
            console.log(`\n── ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds(t)}s)`);
            if (text.trim()) console.log(text.trimEnd());
            results.push({ title, ok, seconds: seconds(t) });
            resolve(ok);
          });
        }),
    ),
  );
  console.log(`\n  (side by side: ${seconds(t0)}s in all)`);
  return oks;
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

const checks = await together([
  { title: 'Types (tsc --noEmit)', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  { title: 'Lint (eslint)', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  { title: 'Format (prettier --check; fix with npm run format)', cmd: 'npm', args: ['run', '--silent', 'format:check'] },
  // The voice tests' phrases: espeak-ng and sox installed when absent, any missing WAV file made.
  { title: 'Voice test phrases (espeak-ng, sox; tests/fixtures/voice)', cmd: 'node', args: ['scripts/voice-phrases.mjs'] },
  // The invoice PDF's e2e reads its text with pdftotext: poppler-utils installed when absent.
  { title: 'PDF tools (pdftotext, poppler-utils)', cmd: 'node', args: ['scripts/pdf-tools.mjs'] },
]);
failed += checks.filter((ok) => !ok).length;

const vitestJson = join(out, 'vitest.json');
step('Unit, model-based and server tests (vitest)', 'node_modules/.bin/vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numTotalTestSuites && !vitest.success && vitest.numFailedTests === 0 ? 1 : 0);
  slow.push({ title: 'vitest (unit, model, view, server on PGlite)', tests: slowestVitest(vitest) });
} else failed += 1;

// The server tests again, against a real PostgreSQL (what DATABASE_URL selects in production):
// a throwaway cluster, one database per test server. Skipped, and said so, only when no
// PostgreSQL can be started here.
console.log('\n▶ Starting a throwaway PostgreSQL cluster for the server tests');
const postgres = await startPostgres();
if (postgres.url) {
  const pgJson = join(out, 'vitest-postgres.json');
  try {
    step(
      'Server tests against a real PostgreSQL (vitest, DATABASE_URL)',
      'node_modules/.bin/vitest',
      ['run', 'tests/server', '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`],
      { TEST_POSTGRES_URL: postgres.url },
    );
  } finally {
    postgres.stop();
  }
  const pgResult = readJson(pgJson);
  if (pgResult) {
    passed += pgResult.numPassedTests;
    failed += pgResult.numFailedTests + (!pgResult.success && pgResult.numFailedTests === 0 ? 1 : 0);
    slow.push({ title: 'server tests on PostgreSQL', tests: slowestVitest(pgResult) });
  } else failed += 1;
} else {
  console.log(`  SKIPPED: the real-PostgreSQL half of the server tests (${postgres.skipped}); they ran against PGlite only.`);
  results.push({ title: `Server tests against PostgreSQL: SKIPPED (${postgres.skipped})`, ok: true, seconds: '0.0' });
}

const e2eJson = join(out, 'playwright.json');
step('Statechart gallery (npm run statecharts, offline)', 'npm', ['run', '--silent', 'statecharts']);

step('End-to-end tests and flows driven from their statecharts (Playwright, Chromium)', 'node', ['scripts/e2e.mjs'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
});
const e2e = readJson(e2eJson);
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
for (const { title, tests } of slow) printSlowest(title, tests);
if (e2e?.flaky?.length) {
  console.log(`\n  Passed only on their retry (flaky, to be fixed):`);
  for (const title of e2e.flaky) console.log(`    ${title}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
