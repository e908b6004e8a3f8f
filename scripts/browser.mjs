// Finds the Chromium the browser tests and benchmarks use, in one place.
// Order: CHROMIUM_PATH, Playwright's own browser if installed, the system Chromium.
import { existsSync } from 'node:fs';
import { ensureSystemPackages } from './system-packages.mjs';

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** Debian's chromium-headless-shell: Chromium's old headless mode, its engine without the browser around it. */
const SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell'];

export async function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  try {
    const { chromium } = await import('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core without its browser: fall through to the system one.
  }
  return SYSTEM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * The browser the tests drive: the headless shell when there is one, as Playwright's own
 * browsers do for headless runs. It draws the same pages with the same engine, without the full
 * browser's window machinery behind each one. Measured here on community.spec.ts and
 * settings.spec.ts (6 tests, one lane, the machine otherwise quiet): 109 CPU-s against 131 for
 * the full browser, 74 s against 83. The benchmarks keep the full Chromium, as a person's browser
 * is (findChromium).
 */
export async function findTestChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return SHELL_CANDIDATES.find((path) => existsSync(path)) ?? (await findChromium());
}

/** The full Chromium: the bench, Lighthouse, and the one browser test that needs its permission prompt. */
export const BROWSER_PACKAGES = [
  {
    name: 'chromium',
    why: 'the browser tests, the bench and Lighthouse; or set CHROMIUM_PATH',
    // The system's first: finding Playwright's own loads playwright-core (a second or more).
    present: async () => SYSTEM_CANDIDATES.some((path) => existsSync(path)) || Boolean(await findChromium()),
  },
];

/**
 * The tests' browsers: the full one (the voice test of a refused microphone needs its permission
 * prompt, which the shell does not have) and the headless shell, without which they run on the
 * full one.
 */
export const TEST_BROWSER_PACKAGES = [
  ...BROWSER_PACKAGES,
  {
    name: 'chromium-headless-shell',
    why: 'the browser tests, a sixth less CPU than the full browser (without it they use that)',
    optional: true,
    present: () => Boolean(process.env.CHROMIUM_PATH) || SHELL_CANDIDATES.some((path) => existsSync(path)),
  },
];

/**
 * The browser to use, Debian's Chromium installed first when none is found (as root with
 * apt-get, scripts/system-packages.mjs); for the tests (`{ shell: true }`) its headless shell too.
 */
export async function ensureChromium({ shell = false } = {}) {
  await ensureSystemPackages(shell ? TEST_BROWSER_PACKAGES : BROWSER_PACKAGES);
  const found = await (shell ? findTestChromium : findChromium)();
  if (!found) throw new Error("browser: no Chromium found (install Debian's chromium, or set CHROMIUM_PATH)");
  console.log(`browser: using ${found}`);
  return found;
}

/** Flags for a headless Chromium in a closed network (no background calls to outside hosts). */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * The tests' browser: CHROMIUM_ARGS, and V8 without its optimising compilers (Maglev and
 * TurboFan; the interpreter and Sparkplug still run). A test's page lives for seconds in a fresh
 * context, so the code those compilers make on the renderer's thread pool is mostly thrown away
 * before it pays. Measured on this 2-core machine (29 November 2026), CPU of the whole machine:
 * three specs (the public axe sweeps, the screening flow, the notes spec) 113-120 CPU-s against
 * 127-137 with them, in alternate runs; the voice and live-events specs 129 against 144; two flows
 * and the community spec 89-94 against 95-96. What a page does is the same; only how fast its code
 * runs once warm changes. The bench and `npm run lighthouse` keep CHROMIUM_ARGS: they measure the
 * page as a browser runs it.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];
