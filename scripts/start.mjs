// `npm start`: builds the app and runs the reference server serving it (one process tree, one URL).
// `npm run dev`: the reference server plus the rsbuild dev server with hot reload.
// Each says where to go only once a request there succeeds: a first start creates the database
// and the demo accounts, which takes longer than the build (38 s, then the server answered at 70 s).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const dev = process.argv.includes('--dev');
const bin = (name) => `node_modules/.bin/${name}`;
const children = [];

function run(cmd, args, env = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${cmd} ${args.join(' ')} stopped (${signal ?? code}); stopping everything.`);
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() =>
    process.exit(code),
  );
}
/** Resolves once a GET of `url` gets an answer `accepted` takes (asked again every 250 ms until then). */
async function answering(url, accepted) {
  while (!stopping) {
    try {
      if (accepted(await fetch(url, { signal: AbortSignal.timeout(5_000) }))) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
}
/** The page itself: the built app's HTML, not only a listening port. */
const page = (response) => response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html');

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const port = process.env.PORT ?? '4000';
if (dev) {
  // Development only: the test hooks (/__dev, `npm run notify`) and the dev server's origin.
  run(bin('tsx'), ['server/main.ts'], {
    PORT: port,
    STATIC_DIR: '__none__',
    REFERENCE_DEV_HOOKS: '1',
    APP_ORIGINS: process.env.APP_ORIGINS ?? 'http://localhost:3000',
  });
  // The statechart gallery, served by the dev server at /__statecharts.
  spawnSync(bin('tsx'), ['scripts/statecharts/build.ts'], { stdio: 'inherit' });
  run(bin('rsbuild'), ['dev']);
  // The API answers anything (a 404 too) once it listens; the dev server, the app's page.
  await Promise.all([answering(`http://localhost:${port}/`, () => true), answering('http://localhost:3000/', page)]);
  if (!stopping) {
    console.log(
      `\nDevelopment: app http://localhost:3000 (add ?inspect for the statechart inspector; statecharts at http://localhost:3000/__statecharts), API http://localhost:${port}\n`,
    );
  }
} else {
  if (!existsSync(bin('rsbuild'))) {
    console.error('Dependencies are missing: run `npm install` first.');
    process.exit(1);
  }
  console.log('Building the app…');
  const build = spawn(bin('rsbuild'), ['build'], { stdio: 'inherit' });
  build.on('exit', async (code) => {
    if (code !== 0) process.exit(code ?? 1);
    // The server says itself where the local inbox is (server/main.ts), once.
    run(bin('tsx'), ['server/main.ts'], { PORT: port, STATIC_DIR: 'dist', NODE_ENV: process.env.NODE_ENV ?? 'development' });
    await answering(`http://localhost:${port}/`, page);
    if (!stopping) {
      console.log(`\nNeuroHealth Care: open http://localhost:${port}  (demo accounts are listed in README.md; Ctrl-C stops)\n`);
    }
  });
}
