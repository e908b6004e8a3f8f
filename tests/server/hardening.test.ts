import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../server/config';
import { devHookRefusal } from '../../server/dev/guard';
import { apiJson, makeDataDir, serverPerFile, start } from './helpers';

const server = serverPerFile();

describe('development hooks (#7.2)', () => {
  it('are off, and no development origin is trusted, unless the environment asks', () => {
    const plain = optionsFromEnv({});
    expect(plain.devHooks).toBe(false);
    expect(plain.appOrigins).toEqual([]);
    expect(optionsFromEnv({ NODE_ENV: 'development' }).devHooks).toBe(false);
    expect(optionsFromEnv({ REFERENCE_DEV_HOOKS: '1' }).devHooks).toBe(true);
  });

  it('do not exist on a server started as npm start starts it', async () => {
    const data = await makeDataDir();
    const plain = await start(data.dir, { devHooks: optionsFromEnv({}).devHooks });
    try {
      for (const path of ['/__dev/notify', '/__dev/chat', '/__dev/faults']) {
        const res = await fetch(`${plain.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(res.status, path).toBe(404);
      }
      expect((await fetch(`${plain.url}/__dev/error-reports`)).status).toBe(404);
    } finally {
      await plain.close();
      await data.remove();
    }
  });

  it('refuse a cross-site form post, a foreign Origin, and callers off the loopback interface', async () => {
    const form = await fetch(`${server.url}/__dev/notify`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'user_name=caregiver&type=Chat',
    });
    expect(form.status).toBe(403);
    const plainText = await fetch(`${server.url}/__dev/faults`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"status":500}' });
    expect(plainText.status).toBe(403);
    const foreign = await fetch(`${server.url}/__dev/chat`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ from: 'admin', to: 'caregiver', message: 'hi' }),
    });
    expect(foreign.status).toBe(403);
    // JSON from this machine still works (the test runner's way in).
    expect((await apiJson(server.url, 'POST', '/__dev/notify', { user_name: 'caregiver', type: 'Chat' })).status).toBe(200);
    expect(devHookRefusal({ method: 'GET', headers: {}, remoteAddress: '10.0.0.5' }, [])).toMatch(/loopback/);
    expect(devHookRefusal({ method: 'GET', headers: {}, remoteAddress: '::ffff:127.0.0.1' }, [])).toBeUndefined();
  });
});
