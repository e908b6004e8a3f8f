// @postgres: the contact form's store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, makeDataDir, start, serverPerFile } from './helpers';

const server = serverPerFile();

const valid = { name: 'Ana López', email: 'ana@example.com', role: 'An employer', message: 'We would like to pilot this.' };
const post = (body: unknown) => apiJson(server.url, 'POST', '/public/contact-messages', body);

describe('POST /public/contact-messages', () => {
  it('stores a valid message without sign-in and answers 201 with its id and time', async () => {
    const res = await post({ ...valid, message: '  <script>alert(1)</script> is kept as text  ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: expect.any(Number), received_at: expect.any(String) });
    expect(Number.isNaN(Date.parse(res.body.data.received_at))).toBe(false);

    const listed = await apiJson(server.url, 'GET', '/__dev/contact-messages');
    expect(listed.status).toBe(200);
    expect(listed.body.messages).toContainEqual({
      id: res.body.data.id,
      name: 'Ana López',
      email: 'ana@example.com',
      role: 'An employer',
      message: '<script>alert(1)</script> is kept as text',
      received_at: res.body.data.received_at,
    });
  });

  it('accepts a message without a role', async () => {
    const { role: _role, ...rest } = valid;
    const res = await post(rest);
    expect(res.status).toBe(201);
    const listed = await apiJson(server.url, 'GET', '/__dev/contact-messages');
    expect(listed.body.messages.find((m: { id: number }) => m.id === res.body.data.id).role).toBeNull();
  });

  it('answers 400 with a message per invalid field, and stores nothing', async () => {
    const before = (await apiJson(server.url, 'GET', '/__dev/contact-messages')).body.messages.length;
    const res = await post({ name: '', email: 'not-an-email', role: 'r'.repeat(61), message: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'message', 'name', 'role']);
    expect(res.body.fields.email).toMatch(/email address/);

    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['email', 'message', 'name']);

    const tooLong = await post({ ...valid, name: 'n'.repeat(101), message: 'm'.repeat(4001) });
    expect(Object.keys(tooLong.body.fields).sort()).toEqual(['message', 'name']);
    expect((await apiJson(server.url, 'GET', '/__dev/contact-messages')).body.messages).toHaveLength(before);
  });

  it('limits each address to 10 messages in 10 minutes (429)', async () => {
    // Earlier tests in this file already used 5 of the 10.
    const results: number[] = [];
    for (let i = 0; i < 6; i++) results.push((await post(valid)).status);
    expect(results).toEqual([201, 201, 201, 201, 201, 429]);
    const res = await fetch(`${server.url}/public/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /__dev/contact-messages', () => {
  // A second server, started as every test server is, in a hook: on the PostgreSQL pass its
  // database is a copy of the seeded template, which took longer than a test's 30 s once in CI.
  let other: Awaited<ReturnType<typeof makeDataDir>>;
  let prod: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    other = await makeDataDir();
    prod = await start(other.dir, { devHooks: false });
  });
  afterAll(async () => {
    await prod?.close();
    await other?.remove();
  });

  it('does not exist without the development hooks', async () => {
    expect((await fetch(`${prod.url}/__dev/contact-messages`)).status).toBe(404);
    expect((await apiJson(prod.url, 'POST', '/public/contact-messages', valid)).status).toBe(201);
  });
});
