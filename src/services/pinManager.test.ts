import ky from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as reporting from '../reporting/reporting';
import { createPinManager, PinRefused } from './pinManager';

/** A PIN client whose every call the server answers with `status` and `body`. */
const answering = (status: number, body: unknown) =>
  createPinManager(
    ky.create({ prefixUrl: 'http://localhost', retry: 0, fetch: async () => new Response(JSON.stringify(body), { status }) }),
  );
const failureOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PinRefused);
  return (error as PinRefused<unknown>).failure;
};

afterEach(() => vi.restoreAllMocks());

describe('the PIN client reads the day’s ceiling on reset codes (#26.9)', () => {
  it('a 429 "too many codes" is that, with the time left, for a send and a check; unreported', async () => {
    const report = vi.spyOn(reporting, 'reportError').mockImplementation(() => {});
    const lockedUntil = new Date(Date.now() + 3 * 3600_000).toISOString();
    const pins = answering(429, {
      error: 'too many codes',
      message: 'Too many wrong codes.',
      locked_until: lockedUntil,
      retry_after: 10800,
    });
    for (const failure of [await failureOf(pins.sendCode(false)), await failureOf(pins.checkCode('123456'))]) {
      expect(failure).toMatchObject({ kind: 'too many codes' });
      expect((failure as { seconds: number }).seconds).toBeGreaterThan(3 * 3600 - 60);
    }
    expect(report).not.toHaveBeenCalled();
  });

  it('a 429 within the 30 s between codes is still "too soon"', async () => {
    const pins = answering(429, { error: 'wait before asking again', retry_after: 12 });
    expect(await failureOf(pins.sendCode(true))).toEqual({ kind: 'too soon', seconds: 12 });
  });
});
