import { type ActorRefFrom } from 'xstate';
import type { EmailState } from '../../contract/account-email';
import { emailChangeSetup, EMPTY } from './emailChange.setup';

export {
  emailChangeSetup,
  type EmailChangeOutcome,
  type EmailConfirmOutcome,
  type EmailResendOutcome,
  type EmailChangeEvent,
  type EmailChangeContext,
} from './emailChange.setup';

/**
 * Settings › Account's e-mail change: loading the address (and a change waiting), editing the new
 * address and the current password, saving (the server checks the password and that the
 * address is free, and mails the link), awaiting the link's opening (with resend and cancel),
 * refused with a sentence per field, and, when the page was opened from the link, confirming it:
 * confirmed with the new address, or the link refused with the server's reason.
 */
export const emailChangeMachine = emailChangeSetup.createMachine({
  id: 'emailChange',
  context: ({ input }) => ({ token: input.token, email: '', pending: null, values: EMPTY, errors: {}, notice: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'opened from a link', target: 'confirming' }, { target: 'loading' }],
    },
    loading: {
      description: 'Reads the address and any change waiting for its link.',
      tags: ['loading'],
      invoke: {
        src: 'readEmail',
        id: 'readEmail',
        onDone: [
          {
            guard: ({ event }) => event.output.pending !== null,
            target: 'awaiting',
            actions: { type: 'take state', params: ({ event }) => ({ state: event.output }) },
          },
          { target: 'editing', actions: { type: 'take state', params: ({ event }) => ({ state: event.output }) } },
        ],
        onError: 'unavailable',
      },
    },
    unavailable: {
      description: 'The address could not be read: Try again.',
      tags: ['failed'],
      on: { 'email.retry': 'loading' },
    },
    editing: {
      description: 'The new address and the current password are being typed.',
      tags: ['editing'],
      on: {
        'email.edit': { actions: { type: 'take value', params: ({ event }) => event } },
        'email.submit': [{ guard: 'a field is empty', target: 'refused', actions: 'refuse empty fields' }, { target: 'saving' }],
      },
    },
    saving: {
      description: 'The server checks the password and the address, and mails the link to the new address.',
      tags: ['saving'],
      invoke: {
        src: 'requestChange',
        id: 'requestChange',
        input: ({ context }) => ({ ...context.values, new_email: context.values.new_email.trim() }),
        onDone: [
          {
            guard: { type: 'asked', params: ({ event }) => ({ outcome: event.output }) },
            target: 'awaiting',
            actions: [
              { type: 'take state', params: ({ event }) => ({ state: (event.output as { state: EmailState }).state }) },
              'empty the form',
              { type: 'say', params: { notice: null } },
            ],
          },
          {
            target: 'refused',
            actions: { type: 'take refusal', params: ({ event }) => ({ fields: event.output.ok ? {} : event.output.fields }) },
          },
        ],
        onError: 'failed',
      },
    },
    refused: {
      description: 'A sentence under each refused field; editing a field takes its sentence away.',
      tags: ['editing', 'refused'],
      on: {
        'email.edit': { target: 'editing', actions: { type: 'take value', params: ({ event }) => event } },
        'email.submit': [
          { guard: 'a field is empty', target: 'refused', reenter: true, actions: 'refuse empty fields' },
          { target: 'saving' },
        ],
      },
    },
    failed: {
      description: 'The server could not be reached: the fields are kept, Try again.',
      tags: ['editing', 'failed'],
      on: {
        'email.submit': 'saving',
        'email.edit': { target: 'editing', actions: { type: 'take value', params: ({ event }) => event } },
      },
    },
    awaiting: {
      description: 'Waiting for the link mailed to the new address to be opened; resend or cancel.',
      tags: ['awaiting'],
      initial: 'idle',
      states: {
        idle: {
          on: { 'email.resend': 'resending', 'email.cancel': 'cancelling' },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            src: 'resendLink',
            id: 'resendLink',
            onDone: [
              {
                guard: { type: 'resent', params: ({ event }) => ({ outcome: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'take state', params: ({ event }) => ({ state: (event.output as { state: EmailState }).state }) },
                  { type: 'say', params: { notice: 'A new link is on its way. The earlier one no longer works.' } },
                ],
              },
              {
                // Refused (a link went less than a minute ago): the server's sentence, the earlier link still good.
                target: 'idle',
                actions: { type: 'say', params: ({ event }) => ({ notice: event.output.ok ? null : event.output.reason }) },
              },
            ],
            onError: { target: 'idle', actions: { type: 'say', params: { notice: "Couldn't send a new link. Try again." } } },
          },
        },
        cancelling: {
          tags: ['busy'],
          invoke: {
            src: 'cancelChange',
            id: 'cancelChange',
            onDone: {
              target: '#emailChange.editing',
              actions: [
                { type: 'take state', params: ({ event }) => ({ state: event.output }) },
                { type: 'say', params: { notice: null } },
              ],
            },
            onError: { target: 'idle', actions: { type: 'say', params: { notice: "Couldn't cancel the change. Try again." } } },
          },
        },
      },
    },
    confirming: {
      description: 'The page was opened from the link: the server checks it is this person’s, unused and in time.',
      tags: ['loading'],
      invoke: {
        src: 'confirmChange',
        id: 'confirmChange',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'confirmed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'confirmed',
            actions: [
              { type: 'take state', params: ({ event }) => ({ state: (event.output as { state: EmailState }).state }) },
              'forget the token',
            ],
          },
          {
            target: 'linkRefused',
            actions: [
              { type: 'say', params: ({ event }) => ({ notice: event.output.ok ? null : event.output.reason }) },
              'forget the token',
            ],
          },
        ],
        onError: {
          target: 'linkRefused',
          actions: [{ type: 'say', params: { notice: "Couldn't check the link. Open it again later." } }, 'forget the token'],
        },
      },
    },
    confirmed: {
      description: 'The address is changed: signing in now takes the new one.',
      tags: ['confirmed'],
      on: { 'email.done': 'editing' },
    },
    linkRefused: {
      description: 'The link did not change the address, with the server’s reason.',
      tags: ['refused'],
      on: { 'email.done': 'loading' },
    },
  },
});

export type EmailChangeActorRef = ActorRefFrom<typeof emailChangeMachine>;
