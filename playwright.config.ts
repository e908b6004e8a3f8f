import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, findChromium, findTestChromium } from './scripts/browser.mjs';
import { freshDataDir } from './scripts/seeded-data.mjs';
import { waitOf } from './tests/e2e/slowness';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${E2E_PORT}`;
// Helpers that sign in over HTTP (tests/e2e/session.ts) read it in the workers.
process.env.E2E_BASE_URL = baseURL;
// A fresh database for every run: tests start from the seed (a copy of the run's seeded folder
// when scripts/e2e.mjs made one for its lanes, scripts/seeded-data.mjs).
const dataDir = process.env.E2E_DATA_DIR ?? freshDataDir('neurohealth-e2e-');
process.env.E2E_DATA_DIR = dataDir; // workers inherit it instead of making their own
const executablePath = (await findTestChromium()) ?? undefined;
// The whole suite (npm test) retries a failed test once and names it in its summary as flaky:
// two lanes on two cores can starve one test of time. Run alone (a spec, -g), nothing is retried.
const retries = Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0));
// Specs that launch their own browser (voice search's fake microphone) read it here; the one
// that needs the full browser's permission prompt (a refused microphone) reads the second.
if (executablePath) process.env.E2E_CHROMIUM = executablePath;
process.env.E2E_FULL_CHROMIUM = (await findChromium()) ?? executablePath ?? '';

export default defineConfig({
  testDir: 'tests',
  // End-to-end tests, and the flows driven from their statecharts (tests/flows/driver.ts).
  testMatch: ['e2e/**/*.spec.ts', 'flows/**/*.spec.ts'],
  // The flow driver's coverage table: cleared before the run, printed after it.
  globalSetup: './tests/flows/global-setup.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  // Tests share one server whose faults are global: one worker keeps them independent.
  workers: 1,
  retries,
  timeout: waitOf(60_000),
  expect: { timeout: waitOf(10_000) },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs about a third of the browser's CPU and a quarter of the runner's
    // (the same three tests: Chromium 19.5-22.5 CPU-s without, 27-33 with). The whole suite records
    // only a retry, so a test that fails twice keeps its trace; run alone, every failure keeps one.
    trace: retries > 0 ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: TEST_CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node_modules/.bin/tsx server/main.ts',
    url: `${baseURL}/config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.DIST_DIR ?? 'dist',
      APP_ORIGINS: '',
      // The tests push events and inject faults through the /__dev hooks.
      REFERENCE_DEV_HOOKS: '1',
      // The live actor panel in the production build, for its own tests (tests/e2e/actor-panel.spec.ts).
      ACTOR_PANEL: '1',
      REFERENCE_SIGNUPS_PER_HOUR: '1000',
      REFERENCE_REPORTS_PER_MINUTE: '10000',
      E2E_DATA_DIR: dataDir,
    },
  },
});
