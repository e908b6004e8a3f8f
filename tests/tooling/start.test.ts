import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const START = resolve(import.meta.dirname, '../../scripts/start.mjs');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * A folder `npm start` runs in with stand-ins for its two commands: rsbuild, which builds at once,
 * and the reference server (run through tsx), which prints what server/main.ts prints, but only
 * after taking `delayMs` to start, as a first start does while it seeds the database.
 */
function fakeProject(delayMs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'fake-start-'));
  const bin = join(dir, 'node_modules/.bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'rsbuild'), '#!/bin/sh\necho "built"\n');
  writeFileSync(join(bin, 'tsx'), `#!/bin/sh\nexec node "${join(dir, 'server.mjs')}"\n`);
  chmodSync(join(bin, 'rsbuild'), 0o755);
  chmodSync(join(bin, 'tsx'), 0o755);
  writeFileSync(
    join(dir, 'server.mjs'),
    `import { createServer } from 'node:http';
const port = Number(process.env.PORT);
setTimeout(() => {
  createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>NeuroHealth Care</title><script src="/static/js/index.js"></script>');
  }).listen(port, 'localhost', () => {
    console.log('[fake server listening]');
    console.log('Reference server ready at http://localhost:' + port);
    console.log('E-mail it sends (sign-up links, PIN codes) arrives in the local inbox: http://localhost:' + port + '/__mail');
  });
}, ${delayMs});
`,
  );
  return dir;
}

const dirs: string[] = [];
const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('gives the address once the server answers with the app, and the inbox once', async () => {
    const dir = fakeProject(1_500);
    dirs.push(dir);
    const port = await freePort();
    const child = spawn('node', [START], { cwd: dir, env: { ...process.env, PORT: String(port) } });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));

    await expect.poll(() => output, { timeout: 20_000 }).toContain('NeuroHealth Care: open');

    const lines = output.split('\n');
    const listening = lines.indexOf('[fake server listening]');
    const address = lines.findIndex((line) => line.startsWith('NeuroHealth Care: open'));
    expect(listening).toBeGreaterThan(-1);
    expect(address).toBeGreaterThan(listening);
    expect(lines[address]).toContain(`http://localhost:${port} `);
    expect(output.match(/\/__mail/g)).toHaveLength(1);
  });
});
