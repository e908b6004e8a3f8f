// @postgres: the PIN store: attempts counted and locked with tries at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

const PIN = '/api/pin-manager/v1';
const server = serverPerFile();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ['mentor', 'caregiver', 'careseeker', 'provider', 'coordinator', 'admin'])
    tokens[who] = (await signIn(server.url, who)).tokens.access_token as string;
});

const call = (who: string, method: string, path: string, body?: unknown) =>
  apiJson(server.url, method, `${PIN}${path}`, body, tokens[who]);
const status = async (who: string) => (await apiGet(server.url, `${PIN}/pin/status`, tokens[who])).body;

/**
 * The code in the newest PIN e-mail to an address, read from the local inbox page (the mail
 * went over SMTP to the catch-all inbox the server runs without SMTP_URL), as a person reads it.
 */
async function codeFor(email: RegExp): Promise<string> {
  const html = await (await fetch(server.inboxUrl!)).text();
  const articles = html.split('<article').slice(1);
  const message = articles.find((a) => email.test(/data-to="([^"]*)"/.exec(a)?.[1] ?? '') && /PIN code/.test(a));
  const code = /is (\d{6})\b/.exec(message ?? '')?.[1];
  if (!code) throw new Error(`no PIN code mailed to ${email}`);
  return code;
}

describe('pin-manager (SPEC §7)', () => {
  it('the mentor demo account has an active PIN; the others have none', async () => {
    expect(await status('mentor')).toEqual({ has_pin: true, active: true, locked_until: null, attempts_left: 5 });
    expect(await status('caregiver')).toMatchObject({ has_pin: false, active: false });
    expect((await call('mentor', 'POST', '/pin/verify', { pin: '246810' })).body).toEqual({ verified: true });
  });

  it('sets a first PIN of six digits once, and refuses anything else with a reason', async () => {
    for (const pin of ['12345', '1234567', '12345a', ' 123456', 123456, null]) {
      const res = await call('caregiver', 'POST', '/pin', { pin });
      expect(res.status, String(pin)).toBe(400);
      expect(res.body.issues[0].path).toBe('body.pin');
    }
    const set = await call('caregiver', 'POST', '/pin', { pin: '135790' });
    expect(set.status).toBe(201);
    expect(set.body).toMatchObject({ has_pin: true, active: true });
    // Changing it needs an e-mailed code, not a second POST.
    expect((await call('caregiver', 'POST', '/pin', { pin: '000000' })).status).toBe(409);
    expect((await call('caregiver', 'POST', '/pin/verify', { pin: '135790' })).body).toEqual({ verified: true });
  });

  it('counts wrong tries in the database and locks verification after five, whatever the client does', async () => {
    await call('careseeker', 'POST', '/pin', { pin: '112233' });
    for (const left of [4, 3, 2]) {
      const res = await call('careseeker', 'POST', '/pin/verify', { pin: '999999' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'wrong pin', attempts_left: left });
    }
    // A right PIN gives the tries back.
    expect((await call('careseeker', 'POST', '/pin/verify', { pin: '112233' })).status).toBe(200);
    expect((await status('careseeker')).attempts_left).toBe(5);
    // Twenty at once still get five guesses: each try is reserved before it is checked.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => call('careseeker', 'POST', '/pin/verify', { pin: '999999' })),
    );
    expect(burst.filter((r) => r.status === 403)).toHaveLength(4);
    expect(burst.filter((r) => r.status === 423)).toHaveLength(16);
    // Locked: even the right PIN is refused until the time is up.
    const locked = await call('careseeker', 'POST', '/pin/verify', { pin: '112233' });
    expect(locked.status).toBe(423);
    expect(new Date(locked.body.locked_until).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await status('careseeker')).toMatchObject({ attempts_left: 0, locked_until: locked.body.locked_until });
    // The toggle checks the PIN too, so it is locked as well.
    expect((await call('careseeker', 'POST', '/pin/toggle', { active: false, pin: '112233' })).status).toBe(423);
  });

  it('turns the PIN off and on with the current PIN', async () => {
    await call('provider', 'POST', '/pin', { pin: '424242' });
    expect((await call('provider', 'POST', '/pin/toggle', { active: false, pin: '000000' })).status).toBe(403);
    const off = await call('provider', 'POST', '/pin/toggle', { active: false, pin: '424242' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ has_pin: true, active: false });
    expect((await call('provider', 'POST', '/pin/toggle', { active: true, pin: '424242' })).body).toMatchObject({ active: true });
    expect((await call('provider', 'POST', '/pin/toggle', { active: 'yes', pin: '424242' })).status).toBe(400);
  });

  it('resets with a one-time code sent by e-mail: 30 s between sends, checked without being spent, works once', async () => {
    const sent = await call('coordinator', 'POST', '/pin/reset');
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ expires_in: 600, resend_after: 30 });
    expect(sent.body.sent_to).toMatch(/^.•••@/);
    const again = await call('coordinator', 'POST', '/otp/resend');
    expect(again.status).toBe(429);
    expect(again.body.retry_after).toBeGreaterThan(25);
    const code = await codeFor(/coordinator/);
    const wrong = code === '000000' ? '000001' : '000000';

    expect((await call('coordinator', 'POST', '/otp/verify', { otp: wrong })).body).toEqual({
      error: 'wrong code',
      attempts_left: 4,
    });
    // Checking a right code does not spend it (nor count as a wrong try).
    expect((await call('coordinator', 'POST', '/otp/verify', { otp: code })).body).toEqual({ valid: true });
    expect((await call('coordinator', 'PUT', '/pin', { new_pin: '12345', otp: code })).status).toBe(400);
    const replaced = await call('coordinator', 'PUT', '/pin', { new_pin: '770077', otp: code });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ has_pin: true, active: true, attempts_left: 5 });
    expect((await call('coordinator', 'POST', '/pin/verify', { pin: '770077' })).status).toBe(200);
    // Used once: the same code is no longer valid.
    expect((await call('coordinator', 'PUT', '/pin', { new_pin: '880088', otp: code })).status).toBe(410);
  });

  it('a new PIN set with a code ends a lockout', async () => {
    // careseeker is locked (above): the e-mailed code is the way back in.
    expect((await call('careseeker', 'POST', '/pin/reset')).status).toBe(202);
    const code = await codeFor(/careseeker/);
    expect((await call('careseeker', 'PUT', '/pin', { new_pin: '445566', otp: code })).status).toBe(200);
    expect(await status('careseeker')).toMatchObject({ locked_until: null, attempts_left: 5 });
    expect((await call('careseeker', 'POST', '/pin/verify', { pin: '445566' })).status).toBe(200);
  });

  it('five wrong codes void the code', async () => {
    expect((await call('admin', 'POST', '/pin/reset')).status).toBe(202);
    const code = await codeFor(/admin/);
    const wrong = code === '111111' ? '222222' : '111111';
    for (const left of [4, 3, 2, 1])
      expect((await call('admin', 'POST', '/otp/verify', { otp: wrong })).body.attempts_left).toBe(left);
    expect((await call('admin', 'POST', '/otp/verify', { otp: wrong })).status).toBe(410);
    // Voided: even the right code no longer works.
    expect((await call('admin', 'PUT', '/pin', { new_pin: '445566', otp: code })).status).toBe(410);
    expect((await status('admin')).has_pin).toBe(false);
  });

  it('needs a bearer token, and keeps each person to their own PIN', async () => {
    expect((await apiGet(server.url, `${PIN}/pin/status`)).status).toBe(401);
    // caregiver's PIN does not open the mentor's.
    expect((await call('mentor', 'POST', '/pin/verify', { pin: '135790' })).status).toBe(403);
    expect((await call('mentor', 'POST', '/pin/verify', { pin: '246810' })).status).toBe(200);
  });
});
