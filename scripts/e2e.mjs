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
const lanes = [
  { name: 'e2e', title: 'end-to-end tests', paths: ['tests/e2e'], port },
  { name: 'flows', title: 'flows from their statecharts', paths: ['tests/flows'], port: port + 1 },
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
  for (const lane of lanes) {
    const report = lane.json && existsSync(lane.json) ? JSON.parse(readFileSync(lane.json, 'utf8')) : null;
    if (!report?.stats) {
      stats.unexpected += 1;
      continue;
    }
    for (const key of Object.keys(stats)) stats[key] += report.stats[key] ?? 0;
  }
  writeFileSync(json, JSON.stringify({ stats }));
}
lanes.forEach((lane, i) => console.log(`  ${codes[i] === 0 ? 'ok  ' : 'FAIL'}  ${lane.title}`));
process.exit(codes.every((c) => c === 0) ? 0 : 1);
