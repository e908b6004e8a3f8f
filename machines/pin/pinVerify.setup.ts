import { assign, setup } from 'xstate';
import { allFilled, type BoxEdit, type Boxes, editFrom, emptyBoxes, firstRow, PIN_LENGTH } from '../domain/pinBoxes';
import { unprovidedPromise } from '../domain/placeholder';
import { pinSetupMachine } from './pinSetup.machine';

/** Why the PIN is asked for: each purpose is one server call (SPEC §7). */
export type PinPurpose =
  /** POST /pin/verify before /user-profile or /people-chat. */
  | 'unlock'
  /** POST /pin/toggle { active: false, pin } from Settings. */
  | 'turn off'
  /** POST /pin/toggle { active: true, pin } from Settings. */
  | 'turn on'
  /** Change PIN from Settings: straight to the e-mailed code, then the new PIN twice. */
  | 'change';

export interface PinVerifyInput {
  purpose: PinPurpose;
  /** Seconds left of a lockout the server already reported (a reload during a lockout). */
  lockSeconds?: number;
}

/** How the wiring rejects: an Error carrying one of these as `failure`. */
export type PinFailure = { kind: 'wrong'; attemptsLeft: number } | { kind: 'locked'; seconds: number } | { kind: 'unavailable' };
/** The day's code guesses are spent: no code is checked or sent for `seconds` (the server's 429). */
export type TooManyCodes = { kind: 'too many codes'; seconds: number };
export type CodeFailure = { kind: 'wrong'; attemptsLeft: number } | { kind: 'expired' } | TooManyCodes | { kind: 'unavailable' };
export type SendFailure = { kind: 'too soon'; seconds: number } | TooManyCodes | { kind: 'unavailable' };
/** What a sent code looks like to the person: where it went and when Resend opens. */
export interface CodeSent {
  sentTo: string;
  resendAfter: number;
}

export interface PinVerifyContext extends Boxes {
  purpose: PinPurpose;
  visible: boolean;
  /** What went wrong last, in words: a wrong PIN with the tries left, a wrong or spent code. */
  failure: string | null;
  /** Seconds left of the lockout; counts down once a second while locked. */
  lockSeconds: number;
  /** The one-time code as typed (digits only, at most six); masked in every sink. */
  otp: string;
  /** Where the code went ("m•••@example.org"). */
  sentTo: string | null;
  /** Seconds until Resend opens; counts down once a second. */
  resendSeconds: number;
  /** Accepted: the flow's output. */
  verified: boolean;
}

export type PinVerifyEvent =
  | BoxEdit
  | { type: 'pin.toggleVisible' }
  | { type: 'pin.submit' }
  | { type: 'pin.forgot' }
  | { type: 'pin.code'; value: string }
  | { type: 'pin.resend' }
  | { type: 'pin.cancel' };

export const failureOf = <F>(error: unknown, fallback: F): F => ((error as { failure?: F } | null)?.failure ?? fallback) as F;

const tries = (n: number) => (n === 1 ? '1 try' : `${n} tries`);
export const pinFailureText = (failure: PinFailure) =>
  failure.kind === 'wrong'
    ? `That PIN is not right. ${tries(failure.attemptsLeft)} left.`
    : failure.kind === 'locked'
      ? 'Too many wrong tries.'
      : 'Your PIN could not be checked. Check your connection and try again.';
/** "24 hours", "40 minutes", "1 minute": how long until reset opens again. */
const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes >= 120) return `${Math.ceil(minutes / 60)} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};
export const tooManyCodesText = (failure: TooManyCodes) =>
  `Too many wrong codes. You can ask for a new code in ${waitText(failure.seconds)}.`;
export const codeFailureText = (failure: CodeFailure) =>
  failure.kind === 'wrong'
    ? `That code is not right. ${tries(failure.attemptsLeft)} left.`
    : failure.kind === 'expired'
      ? 'This code has expired or was already used. Send a new one.'
      : failure.kind === 'too many codes'
        ? tooManyCodesText(failure)
        : 'The code could not be checked. Check your connection and try again.';
export const SEND_FAILURE_TEXT = 'The code could not be sent. Check your connection and try again.';
/** Why no code was sent: the day's guesses are spent (and when that ends), or the call failed. */
export const sendFailureText = (failure: SendFailure) =>
  failure.kind === 'too many codes' ? tooManyCodesText(failure) : SEND_FAILURE_TEXT;

/** The PIN verify and reset flow's types, effects, guards and actions; the chart is in pinVerify.machine.ts. */
export const pinVerifySetup = setup({
  types: {
    /** The flags the verify dialog reads. */
    tags: {} as
      | 'entering'
      | 'can submit'
      | 'checking'
      | 'locked'
      | 'sending code'
      | 'send failed'
      | 'entering code'
      | 'checking code'
      | 'resend waiting'
      | 'can resend'
      | 'new pin',
    context: {} as PinVerifyContext,
    input: {} as PinVerifyInput,
    output: {} as { verified: boolean },
    events: {} as PinVerifyEvent,
  },
  actors: {
    // POST /pin/verify or /pin/toggle by purpose; provided in src/features/pin/flows.ts; rejects with a PinFailure.
    checkPin: unprovidedPromise<void, { pin: string; purpose: PinPurpose }>('pin', 'checkPin'),
    // POST /pin/reset (first) or /otp/resend; rejects with a SendFailure.
    sendCode: unprovidedPromise<CodeSent, { again: boolean }>('pin', 'sendCode'),
    // POST /otp/verify; rejects with a CodeFailure.
    checkCode: unprovidedPromise<void, { otp: string }>('pin', 'checkCode'),
    // The new PIN twice, saved with the code (PUT /pin { new_pin, otp }): the setup flow's boxes.
    newPin: pinSetupMachine,
  },
  delays: {
    second: 1000,
    /** The server's lockout (15 minutes after 5 wrong tries), from what it said is left. */
    lockout: ({ context }) => context.lockSeconds * 1000,
    /** 30 s between codes (SPEC §7 resend), from what the server said is left. */
    resendCooldown: ({ context }) => context.resendSeconds * 1000,
  },
  actions: {
    /** A key, a paste, Backspace or a focus move in a box (machines/domain/pinBoxes.ts). */
    'edit boxes': assign(({ context, event }) => editFrom(context, event)),
    'toggle visible': assign({ visible: ({ context }) => !context.visible }),
    'forget failure': assign({ failure: null }),
    /** A refused PIN is cleared (never kept for another try) and focus goes back to the first box. */
    'clear pin': assign((_, params: { failure: string | null }) => ({ ...emptyBoxes(PIN_LENGTH), failure: params.failure })),
    'start lockout': assign((_, params: { seconds: number }) => ({
      ...emptyBoxes(PIN_LENGTH),
      lockSeconds: Math.max(1, Math.ceil(params.seconds)),
      failure: null,
    })),
    'count down lockout': assign({ lockSeconds: ({ context }) => Math.max(0, context.lockSeconds - 1) }),
    'end lockout': assign({ lockSeconds: 0 }),
    'type code': assign(({ event }) =>
      event.type === 'pin.code' ? { otp: event.value.replace(/\D/g, '').slice(0, PIN_LENGTH), failure: null } : {},
    ),
    'clear code': assign((_, params: { failure: string | null }) => ({ otp: '', failure: params.failure })),
    'code sent': assign((_, params: CodeSent) => ({ sentTo: params.sentTo, resendSeconds: Math.max(0, params.resendAfter) })),
    'wait to resend': assign((_, params: { seconds: number }) => ({ resendSeconds: Math.max(1, Math.ceil(params.seconds)) })),
    'count down resend': assign({ resendSeconds: ({ context }) => Math.max(0, context.resendSeconds - 1) }),
    'say send failed': assign((_, params: { failure: SendFailure }) => ({ failure: sendFailureText(params.failure) })),
    'mark verified': assign({ verified: true }),
  },
  guards: {
    'all boxes filled': ({ context }) => allFilled(context.pinBoxes),
    'code complete': ({ context }) => context.otp.length === PIN_LENGTH,
    'locked out already': ({ context }) => context.lockSeconds > 0,
    'changing the pin': ({ context }) => context.purpose === 'change',
  },
});

export const initialContext = (input: PinVerifyInput): PinVerifyContext => ({
  ...emptyBoxes(PIN_LENGTH),
  purpose: input.purpose,
  visible: false,
  failure: null,
  lockSeconds: Math.max(0, Math.ceil(input.lockSeconds ?? 0)),
  otp: '',
  sentTo: null,
  resendSeconds: 0,
  verified: false,
});

export const pinOf = (context: PinVerifyContext) => firstRow(context.pinBoxes);
