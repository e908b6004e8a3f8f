import { assign, type ActorRefFrom } from 'xstate';
import { contactFormSetup, EMPTY, failureMessage, serverFieldErrors, toContactInput } from './contactForm.setup';

export * from './contactForm.setup';

/**
 * The public contact form (/contact): the person types, the form checks the
 * fields, sends the message to be stored for the team, and confirms. A failed
 * send returns to the form with a clear error and everything typed kept.
 */
export const contactFormMachine = contactFormSetup.createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    values: { ...EMPTY, ...input?.sender },
    errors: {},
    failure: null,
    receipt: null,
    sender: input?.sender ?? null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The person writes; nothing has been sent yet, or the last send failed.',
      tags: ['submittable'],
      initial: 'ready',
      on: {
        'field.change': { actions: 'keep value' },
        'form.submit': [
          { guard: 'form is valid', target: 'sending', actions: 'clear errors' },
          { target: '.invalid', actions: 'show field errors' },
        ],
      },
      states: {
        ready: {
          description: 'No errors to show.',
        },
        invalid: {
          description:
            'The form check found fields to correct; the message was not sent. Once every marked field is right, no errors show.',
          tags: ['error', 'invalid'],
          always: { guard: 'no errors shown', target: 'ready' },
        },
        failed: {
          description: 'The send failed (server or network, or the server refused a field); everything typed is kept.',
          tags: ['error', 'send failed'],
        },
      },
    },
    sending: {
      description: 'The message is on its way to the server.',
      tags: ['sending'],
      invoke: {
        src: 'sendMessage',
        id: 'sendMessage',
        input: ({ context }) => toContactInput(context.values),
        onDone: { target: 'sent', actions: assign({ receipt: ({ event }) => event.output }) },
        onError: {
          target: 'editing.failed',
          actions: assign({
            errors: ({ event }) => serverFieldErrors(event.error),
            failure: ({ event }) => failureMessage(event.error),
          }),
        },
      },
    },
    sent: {
      description: 'The message is stored for the team; the confirmation offers to write another.',
      tags: ['sent'],
      on: { 'form.reset': { target: 'editing', actions: 'start over' } },
    },
  },
});

export type ContactFormActorRef = ActorRefFrom<typeof contactFormMachine>;
