/**
 * Issue #26, item 7: the development hooks' guard holds whatever way the path is spelled.
 * Fastify routes `/%5F%5Fdev/chat` to the `/__dev/chat` handler (it decodes the path before
 * routing), so a guard reading the raw URL let a foreign page post as anyone. Requests go
 * out through node:http, which sends the path exactly as written (fetch would normalise it).
 */
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEV_PREFIX, keepDevHooksInTheirScope } from '../../server/dev/guard';
import { serverPerFile } from './helpers';

// Bound to every interface, so that a caller off the loopback interface can be tried for real.
const server = serverPerFile({ host: '0.0.0.0' });

/** This machine's first address that is not loopback (a CI runner has one on its network card). */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

const SPELLINGS = [
  '/__dev/chat',
  '/%5F%5Fdev/chat',
  '/%5f%5fdev/chat',
  '/_%5Fdev/chat',
  '/__%64ev/chat',
  '/__dev/%63hat',
  '/__dev/../__dev/chat',
  '/__dev/./chat',
  '//__dev/chat',
  '/__dev//chat',
  '/%5F%5Fdev%2Fchat',
];

/** POST a chat message through the hook at `path`, as written, to `host`; the status that came back. */
function postChat(path: string, { host = '127.0.0.1', headers = {} }: { host?: string; headers?: Record<string, string> }) {
  const body = JSON.stringify({ from: 'admin', to: 'caregiver', message: `sent through ${path}` });
  const port = Number(new URL(server.url).port);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      { host, port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the development hooks refuse whatever the spelling of their path (#26.7)', () => {
  it('post a message for a caller on this machine without a foreign Origin (the way tests use them)', async () => {
    expect(await postChat('/__dev/chat', {})).toBe(201);
    // Decoding alone is not a refusal: a plain caller reaching the hook by another spelling is served as usual.
    expect(await postChat('/%5F%5Fdev/chat', {})).toBe(201);
  });

  it.each(SPELLINGS)('refuse %s from a foreign Origin', async (path) => {
    const status = await postChat(path, { headers: { origin: 'https://evil.example' } });
    // 403 where the path reaches a hook, 404 where it reaches none: never a posted message.
    expect([403, 404], `${path} answered ${status}`).toContain(status);
  });

  it.skipIf(!outside).each(SPELLINGS)('refuse %s from a caller off the loopback interface, whatever it claims', async (path) => {
    const plain = await postChat(path, { host: outside! });
    expect([403, 404], `${path} answered ${plain}`).toContain(plain);
    // A forwarding header is the caller's own claim: it does not make the caller local.
    const claimed = await postChat(path, {
      host: outside!,
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' },
    });
    expect([403, 404], `${path} answered ${claimed}`).toContain(claimed);
  });

  it('guard the reading hooks too: the captured mail (PIN codes, sign-up links) under an encoded path', async () => {
    const port = Number(new URL(server.url).port);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/%5F%5Fdev/mail', headers: { origin: 'https://evil.example' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });
});

describe('a development hook outside the guarded scope', () => {
  it('is refused as it is registered, so no hook added later can answer without the guard', async () => {
    const app = Fastify();
    keepDevHooksInTheirScope(app);
    // Inside the scope: accepted.
    await app.register(async (scope) => void scope.get('/mail', async () => ({})), { prefix: DEV_PREFIX });
    expect(() => app.get('/__dev/contact-messages', async () => ({}))).toThrow(/development hook/);
    await app.close();
  });
});
