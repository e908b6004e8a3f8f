// pdftotext (Debian's poppler-utils), with which the e2e test reads the text of an invoice PDF
// the server wrote (tests/e2e/account.spec.ts). npm test installs it when absent, as it does
// Chromium (scripts/browser.mjs) and the voice tools (scripts/voice-phrases.mjs), and says so.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export function ensurePdfTools() {
  if (has('pdftotext')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error('pdf tools: pdftotext is needed (Debian/Ubuntu: `sudo apt-get install poppler-utils`).');
  }
  console.log("pdf tools: installing Debian's poppler-utils (pdftotext) with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // npm test runs this beside the voice tools' install: wait for apt's lock rather than fail on it.
  const wait = ['-o', 'DPkg::Lock::Timeout=300'];
  execFileSync('apt-get', [...wait, 'update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', [...wait, 'install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit', env });
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePdfTools();
