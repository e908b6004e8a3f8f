import { assign, setup, type ActorRefFrom } from 'xstate';
import type { DeletionState } from '../../contract/account-deletion';
import { unprovided, unprovidedPromise } from '../domain/placeholder';

export type DeletionOutcome = { ok: true; state: DeletionState } | { ok: false; reason: string };

export type AccountDeletionEvent =
  | { type: 'deletion.start' }
  | { type: 'deletion.edit'; value: string }
  | { type: 'deletion.submit' }
  | { type: 'deletion.back' }
  | { type: 'deletion.retry' }
  | { type: 'deletion.signOut' };

export interface AccountDeletionContext {
  /** What confirms it: the PIN when the person has one, else the password (the server decides). */
  confirmWith: DeletionState['confirm_with'];
  secret: string;
  error: string | null;
  /** When the deletion happens, once scheduled. */
  scheduledFor: string | null;
  /** When a sign-in last cancelled a deletion (shown for one grace period). */
  cancelledAt: string | null;
}

/**
 * Settings › Delete account: loading what confirms it, the explanation (idle, or cancelled when a
 * sign-in recently cancelled a deletion), confirm (the PIN or password typed; Back), verifying
 * (the server checks it, schedules the deletion and ends every session), and grace: the date,
 * and Sign out (this session has ended too). A refusal goes back to confirm with its sentence.
 */
export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    tags: {} as 'loading' | 'idle' | 'confirm' | 'verifying' | 'grace' | 'failed',
  },
  actors: {
    // The calls of src/services/account.ts, provided in src/features/account/wiring.ts.
    readDeletion: unprovidedPromise<DeletionState>('account', 'readDeletion'),
    scheduleDeletion: unprovidedPromise<DeletionOutcome, { secret: string }>('account', 'scheduleDeletion'),
  },
  actions: {
    // The session's own sign-out (the server has ended it already): provided by the wiring.
    signOut: () => unprovided('account', 'signOut'),
    'take state': assign((_, params: { state: DeletionState }) => ({
      confirmWith: params.state.confirm_with,
      scheduledFor: params.state.scheduled_for,
      cancelledAt: params.state.cancelled_at,
    })),
    'take secret': assign((_, params: { value: string }) => ({ secret: params.value, error: null })),
    'refuse empty': assign(({ context }) => ({
      error: context.confirmWith === 'pin' ? 'Enter your PIN to confirm.' : 'Enter your password to confirm.',
    })),
    'take refusal': assign((_, params: { reason: string }) => ({ error: params.reason, secret: '' })),
    forget: assign({ secret: '', error: null }),
  },
  guards: {
    'a sign-in cancelled one': ({ context }) => context.cancelledAt !== null,
    empty: ({ context }) => context.secret === '',
    scheduled: (_, params: { outcome: DeletionOutcome }) => params.outcome.ok,
  },
}).createMachine({
  id: 'accountDeletion',
  context: { confirmWith: 'password', secret: '', error: null, scheduledFor: null, cancelledAt: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'readDeletion',
        id: 'readDeletion',
        onDone: { target: 'shown', actions: { type: 'take state', params: ({ event }) => ({ state: event.output }) } },
        onError: 'unavailable',
      },
    },
    unavailable: {
      description: 'What confirms a deletion could not be read: Try again.',
      tags: ['failed'],
      on: { 'deletion.retry': 'loading' },
    },
    shown: {
      always: [{ guard: 'a sign-in cancelled one', target: 'cancelled' }, { target: 'idle' }],
    },
    idle: {
      description: 'What deleting does, and Delete my account.',
      tags: ['idle'],
      on: { 'deletion.start': 'confirm' },
    },
    cancelled: {
      description: 'As idle, saying a sign-in cancelled the last scheduled deletion.',
      tags: ['idle'],
      on: { 'deletion.start': 'confirm' },
    },
    confirm: {
      description: 'The PIN or password is typed; Back leaves it.',
      tags: ['confirm'],
      on: {
        'deletion.edit': { actions: { type: 'take secret', params: ({ event }) => event } },
        'deletion.submit': [{ guard: 'empty', actions: 'refuse empty' }, { target: 'verifying' }],
        'deletion.back': { target: 'shown', actions: 'forget' },
      },
    },
    verifying: {
      description: 'The server checks the PIN or password, schedules the deletion and ends every session.',
      tags: ['verifying'],
      invoke: {
        src: 'scheduleDeletion',
        id: 'scheduleDeletion',
        input: ({ context }) => ({ secret: context.secret }),
        onDone: [
          {
            guard: { type: 'scheduled', params: ({ event }) => ({ outcome: event.output }) },
            target: 'grace',
            actions: [
              { type: 'take state', params: ({ event }) => ({ state: (event.output as { state: DeletionState }).state }) },
              'forget',
            ],
          },
          {
            target: 'confirm',
            actions: { type: 'take refusal', params: ({ event }) => ({ reason: event.output.ok ? '' : event.output.reason }) },
          },
        ],
        onError: {
          target: 'confirm',
          actions: {
            type: 'take refusal',
            params: { reason: "Couldn't reach the server. Your account is not deleted. Try again." },
          },
        },
      },
    },
    grace: {
      description: 'Scheduled: deleted on scheduledFor unless the person signs in before; every session has ended.',
      tags: ['grace'],
      on: { 'deletion.signOut': { actions: 'signOut' } },
    },
  },
});

export type AccountDeletionActorRef = ActorRefFrom<typeof accountDeletionMachine>;
