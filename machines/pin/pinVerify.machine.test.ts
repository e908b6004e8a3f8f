import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { PIN_LENGTH } from '../domain/pinBoxes';
import {
  codeFailureText,
  pinFailureText,
  pinVerifyMachine,
  SEND_FAILURE_TEXT,
  sendFailureText,
  type CodeFailure,
  type CodeSent,
  type PinFailure,
  type PinPurpose,
  type PinVerifyEvent,
  type SendFailure,
} from './pinVerify.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const rejectWith = (failure: PinFailure | CodeFailure | SendFailure) => Object.assign(new Error('refused'), { failure });

const machine = pinVerifyMachine.provide({
  actors: {
    checkPin: never<void, { pin: string; purpose: PinPurpose }>(),
    sendCode: never<CodeSent, { again: boolean }>(),
    checkCode: never<void, { otp: string }>(),
  },
});

const sent: CodeSent = { sentTo: 'm•••@example.org', resendAfter: 30 };
/** The server's 429 once the day's code guesses are spent (issue #26.9). */
const DAY_SPENT = { kind: 'too many codes', seconds: 86_400 } as const;
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const fail = (id: string, failure: PinFailure | CodeFailure | SendFailure) =>
  ({ type: `xstate.error.actor.${id}`, error: rejectWith(failure) }) as never;

describe('pinVerify machine', () => {
  it('covers every state and transition: verify, wrong tries, lockout, Forgot PIN with the code, resend, the new PIN', async () => {
    await testMachineModel({
      machine,
      inputs: [{ purpose: 'unlock' }, { purpose: 'unlock', lockSeconds: 2 }, { purpose: 'change' }],
      stateKey: (s) => ({
        value: s.value,
        filled: s.context.pinBoxes.filter(Boolean).length === PIN_LENGTH,
        otp: s.context.otp.length === PIN_LENGTH,
        failure: s.context.failure !== null,
      }),
      events: (s): PinVerifyEvent[] => [
        { type: 'pin.paste', index: 0, text: '246810' },
        { type: 'pin.backspace', index: PIN_LENGTH - 1 },
        { type: 'pin.digit', index: s.context.focus, value: '1' },
        { type: 'pin.focus', index: 0 },
        { type: 'pin.toggleVisible' },
        { type: 'pin.submit' },
        { type: 'pin.forgot' },
        { type: 'pin.cancel' },
        { type: 'pin.code', value: '48 29 13' },
        { type: 'pin.resend' },
        done('checkPin'),
        fail('checkPin', { kind: 'wrong', attemptsLeft: 3 }),
        fail('checkPin', { kind: 'locked', seconds: 2 }),
        done('sendCode', sent),
        fail('sendCode', { kind: 'too soon', seconds: 2 }),
        fail('sendCode', { kind: 'unavailable' }),
        fail('sendCode', DAY_SPENT),
        done('resendCode', { ...sent, resendAfter: 2 }),
        fail('resendCode', { kind: 'too soon', seconds: 2 }),
        fail('resendCode', { kind: 'unavailable' }),
        fail('resendCode', DAY_SPENT),
        done('checkCode'),
        fail('checkCode', { kind: 'wrong', attemptsLeft: 4 }),
        fail('checkCode', { kind: 'expired' }),
        fail('checkCode', DAY_SPENT),
        done('newPin', { saved: true }),
        done('newPin', { saved: false }),
      ],
      states: {
        'pinVerify.starting': () => {
          throw new Error('starting is transient');
        },
        'pinVerify.entering.incomplete': (s) => {
          expect(s.hasTag('entering')).toBe(true);
          expect(s.hasTag('can submit')).toBe(false);
        },
        'pinVerify.entering.complete': (s) => expect(s.hasTag('can submit')).toBe(true),
        'pinVerify.checking': (s) => {
          expect(s.hasTag('checking')).toBe(true);
          expect(s.context.pinBoxes.every(Boolean)).toBe(true);
        },
        'pinVerify.locked.counting': (s) => {
          expect(s.hasTag('locked')).toBe(true);
          expect(s.context.lockSeconds).toBeGreaterThan(0);
          // A refused PIN is never kept.
          expect(s.context.pinBoxes.join('')).toBe('');
        },
        'pinVerify.forgot.sending': (s) => expect(s.hasTag('sending code')).toBe(true),
        'pinVerify.forgot.sendFailed': (s) =>
          expect([SEND_FAILURE_TEXT, sendFailureText(DAY_SPENT)]).toContain(s.context.failure),
        'pinVerify.forgot.code.entry.typing': (s) => {
          expect(s.hasTag('entering code')).toBe(true);
          expect(s.context.otp).toMatch(/^\d{0,6}$/);
        },
        'pinVerify.forgot.code.entry.checking': (s) => expect(s.context.otp).toHaveLength(PIN_LENGTH),
        'pinVerify.forgot.code.resend.waiting.counting': (s) => {
          expect(s.hasTag('resend waiting')).toBe(true);
          expect(s.hasTag('can resend')).toBe(false);
        },
        'pinVerify.forgot.code.resend.ready': (s) => expect(s.hasTag('can resend')).toBe(true),
        'pinVerify.forgot.code.resend.resending': (s) => expect(s.hasTag('sending code')).toBe(true),
        'pinVerify.newPin': (s) => {
          expect(s.hasTag('new pin')).toBe(true);
          expect(s.children.newPin).toBeDefined();
        },
        'pinVerify.verified': (s) => expect(s.output).toEqual({ verified: true }),
        'pinVerify.cancelled': (s) => expect(s.output).toEqual({ verified: false }),
      },
      always: (s) => {
        if (s.context.failure !== null && s.matches('entering')) expect(s.context.pinBoxes.join('')).toBe('');
      },
    });
  });

  it('a wrong PIN says how many tries are left and clears the boxes; the fifth locks with a countdown that ends', async () => {
    const clock = new SimulatedClock();
    let answer: PinFailure | null = { kind: 'wrong', attemptsLeft: 1 };
    const actor = createActor(
      machine.provide({
        actors: {
          checkPin: fromPromise(async () => {
            if (answer) throw rejectWith(answer);
          }),
        },
      }),
      { input: { purpose: 'unlock' }, clock },
    ).start();
    const tryPin = async () => {
      actor.send({ type: 'pin.paste', index: 0, text: '111111' });
      actor.send({ type: 'pin.submit' });
      await new Promise((r) => setTimeout(r, 0));
    };
    await tryPin();
    expect(actor.getSnapshot().context.failure).toBe(pinFailureText({ kind: 'wrong', attemptsLeft: 1 }));
    expect(actor.getSnapshot().context.failure).toBe('That PIN is not right. 1 try left.');
    expect(actor.getSnapshot().context.pinBoxes.join('')).toBe('');
    answer = { kind: 'locked', seconds: 900 };
    await tryPin();
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    expect(actor.getSnapshot().context.lockSeconds).toBe(900);
    clock.increment(1000);
    expect(actor.getSnapshot().context.lockSeconds).toBe(899);
    clock.increment(60_000);
    expect(actor.getSnapshot().context.lockSeconds).toBe(898);
    clock.increment(900_000);
    expect(actor.getSnapshot().hasTag('entering')).toBe(true);
    answer = null;
    await tryPin();
    expect(actor.getSnapshot().output).toEqual({ verified: true });
  });

  it('Forgot PIN: the code (digits only, six) is checked, a wrong one is cleared with the tries left; Resend opens after 30 s', async () => {
    const clock = new SimulatedClock();
    const sends: boolean[] = [];
    const codes: string[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            sends.push(input.again);
            return sent;
          }),
          checkCode: fromPromise(async ({ input }) => {
            codes.push(input.otp);
            if (input.otp !== '482913') throw rejectWith({ kind: 'wrong', attemptsLeft: 4 });
          }),
        },
      }),
      { input: { purpose: 'unlock' }, clock },
    ).start();
    actor.send({ type: 'pin.forgot' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sends).toEqual([false]);
    expect(actor.getSnapshot().context.sentTo).toBe('m•••@example.org');
    expect(actor.getSnapshot().context.resendSeconds).toBe(30);
    actor.send({ type: 'pin.resend' });
    expect(sends).toEqual([false]);
    clock.increment(29_000);
    expect(actor.getSnapshot().context.resendSeconds).toBe(29);
    actor.send({ type: 'pin.code', value: '111-111-9' });
    expect(actor.getSnapshot().context.otp).toBe('111111');
    actor.send({ type: 'pin.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.failure).toBe(codeFailureText({ kind: 'wrong', attemptsLeft: 4 }));
    expect(actor.getSnapshot().context.otp).toBe('');
    clock.increment(1_000);
    expect(actor.getSnapshot().hasTag('can resend')).toBe(true);
    actor.send({ type: 'pin.resend' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sends).toEqual([false, true]);
    actor.send({ type: 'pin.code', value: '482913' });
    actor.send({ type: 'pin.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(codes).toEqual(['111111', '482913']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('new pin')).toBe(true);
    // The setup flow carries the code to its save (PUT /pin { new_pin, otp }).
    expect((snapshot.children.newPin?.getSnapshot() as { context: { otp: string } }).context.otp).toBe('482913');
  });

  it('once the day’s code guesses are spent, says when a new code can be asked for: on sending, resending and checking', async () => {
    let sendAnswer: SendFailure | null = null;
    const actor = createActor(
      machine.provide({
        actors: {
          sendCode: fromPromise(async () => {
            if (sendAnswer) throw rejectWith(sendAnswer);
            return { ...sent, resendAfter: 0 };
          }),
          checkCode: fromPromise(async (): Promise<void> => {
            throw rejectWith({ kind: 'too many codes', seconds: 23.5 * 3600 });
          }),
        },
      }),
      { input: { purpose: 'unlock' } },
    ).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'pin.forgot' });
    await settle();
    actor.send({ type: 'pin.code', value: '482913' });
    actor.send({ type: 'pin.submit' });
    await settle();
    expect(actor.getSnapshot().context.failure).toBe('Too many wrong codes. You can ask for a new code in 24 hours.');
    sendAnswer = { kind: 'too many codes', seconds: 40 * 60 };
    actor.send({ type: 'pin.resend' });
    await settle();
    expect(actor.getSnapshot().context.failure).toBe('Too many wrong codes. You can ask for a new code in 40 minutes.');

    const first = createActor(
      machine.provide({ actors: { sendCode: fromPromise(async () => Promise.reject(rejectWith(DAY_SPENT))) } }),
      { input: { purpose: 'change' } },
    ).start();
    await settle();
    expect(first.getSnapshot().hasTag('send failed')).toBe(true);
    expect(first.getSnapshot().context.failure).toBe('Too many wrong codes. You can ask for a new code in 24 hours.');
  });
});
