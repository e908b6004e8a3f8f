// `npm start`: builds the app and runs the reference server serving it (one process tree, one URL).
// `npm run dev`: the reference server plus the rsbuild dev server with hot reload.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
  console.log(
    `\nDevelopment: app http://localhost:3000 (add ?inspect for the statechart inspector; statecharts at http://localhost:3000/__statecharts), API http://localhost:${port}\n`,
  );
} else {
  if (!existsSync(bin('rsbuild'))) {
    console.error('Dependencies are missing: run `npm install` first.');
    process.exit(1);
  }
  console.log('Building the app…');
  const build = spawn(bin('rsbuild'), ['build'], { stdio: 'inherit' });
  build.on('exit', (code) => {
    if (code !== 0) process.exit(code ?? 1);
    run(bin('tsx'), ['server/main.ts'], { PORT: port, STATIC_DIR: 'dist', NODE_ENV: process.env.NODE_ENV ?? 'development' });
    console.log(
      `\nNeuroHealth Care: open http://localhost:${port}  (demo accounts are listed in README.md; Ctrl-C stops)\n${
        process.env.SMTP_URL
          ? 'E-mail goes out through SMTP_URL.'
          : `E-mail the server sends (PIN codes, sign-up links) arrives in the local inbox: http://localhost:${port}/__mail`
      }\n`,
    );
  });
}
