import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { ChatRefused, type BlockedPerson } from './messaging.types';
import { blockedListMachine, type BlockedListEvent } from './blockedList.machine';

const alex: BlockedPerson = {
  user_id: 4,
  user_name: 'provider',
  first_name: 'Alex',
  last_name: 'Morgan',
  profile_picture: null,
  blocked_at: '2026-11-20T10:00:00.000Z',
};
const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

describe('blockedList machine', () => {
  it('covers every state and transition: load, retry, unblock, a failed unblock', async () => {
    await testMachineModel({
      machine: blockedListMachine.provide({
        actors: { fetchBlocked: never<BlockedPerson[], unknown>(), unblock: never<void, { userId: number }>() },
      }),
      stateKey: (s) => ({
        value: s.value,
        n: s.context.people.length,
        refusal: s.context.refusal !== null,
        notice: s.context.notice,
      }),
      events: (): BlockedListEvent[] => [
        { type: 'xstate.done.actor.fetchBlocked', output: [alex] } as never,
        { type: 'xstate.error.actor.fetchBlocked', error: new Error('503') } as never,
        { type: 'xstate.done.actor.unblock', output: undefined } as never,
        {
          type: 'xstate.error.actor.unblock',
          error: new ChatRefused({ code: '404', message: 'That person was not found.' }),
        } as never,
        { type: 'blocked.retry' },
        { type: 'blocked.unblock', userId: 4 },
        { type: 'blocked.dismiss' },
      ],
      states: {
        'blockedList.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'blockedList.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'blockedList.ready.idle': (s) => {
          if (s.context.notice) expect(s.context.notice).toBe('Alex Morgan is unblocked.');
        },
        'blockedList.ready.unblocking': (s) => expect(s.context.unblocking).toBe(4),
      },
    });
  });
});
