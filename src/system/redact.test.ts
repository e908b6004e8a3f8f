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
});
