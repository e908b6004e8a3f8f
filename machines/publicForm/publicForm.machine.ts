import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';

/**
 * A public page's form that the server also answers without scripts (issue #63.13: a webinar's
 * Register, the beta feedback form). The page's <form> posts to the server as it is; once the
 * page's script runs, this machine takes the submit over: it checks the fields (the check is the
 * wiring's, with the form's own words), sends them, and confirms in place, or shows what to
 * correct with everything typed kept.
 */
export type FormValues = Readonly<Record<string, string>>;
export type FormErrors = Readonly<Record<string, string>>;

/** What a refused send carries as `refusal` (the service's PublicFormRefused): the server's field messages and its words. */
export interface FormRefusal {
  fields?: FormErrors | undefined;
  message?: string | undefined;
}

export const PUBLIC_FORM_COPY = {
  unreachable: 'We could not reach NeuroHealth Care. Nothing was sent: please try again in a moment.',
  corrected: 'Nothing was sent yet: please correct what is marked below.',
} as const;

/**
 * The fields' text lives in the page's inputs, as it does for the browser's own post: a submit
 * brings what they hold (so what was typed before the page's script ran is sent too), and a change
 * says which field the person is correcting.
 */
export type PublicFormEvent =
  { type: 'field.change'; field: string; value: string } | { type: 'form.submit'; values: FormValues } | { type: 'form.reset' };

export interface PublicFormContext {
  /** As typed (the server trims). */
  values: FormValues;
  /** Per field, from the form's own check or from the server's answer. */
  errors: FormErrors;
  /** Why the last send failed, above the form; null when it did not. */
  failure: string | null;
  /** What the server answered a send it took. */
  receipt: unknown;
  /** What the form started with, for filling it in again. */
  initial: FormValues;
}

/** The server's refusal an actor's error carries; nothing for a send that reached no one. */
const refusalOf = (error: unknown): FormRefusal => (error as { refusal?: FormRefusal } | null | undefined)?.refusal ?? {};

export const publicFormMachine = setup({
  types: {
    context: {} as PublicFormContext,
    events: {} as PublicFormEvent,
    input: {} as { values: FormValues },
    tags: {} as 'sending' | 'sent' | 'error' | 'invalid' | 'send failed',
  },
  actors: {
    // The form's call (src/features/public/wiring.ts): POST /public/webinars/registrations or /public/feedback.
    send: unprovidedPromise<unknown, FormValues>('publicForm', 'send'),
  },
  actions: {
    // The form's own check, with its words (the wiring's: each form has its fields and limits).
    'check fields': () => unprovided('publicForm', 'check fields'),
    'keep value': assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    'take refusal': assign((_, params: { error: unknown }) => {
      const { fields, message } = refusalOf(params.error);
      const errors = fields ?? {};
      return {
        errors,
        failure: message ?? (Object.keys(errors).length ? PUBLIC_FORM_COPY.corrected : PUBLIC_FORM_COPY.unreachable),
      };
    }),
  },
  guards: {
    'has errors': ({ context }) => Object.keys(context.errors).length > 0,
    'no errors shown': ({ context }) => Object.keys(context.errors).length === 0,
  },
}).createMachine({
  id: 'publicForm',
  context: ({ input }) => ({ values: input.values, errors: {}, failure: null, receipt: null, initial: input.values }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The person fills the form in; nothing sent yet, or the last send failed.',
      initial: 'ready',
      on: {
        'field.change': { actions: 'keep value' },
        'form.submit': {
          target: 'checking',
          actions: [
            assign(({ context, event }) => ({ values: { ...context.values, ...event.values }, failure: null })),
            'check fields',
          ],
        },
      },
      states: {
        ready: { description: 'No errors to show.' },
        invalid: {
          description: 'The check found fields to correct; nothing was sent. Once each is changed, none shows.',
          tags: ['error', 'invalid'],
          always: { guard: 'no errors shown', target: 'ready' },
        },
        failed: {
          description: 'The server refused it (with its words) or could not be reached; everything typed is kept.',
          tags: ['error', 'send failed'],
        },
      },
    },
    checking: {
      description: 'The form’s own check has run: send, or show what to correct.',
      always: [{ guard: 'has errors', target: 'editing.invalid' }, { target: 'sending' }],
    },
    sending: {
      description: 'On its way to the server.',
      tags: ['sending'],
      invoke: {
        src: 'send',
        id: 'send',
        input: ({ context }) => context.values,
        onDone: { target: 'sent', actions: assign({ receipt: ({ event }) => event.output }) },
        onError: { target: 'editing.failed', actions: { type: 'take refusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: {
      description: 'The server took it: the confirmation, with a way to fill the form in again.',
      tags: ['sent'],
      on: {
        'form.reset': {
          target: 'editing',
          actions: assign(({ context }) => ({ errors: {}, failure: null, receipt: null, values: context.initial })),
        },
      },
    },
  },
});

export type PublicFormActorRef = ActorRefFrom<typeof publicFormMachine>;
