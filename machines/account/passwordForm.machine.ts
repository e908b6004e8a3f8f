import { assign, setup, type ActorRefFrom } from 'xstate';
import type { PasswordField } from '../../contract/account';
import { unprovidedPromise } from '../domain/placeholder';

export type PasswordOutcome = { ok: true; signedOut: number } | { ok: false; fields: Partial<Record<PasswordField, string>> };

export type PasswordFormEvent =
  { type: 'password.edit'; field: PasswordField; value: string } | { type: 'password.submit' } | { type: 'password.again' };

export interface PasswordFormContext {
  values: Record<PasswordField, string>;
  errors: Partial<Record<PasswordField, string>>;
  /** How many other sessions the change signed out. */
  signedOut: number;
}

const EMPTY = { current_password: '', new_password: '' };

/**
 * Settings' password change: editing, saving (the server checks the current password and
 * sign-up's rules), saved (the other sessions signed out, the fields emptied), refused with a
 * sentence per field (an edited field's sentence goes); failed when the server could not be
 * reached, with Try again. An empty field is refused here without asking.
 */
export const passwordFormMachine = setup({
  types: {
    context: {} as PasswordFormContext,
    events: {} as PasswordFormEvent,
    tags: {} as 'editing' | 'saving' | 'saved' | 'refused' | 'failed',
  },
  actors: {
    // POST /api/account/v1/password, provided in src/features/account/wiring.ts.
    changePassword: unprovidedPromise<PasswordOutcome, Record<PasswordField, string>>('account', 'changePassword'),
  },
  actions: {
    'take value': assign(({ context }, params: { field: PasswordField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      errors: { ...context.errors, [params.field]: undefined },
    })),
    'refuse empty fields': assign(({ context }) => ({
      errors: {
        ...(context.values.current_password ? {} : { current_password: 'Enter your current password.' }),
        ...(context.values.new_password ? {} : { new_password: 'Enter a new password.' }),
      },
    })),
    'take refusal': assign((_, params: { fields: Partial<Record<PasswordField, string>> }) => ({ errors: params.fields })),
    'take success': assign((_, params: { signedOut: number }) => ({ signedOut: params.signedOut, values: EMPTY, errors: {} })),
  },
  guards: {
    'a field is empty': ({ context }) => !context.values.current_password || !context.values.new_password,
    changed: (_, params: { outcome: PasswordOutcome }) => params.outcome.ok,
  },
}).createMachine({
  id: 'passwordForm',
  context: { values: EMPTY, errors: {}, signedOut: 0 },
  initial: 'editing',
  states: {
    editing: {
      description: 'The current and the new password are being typed.',
      tags: ['editing'],
      on: {
        'password.edit': { actions: { type: 'take value', params: ({ event }) => event } },
        'password.submit': [
          { guard: 'a field is empty', target: 'refused', actions: 'refuse empty fields' },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      description: 'The server checks the current password and the new one, and changes it.',
      tags: ['saving'],
      invoke: {
        src: 'changePassword',
        id: 'changePassword',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: 'changed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'saved',
            actions: {
              type: 'take success',
              params: ({ event }) => ({ signedOut: event.output.ok ? event.output.signedOut : 0 }),
            },
          },
          {
            target: 'refused',
            actions: { type: 'take refusal', params: ({ event }) => ({ fields: event.output.ok ? {} : event.output.fields }) },
          },
        ],
        onError: 'failed',
      },
    },
    saved: {
      description: 'Changed: the other sessions are signed out; the form is empty again.',
      tags: ['saved'],
      on: { 'password.again': 'editing' },
    },
    refused: {
      description: 'A sentence under each refused field; editing a field takes its sentence away.',
      tags: ['editing', 'refused'],
      on: {
        'password.edit': { target: 'editing', actions: { type: 'take value', params: ({ event }) => event } },
        'password.submit': [
          { guard: 'a field is empty', target: 'refused', reenter: true, actions: 'refuse empty fields' },
          { target: 'saving' },
        ],
      },
    },
    failed: {
      description: 'The server could not be reached: the fields are kept, Try again.',
      tags: ['editing', 'failed'],
      on: {
        'password.submit': 'saving',
        'password.edit': { target: 'editing', actions: { type: 'take value', params: ({ event }) => event } },
      },
    },
  },
});

export type PasswordFormActorRef = ActorRefFrom<typeof passwordFormMachine>;
