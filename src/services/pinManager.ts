import { HTTPError, type KyInstance } from 'ky';
import * as pin from '../../contract/pin';
import { call as request } from './call';
import { serviceCall } from './http';
import type { CodeFailure, CodeSent, PinFailure, SendFailure } from '../../machines/pin/pinVerify.setup';
import type { SaveFailure } from '../../machines/pin/pinSetup.setup';

/*
 * The seven calls the PIN dialogs make (SPEC §7). They load with the dialogs (src/features/pin/flows.ts),
 * so the dashboard carries only the status call (./pinStatus.ts).
 */

// The refusals read here are the contract's (contract/pin.ts): wrong, locked, too soon, too many codes.
const wrongBody = pin.wrongAnswer;
const lockedBody = pin.lockedAnswer;
const tooSoonBody = pin.tooSoonAnswer;
const tooManyCodesBody = pin.tooManyCodesAnswer;

import { SERVICE, secondsUntil } from './pinStatus';

/**
 * The machines reject with an Error carrying `failure` (see machines/pin/pinVerify.machine.ts). A refusal
 * the server is expected to give (a wrong PIN, a lockout, a spent code, too soon) is an
 * answer, not an outage: it is not reported. Anything else is reported (SPEC §8) and
 * becomes `unavailable`.
 */
export class PinRefused<F> extends Error {
  constructor(readonly failure: F) {
    super('refused by the PIN service');
    this.name = 'PinRefused';
  }
}

/** Reads an expected refusal from the response, or null to report the error as a failure. */
async function refusal<F>(error: unknown, read: (status: number, body: unknown) => F | null): Promise<F | null> {
  if (!(error instanceof HTTPError)) return null;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  return read(error.response.status, body);
}

/** One call: an expected refusal is thrown as PinRefused without a report; anything else is reported. */
async function call<T, F>(
  name: string,
  run: () => Promise<T>,
  read: (status: number, body: unknown) => F | null,
  unavailable: F,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refused = await refusal(error, read);
    if (refused !== null) throw new PinRefused(refused);
    // Not an answer the flow expects: reported as any failed call is (SPEC §8).
    await serviceCall(SERVICE, name, () => Promise.reject(error)).catch(() => {});
    throw new PinRefused(unavailable);
  }
}

const readPin = (status: number, body: unknown): PinFailure | null => {
  if (status === 403) {
    const parsed = wrongBody.safeParse(body);
    return parsed.success ? { kind: 'wrong', attemptsLeft: parsed.data.attempts_left } : null;
  }
  if (status === 423) {
    const parsed = lockedBody.safeParse(body);
    return parsed.success ? { kind: 'locked', seconds: secondsUntil(parsed.data.locked_until) } : null;
  }
  return null;
};
/** The day's code guesses are spent: for how long, from the server's `locked_until`. */
const readTooManyCodes = (status: number, body: unknown) => {
  const parsed = tooManyCodesBody.safeParse(body);
  return status === 429 && parsed.success
    ? { kind: 'too many codes' as const, seconds: secondsUntil(parsed.data.locked_until) }
    : null;
};
const readCode = (status: number, body: unknown): CodeFailure | null => {
  if (status === 410) return { kind: 'expired' };
  if (status === 429) return readTooManyCodes(status, body);
  if (status === 403) {
    const parsed = wrongBody.safeParse(body);
    return parsed.success ? { kind: 'wrong', attemptsLeft: parsed.data.attempts_left } : null;
  }
  return null;
};
const readSend = (status: number, body: unknown): SendFailure | null => {
  const tooMany = readTooManyCodes(status, body);
  if (tooMany) return tooMany;
  const parsed = tooSoonBody.safeParse(body);
  return status === 429 && parsed.success ? { kind: 'too soon', seconds: parsed.data.retry_after } : null;
};
const readSave = (status: number): SaveFailure | null => (status === 409 ? 'already set' : null);
const nothing = () => null;

export function createPinManager(http: KyInstance) {
  return {
    /** POST /pin { pin }: the first PIN. */
    async setPin(value: string): Promise<void> {
      await call('setPin', () => request(http, pin.setPin, { body: { pin: value } }), readSave, 'unavailable' as SaveFailure);
    },
    /** PUT /pin { new_pin, otp }: a new PIN with the e-mailed code (Forgot PIN, Change PIN). */
    async replacePin(newPin: string, otp: string): Promise<void> {
      await call(
        'replacePin',
        () => request(http, pin.replacePin, { body: { new_pin: newPin, otp } }),
        nothing,
        'unavailable' as SaveFailure,
      );
    },
    /** POST /pin/verify { pin }. */
    async verify(value: string): Promise<void> {
      await call('verify', () => request(http, pin.verifyPin, { body: { pin: value } }), readPin, {
        kind: 'unavailable',
      } as PinFailure);
    },
    /** POST /pin/toggle { active, pin }: the PIN is checked as in verify. */
    async toggle(active: boolean, value: string): Promise<void> {
      await call('toggle', () => request(http, pin.togglePin, { body: { active, pin: value } }), readPin, {
        kind: 'unavailable',
      } as PinFailure);
    },
    /** POST /pin/reset (the first code) or /otp/resend. */
    async sendCode(again: boolean): Promise<CodeSent> {
      return call(
        again ? 'resendCode' : 'sendCode',
        async () => {
          const body = await request(http, again ? pin.resendCode : pin.resetPin);
          return { sentTo: body.sent_to, resendAfter: body.resend_after };
        },
        readSend,
        { kind: 'unavailable' } as SendFailure,
      );
    },
    /** POST /otp/verify { otp }: checks the code without spending it. */
    async checkCode(otp: string): Promise<void> {
      await call('checkCode', () => request(http, pin.checkCode, { body: { otp } }), readCode, {
        kind: 'unavailable',
      } as CodeFailure);
    },
  };
}
export type PinManager = ReturnType<typeof createPinManager>;
