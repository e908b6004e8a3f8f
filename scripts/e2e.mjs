// End-to-end tests: make sure a Chromium exists, build the app, run Playwright
// (which starts the reference server on its own port with a fresh database).
//
// With no arguments (what `npm test` runs) the two kinds of browser test run side by side,
// each with its own reference server, port, database and output folder, so neither sees
// the other's injected faults or data: the end-to-end tests (tests/e2e) on E2E_PORT, the
// flows driven from their statecharts (tests/flows) on E2E_PORT + 1. On a 2-core machine
// this takes the browser phase from the sum of the two to about the longer one.
// With arguments (a spec, -g …) it runs one Playwright as before. E2E_SERIAL=1 forces one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './browser.mjs';
import { playwrightTests } from './test-report.mjs';

const step = (title, cmd, args) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

await ensureChromium();
step('Building the app for end-to-end tests', 'node_modules/.bin/rsbuild', ['build']);

const args = process.argv.slice(2);
if (args.length > 0 || process.env.E2E_SERIAL) {
  step('Playwright (real Chromium, real reference server)', 'node_modules/.bin/playwright', ['test', ...args]);
  process.exit(0);
}

const port = Number(process.env.E2E_PORT ?? 4173);
const json = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
// The messaging specs ride with the flows: the end-to-end lane was about 27 minutes and the
// flows about 12. (Moving the axe sweeps there instead made both lanes slower: on two cores
// the two heaviest kinds of test then ran at the same time.)
// The sign-in and voice specs too: the flows' lane ended some ten minutes before the other.
// And the CSP and public-site specs, once the flows took covering walks (issue #27): the
// end-to-end lane's tests then took 490 s and the flows' 357 s.
const secondLane = [
  'tests/e2e/messaging.spec.ts',
  'tests/e2e/auth.spec.ts',
  'tests/e2e/voice.spec.ts',
  'tests/e2e/voice-refused.spec.ts',
  'tests/e2e/csp.spec.ts',
  'tests/e2e/public-site.spec.ts',
];
const lanes = [
  { name: 'e2e', title: 'end-to-end tests', paths: ['tests/e2e'], ignore: secondLane, port },
  {
    name: 'flows',
    title: 'flows from their statecharts, messaging, sign-in, voice, CSP and the public site',
    paths: ['tests/flows', ...secondLane],
    port: port + 1,
  },
].map((lane) => ({ ...lane, json: json ? `${json}.${lane.name}.json` : undefined }));

console.log(
  `\n▶ Playwright (real Chromium, real reference servers): ${lanes.map((l) => `${l.title} on :${l.port}`).join(', ')}, side by side`,
);
const run = (lane) =>
  new Promise((resolve) => {
    const env = {
      ...process.env,
      E2E_PORT: String(lane.port),
      E2E_OUTPUT_DIR: `test-results/${lane.name}`,
      ...(lane.json ? { PLAYWRIGHT_JSON_OUTPUT_NAME: lane.json } : {}),
    };
    delete env.E2E_DATA_DIR; // each lane's server gets its own fresh database
    env.E2E_RETRIES ??= '1';
    if (lane.ignore) env.E2E_IGNORE = lane.ignore.join(',');
    const child = spawn('node_modules/.bin/playwright', ['test', ...lane.paths], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Lines from both lanes interleave: each carries its lane's name.
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

// One JSON summary for scripts/test.mjs, as a single Playwright run would have written.
if (json) {
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  const flaky = [];
  // Each lane's tests and their time, for the slowest-tests list npm test ends with.
  const laneTests = [];
  // A test that failed and then passed on its retry: named in the summary, never hidden.
  const collect = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) if (t.status === 'flaky') flaky.push(`${spec.file}:${spec.line} › ${spec.title}`);
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
  writeFileSync(json, JSON.stringify({ stats, flaky, lanes: laneTests }));
}
lanes.forEach((lane, i) => console.log(`  ${codes[i] === 0 ? 'ok  ' : 'FAIL'}  ${lane.title}`));
process.exit(codes.every((c) => c === 0) ? 0 : 1);
