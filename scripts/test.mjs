// `npm test`: everything, in order: types, lint, unit + model-based + server
// tests (Vitest), then end-to-end tests in real Chromium against the real server.
// Prints a closing line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './postgres.mjs';

const out = mkdtempSync(join(tmpdir(), 'neurohealth-test-'));
const results = [];
let passed = 0;
let failed = 0;

function step(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ title, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

const typesOk = step('Types (tsc --noEmit)', 'npm', ['run', '--silent', 'typecheck']);
if (!typesOk) failed += 1;
const lintOk = step('Lint (eslint)', 'npm', ['run', '--silent', 'lint']);
if (!lintOk) failed += 1;
const formatOk = step('Format (prettier --check; fix with npm run format)', 'npm', ['run', '--silent', 'format:check']);
if (!formatOk) failed += 1;

// The voice tests' phrases: espeak-ng and sox installed when absent, any missing WAV file made.
if (!step('Voice test phrases (espeak-ng, sox; tests/fixtures/voice)', 'node', ['scripts/voice-phrases.mjs'])) failed += 1;

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
} else failed += 1;

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.title} (${r.seconds}s)`);
if (e2e?.flaky?.length) {
  console.log(`\n  Passed only on their retry (flaky, to be fixed):`);
  for (const title of e2e.flaky) console.log(`    ${title}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
