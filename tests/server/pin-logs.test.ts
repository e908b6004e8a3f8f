import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { apiJson, serverPerFile, signIn } from './helpers';

const PIN = '/api/pin-manager/v1';
const logged: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logged.push(chunk.toString('utf8')));
// Request logging on (REFERENCE_LOG=1), into this test's hands.
const server = serverPerFile({ logger: true, logStream });

describe('the server log with request logging on', () => {
  it('shows the PIN calls but never a PIN, a new PIN or a code', async () => {
    const token = (await signIn(server.url, 'coordinator')).tokens.access_token as string;
    const call = (method: string, path: string, body?: unknown) => apiJson(server.url, method, `${PIN}${path}`, body, token);
    expect((await call('POST', '/pin', { pin: '918273' })).status).toBe(201);
    expect((await call('POST', '/pin/verify', { pin: '111222' })).status).toBe(403);
    expect((await call('POST', '/pin/verify?pin=918273', { pin: '918273' })).status).toBe(200);
    expect((await call('POST', '/pin/reset')).status).toBe(202);
    const html = await (await fetch(server.inboxUrl!)).text();
    const code = /is (\d{6})\b/.exec(html)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await call('POST', '/otp/verify', { otp: '730419' })).status).toBe(403);
    expect((await call('PUT', '/pin', { new_pin: '564738', otp: code })).status).toBe(200);
    expect((await call('POST', '/pin/toggle', { active: false, pin: 'abc' })).status).toBe(400);

    // Each line without its clock fields (a timestamp has six-digit runs of its own).
    const log = logged
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const { time: _time, responseTime: _responseTime, pid: _pid, ...rest } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join('\n');
    // The calls are there (the log works), with a credential in a query string blanked...
    expect(log).toContain(`${PIN}/pin/verify`);
    expect(log).toContain('pin=[redacted]');
    expect(log).toContain(`${PIN}/otp/verify`);
    // ...and nothing secret anywhere: not in request lines, not in a validation error.
    for (const secret of ['918273', '111222', code!, '730419', '564738', 'abc"']) expect(log, secret).not.toContain(secret);
  });
});
