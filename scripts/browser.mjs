// Finds the Chromium the browser tests and benchmarks use, in one place.
// Order: CHROMIUM_PATH, Playwright's own browser if installed, the system Chromium.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

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

/**
 * Installs Debian's Chromium when none is found (needs root and apt-get), saying what it does;
 * for the tests (`{ shell: true }`) its headless shell too. Returns the browser to use.
 */
export async function ensureChromium({ shell = false } = {}) {
  const find = shell ? findTestChromium : findChromium;
  const found = await find();
  // The tests want the full Chromium as well: the voice test of a refused microphone needs its
  // permission prompt, which the shell does not have.
  const missing = [
    ...((await findChromium()) ? [] : ['chromium']),
    ...(shell && !process.env.CHROMIUM_PATH && !SHELL_CANDIDATES.some((path) => existsSync(path))
      ? ['chromium-headless-shell']
      : []),
  ];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canInstall = isRoot && existsSync('/usr/bin/apt-get');
  if (found && (missing.length === 0 || !canInstall)) {
    console.log(`browser: using ${found}${missing.length ? ` (not installed: ${missing.join(', ')})` : ''}`);
    return found;
  }
  if (!canInstall) {
    throw new Error(
      'browser: no Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell`) or set CHROMIUM_PATH.',
    );
  }
  console.log(`browser: installing Debian's ${missing.join(' and ')} with apt-get (about a minute)…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  // One package at a time: without the shell the tests still run, on the full browser.
  for (const name of missing) {
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', name], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      if (name === 'chromium') throw error;
      console.log(`browser: ${name} could not be installed (${error.message}); the tests use the full browser`);
    }
  }
  const installed = await find();
  if (!installed) throw new Error('browser: apt-get finished but no Chromium was found');
  console.log(`browser: using ${installed}`);
  return installed;
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
