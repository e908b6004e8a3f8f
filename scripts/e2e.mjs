// End-to-end tests: make sure a Chromium exists, build the app, run Playwright
// (which starts the reference server on its own port with a fresh database).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './browser.mjs';

const step = (title, cmd, args) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

await ensureChromium();
step('Building the app for end-to-end tests', 'node_modules/.bin/rsbuild', ['build']);
step('Playwright (real Chromium, real reference server)', 'node_modules/.bin/playwright', ['test', ...process.argv.slice(2)]);
