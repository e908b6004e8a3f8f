import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { ConnectionsRefused, type PublicProfile } from './connections.types';
import { profilePageMachine, type ProfilePageEvent } from './profilePage.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const profile = (blocked: boolean): PublicProfile => ({
  user: { user_id: 4, user_name: 'mentor', display_name: 'Jordan Lee', user_type: 5, is_mentor: true, profile_picture: null },
  bio: 'Helps families.',
  relation: 'none',
  request_id: null,
  communities: null,
  next_free: null,
  rating: null,
  blocked,
});

describe('profile page machine', () => {
  it('covers every state and transition: found, not found (unknown or blocked: alike), failed and Try again, Block and Unblock', async () => {
    await testMachineModel({
      machine: profilePageMachine.provide({
        actors: {
          loadProfile: never<PublicProfile | null, { userName: string }>(),
          setBlocked: never<void, { userId: number; blocked: boolean }>(),
        },
      }),
      input: { userName: 'mentor' },
      stateKey: (s) => ({ value: s.value, blocked: s.context.profile?.blocked ?? null, message: s.context.message }),
      events: (): ProfilePageEvent[] => [
        { type: 'profile.retry' },
        { type: 'profile.block' },
        { type: 'profile.unblock' },
        { type: 'xstate.done.actor.loadProfile', output: profile(false) } as never,
        { type: 'xstate.done.actor.loadProfile', output: null } as never,
        { type: 'xstate.error.actor.loadProfile', error: new Error('503') } as never,
        { type: 'xstate.done.actor.setBlocked' } as never,
        {
          type: 'xstate.error.actor.setBlocked',
          error: new ConnectionsRefused({ code: 'forbidden', message: 'Give your PIN first.' }),
        } as never,
      ],
      states: {
        'profilePage.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'profilePage.found': (s) => expect(s.context.profile?.user.user_name).toBe('mentor'),
        'profilePage.changingBlock': (s) => expect(s.hasTag('busy')).toBe(true),
        'profilePage.notFound': (s) => expect(s.context.profile).toBeNull(),
        'profilePage.failed': (s) => expect(s.context.refusal?.code).toBe('unavailable'),
      },
    });
  });
});
