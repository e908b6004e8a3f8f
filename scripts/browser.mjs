// Finds the Chromium the browser tests and benchmarks use, in one place.
// Order: CHROMIUM_PATH, Playwright's own browser if installed, the system Chromium.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

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

/** Installs Debian's Chromium when none is found (needs root and apt-get), saying what it does. */
export async function ensureChromium() {
  const found = await findChromium();
  if (found) {
    console.log(`browser: using ${found}`);
    return found;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'browser: no Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH.',
    );
  }
  console.log("browser: no Chromium found; installing Debian's chromium package with apt-get (about a minute)…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = await findChromium();
  if (!installed) throw new Error('browser: apt-get finished but no Chromium was found');
  console.log(`browser: installed ${installed}`);
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
