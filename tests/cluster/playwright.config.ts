import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, findChromium, findTestChromium } from '../../scripts/browser.mjs';
import { waitOf } from '../e2e/slowness';
import { CLUSTER_ORIGIN } from './ports';

/*
 * The cluster e2e (issue #39): two nodes on PostgreSQL behind nginx (tests/cluster/setup.ts),
 * one Chromium, two contexts. `npm test` runs it in its PostgreSQL phase, after the build
 * (scripts/test.mjs); alone:
 *   DIST_DIR=/tmp/dist-cluster npx rsbuild build
 *   DIST_DIR=/tmp/dist-cluster npx playwright test -c tests/cluster/playwright.config.ts
 */
// The fixtures' helpers (sign-in over HTTP, the API) read it in the worker: the load balancer's origin.
process.env.E2E_BASE_URL = CLUSTER_ORIGIN;
const executablePath = (await findTestChromium()) ?? undefined;
// The call's test needs the full browser's fake camera (the headless shell's has a microphone only).
process.env.E2E_FULL_CHROMIUM = (await findChromium()) ?? executablePath ?? '';

export default defineConfig({
  testDir: '.',
  testMatch: ['cluster.spec.ts'],
  globalSetup: './setup.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '/tmp/out-cluster',
  workers: 1,
  retries: 0,
  timeout: waitOf(90_000),
  // Whatever happens, the run (and with it every process the setup started) ends.
  globalTimeout: waitOf(420_000),
  expect: { timeout: waitOf(10_000) },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: CLUSTER_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: TEST_CHROMIUM_ARGS },
  },
});
