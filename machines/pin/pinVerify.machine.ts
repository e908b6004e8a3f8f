import { not, type ActorRefFrom } from 'xstate';
import { BOX_EDITS } from '../domain/pinBoxes';
import { codeFailureText, failureOf, initialContext, pinFailureText, pinOf, pinVerifySetup } from './pinVerify.setup';
import type { CodeFailure, PinFailure, SendFailure } from './pinVerify.setup';

export * from './pinVerify.setup';

const pinFailure = (error: unknown) => failureOf<PinFailure>(error, { kind: 'unavailable' });
const codeFailure = (error: unknown) => failureOf<CodeFailure>(error, { kind: 'unavailable' });
const sendFailure = (error: unknown) => failureOf<SendFailure>(error, { kind: 'unavailable' });

/** A code was sent less than 30 s ago: it still works, and Resend opens when the wait is over. */
const sentTooSoon = ({ event }: { event: { error: unknown } }) => sendFailure(event.error).kind === 'too soon';
const waitToResend = {
  type: 'wait to resend',
  params: ({ event }: { event: { error: unknown } }) => {
    const failure = sendFailure(event.error);
    return { seconds: failure.kind === 'too soon' ? failure.seconds : 0 };
  },
} as const;

/** No code was sent: why, in words (the day's code guesses are spent, or the call failed). */
const saySendFailed = {
  type: 'say send failed',
  params: ({ event }: { event: { error: unknown } }) => ({ failure: sendFailure(event.error) }),
} as const;

/**
 * The PIN asked for before the profile and messages, or before turning it off or on
 * (SPEC §7 verify, toggle), and Forgot PIN: a one-time code by e-mail, then the new PIN
 * twice (reset, verify OTP, resend, `PUT /pin`). Wrong tries and the lockout are the
 * server's: this chart only says what the server answered and counts the time down.
 */
export const pinVerifyMachine = pinVerifySetup.createMachine({
  id: 'pinVerify',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ verified: context.verified }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Change PIN goes straight to the code; a lockout the server reported is shown at once.',
      always: [
        { guard: 'changing the pin', target: 'forgot' },
        { guard: 'locked out already', target: 'locked' },
        { target: 'entering' },
      ],
    },
    entering: {
      tags: ['entering'],
      initial: 'incomplete',
      on: { ...BOX_EDITS, 'pin.forgot': '#pinVerify.forgot', 'pin.cancel': '#pinVerify.cancelled' },
      states: {
        incomplete: { always: { guard: 'all boxes filled', target: 'complete' } },
        complete: {
          tags: ['can submit'],
          always: { guard: not('all boxes filled'), target: 'incomplete' },
          on: { 'pin.submit': '#pinVerify.checking' },
        },
      },
    },
    checking: {
      tags: ['checking'],
      on: { 'pin.cancel': 'cancelled' },
      invoke: {
        src: 'checkPin',
        id: 'checkPin',
        input: ({ context }) => ({ pin: pinOf(context), purpose: context.purpose }),
        onDone: 'verified',
        onError: [
          {
            guard: ({ event }) => pinFailure(event.error).kind === 'locked',
            target: 'locked',
            actions: {
              type: 'start lockout',
              params: ({ event }) => {
                const failure = pinFailure(event.error);
                return { seconds: failure.kind === 'locked' ? failure.seconds : 0 };
              },
            },
          },
          {
            target: 'entering',
            actions: { type: 'clear pin', params: ({ event }) => ({ failure: pinFailureText(pinFailure(event.error)) }) },
          },
        ],
      },
    },
    locked: {
      description: 'Five wrong tries: the server refuses every PIN until the time is up. Forgot PIN still works.',
      tags: ['locked'],
      after: { lockout: { target: 'entering', actions: 'end lockout' } },
      on: { 'pin.forgot': 'forgot', 'pin.cancel': 'cancelled' },
      initial: 'counting',
      states: {
        counting: { after: { second: { target: 'counting', reenter: true, actions: 'count down lockout' } } },
      },
    },
    forgot: {
      on: { 'pin.cancel': 'cancelled' },
      initial: 'sending',
      states: {
        sending: {
          tags: ['sending code'],
          invoke: {
            src: 'sendCode',
            id: 'sendCode',
            input: { again: false },
            onDone: { target: 'code', actions: { type: 'code sent', params: ({ event }) => event.output } },
            onError: [
              { guard: sentTooSoon, target: 'code', actions: waitToResend },
              { target: 'sendFailed', actions: saySendFailed },
            ],
          },
        },
        sendFailed: {
          tags: ['send failed'],
          on: { 'pin.resend': { target: 'sending', actions: 'forget failure' } },
        },
        code: {
          type: 'parallel',
          states: {
            entry: {
              initial: 'typing',
              states: {
                typing: {
                  tags: ['entering code'],
                  on: {
                    'pin.code': { actions: 'type code' },
                    'pin.submit': { guard: 'code complete', target: 'checking' },
                  },
                },
                checking: {
                  tags: ['checking code'],
                  invoke: {
                    src: 'checkCode',
                    id: 'checkCode',
                    input: ({ context }) => ({ otp: context.otp }),
                    onDone: '#pinVerify.newPin',
                    onError: {
                      target: 'typing',
                      actions: {
                        type: 'clear code',
                        params: ({ event }) => ({ failure: codeFailureText(codeFailure(event.error)) }),
                      },
                    },
                  },
                },
              },
            },
            resend: {
              initial: 'waiting',
              states: {
                waiting: {
                  tags: ['resend waiting'],
                  after: { resendCooldown: 'ready' },
                  initial: 'counting',
                  states: {
                    counting: { after: { second: { target: 'counting', reenter: true, actions: 'count down resend' } } },
                  },
                },
                ready: {
                  tags: ['can resend'],
                  on: { 'pin.resend': 'resending' },
                },
                resending: {
                  tags: ['sending code'],
                  invoke: {
                    src: 'sendCode',
                    id: 'resendCode',
                    input: { again: true },
                    onDone: { target: 'waiting', actions: { type: 'code sent', params: ({ event }) => event.output } },
                    onError: [
                      { guard: sentTooSoon, target: 'waiting', actions: waitToResend },
                      { target: 'ready', actions: saySendFailed },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    newPin: {
      description: 'The code is right: the new PIN twice, saved with the code. The setup flow draws the boxes.',
      tags: ['new pin'],
      on: { 'pin.cancel': 'cancelled' },
      invoke: {
        src: 'newPin',
        id: 'newPin',
        input: ({ context }) => ({ startWith: 'boxes' as const, otp: context.otp }),
        onDone: [{ guard: ({ event }) => event.output.saved, target: 'verified' }, { target: 'cancelled' }],
      },
    },
    verified: { type: 'final', entry: 'mark verified', description: 'The PIN (or the new PIN) is accepted.' },
    cancelled: { type: 'final', description: 'Cancel or Escape: back where the person was.' },
  },
});

export type PinVerifyActorRef = ActorRefFrom<typeof pinVerifyMachine>;
