import { describe, expect, it } from 'vitest';
import { MASK, redact } from './redact';

describe('redact (inspector and error reports)', () => {
  it('masks tokens, PINs, one-time codes and passwords at any depth', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const out = redact({
      session: { accessToken: jwt, subject: '1' },
      event: { type: 'pin.digit', pin: '123456', new_pin: '654321', otp: '999111' },
      form: { password: 'hunter22', login: 'caregiver' },
      message: `request failed with Authorization: Bearer ${jwt}`,
      list: [{ refresh_token: 'abc' }],
    });
    expect(out.session).toEqual({ accessToken: MASK, subject: '1' });
    expect(out.event).toEqual({ type: 'pin.digit', pin: MASK, new_pin: MASK, otp: MASK });
    expect(out.form).toEqual({ password: MASK, login: 'caregiver' });
    expect(out.message).not.toContain(jwt);
    expect(out.list[0]).toEqual({ refresh_token: MASK });
    expect(redact({ type: 'pin.digit', index: 2, value: '7' })).toEqual({ type: 'pin.digit', index: 2, value: MASK });
    expect(redact({ type: 'query.change', value: 'speech therapy' }).value).toBe('speech therapy');
  });

  it('masks the PIN boxes and codes in context but keeps flags about the PIN (a replay needs them)', () => {
    const out = redact({ pinBoxes: ['1', '3', '5'], otp: '482913', status: { hasPin: true, active: false, lockSeconds: 0 } });
    expect(out).toEqual({ pinBoxes: MASK, otp: MASK, status: { hasPin: true, active: false, lockSeconds: 0 } });
    expect(redact({ type: 'pin.code', value: '482913' }).value).toBe(MASK);
    expect(redact({ type: 'pin.paste', index: 0, text: '123456' }).text).toBe(MASK);
  });
});

describe('the inspector sink: what the PIN flows emit, after redact', () => {
  it('no digit of a PIN, a new PIN or a code survives in any event or context the flows produce', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const { pinSetupMachine } = await import('../../machines/pin/pinSetup.machine');
    const { pinVerifyMachine } = await import('../../machines/pin/pinVerify.machine');
    const seen: unknown[] = [];
    // The Stately inspector is given exactly this: redact(event) and redact(context) (src/system/inspector.ts).
    const inspect = (ev: { type: string; event?: unknown; snapshot?: unknown }) => {
      if (ev.type === '@xstate.event') seen.push(redact(ev.event));
      if (ev.type === '@xstate.snapshot') seen.push(redact((ev.snapshot as { context?: unknown }).context));
    };
    const ok = fromPromise<void, never>(async () => undefined) as never;
    const setup = createActor(pinSetupMachine.provide({ actors: { savePin: ok }, actions: { 'remember skip': () => {} } }), {
      input: { startWith: 'boxes', otp: '482913' },
      inspect,
    }).start();
    for (const [i, d] of [...'975310'].entries()) setup.send({ type: 'pin.digit', index: i, value: d });
    setup.send({ type: 'pin.paste', index: 6, text: '975310' });
    setup.send({ type: 'pin.submit' });
    const verify = createActor(
      pinVerifyMachine.provide({
        actors: { checkPin: ok, sendCode: fromPromise(async () => ({ sentTo: 'x', resendAfter: 30 })), checkCode: ok },
      }),
      { input: { purpose: 'change' }, inspect },
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    verify.send({ type: 'pin.code', value: '482913' });
    verify.send({ type: 'pin.submit' });
    await new Promise((r) => setTimeout(r, 0));
    const text = JSON.stringify(seen);
    expect(seen.length).toBeGreaterThan(20);
    for (const secret of ['975310', '482913']) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"value":"\d"|"pinBoxes":\[/);
  });
});
