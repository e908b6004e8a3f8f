/**
 * Issue #57 item 15: behind the bundled nginx (scripts/nginx.mjs, `npm run start:cluster`) every
 * request reaches a node from 127.0.0.1. The pages for the server's own machine (the local inbox
 * at /__mail with its PIN codes, the development hooks at /__dev) must not be reached through it:
 * nginx answers them 404 itself, however the path is spelled, and a node seeing nginx's
 * X-Forwarded-For refuses them too. Here nginx runs in front of a real reference server with the
 * development hooks on and its own inbox, as on a developer's machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig } from '../../scripts/nginx.mjs';
import { freePort } from '../../server/net';
import { serverPerFile } from '../server/helpers';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const server = serverPerFile();
let nginx: ChildProcess | undefined;
let port = 0;
let dir = '';

/** GET `target` through nginx exactly as written (fetch would normalise the path). */
function get(target: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, headers: { host: `localhost:${port}` } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  if (!NGINX) return;
  dir = mkdtempSync(path.join(tmpdir(), 'nginx-local-pages-'));
  mkdirSync(path.join(dir, 'nginx'));
  port = await freePort('127.0.0.1');
  const node = Number(new URL(server.url).port);
  const conf = path.join(dir, 'nginx', 'nginx.conf');
  writeFileSync(conf, nginxConfig({ port, nodes: [node], dir: path.join(dir, 'nginx') }));
  nginx = spawn(NGINX, ['-c', conf, '-p', path.join(dir, 'nginx')], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    const up = await get('/config.json').catch(() => undefined);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not start');
});

afterAll(() => {
  nginx?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!NGINX)('the bundled nginx and the pages for this machine (#57.15)', () => {
  it('answers the inbox and the development hooks 404 however spelled, and passes the rest on', async () => {
    expect((await get('/config.json')).status).toBe(200);
    for (const target of ['/__mail', '/__dev/mail', '/%5F%5Fdev/mail', '/__DEV/mail', '//__dev/mail', '/_%5Fmail']) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain('Local inbox');
    }
    // Straight to the node from this machine, the inbox is there (it is not the path that is gone).
    expect((await fetch(server.inboxUrl!)).status).toBe(200);
  });
});
