import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { SignedInSession } from '../../contract/sessions';
import { testMachineModel } from '../../tests/machines/model';
import { refusalText, sessionsListMachine, type SessionsListEvent } from './sessionsList.machine';

const here: SignedInSession = {
  id: 'here',
  current: true,
  device: 'Firefox on Linux',
  address: '10.0.0.1',
  signed_in_at: '2026-11-25T09:00:00.000Z',
  last_active_at: '2026-11-25T10:00:00.000Z',
};
const phone: SignedInSession = { ...here, id: 'phone', current: false, device: 'Safari on iOS' };
const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

describe('sessionsList machine', () => {
  it('covers every state and transition: load, retry, sign out one, sign out the others, a refusal', async () => {
    await testMachineModel({
      machine: sessionsListMachine.provide({
        actors: {
          loadSessions: never<SignedInSession[], unknown>(),
          signOut: never<void, { id: string }>(),
          signOutOthers: never<number, unknown>(),
        },
      }),
      stateKey: (s) => ({ value: s.value, ids: s.context.sessions.map((x) => x.id), refusal: s.context.refusal }),
      events: (): SessionsListEvent[] => [
        { type: 'xstate.done.actor.loadSessions', output: [here, phone] } as never,
        { type: 'xstate.error.actor.loadSessions', error: new Error('503') } as never,
        { type: 'xstate.done.actor.signOut', output: undefined } as never,
        { type: 'xstate.error.actor.signOut', error: { refusal: { message: 'You have no session with that id.' } } } as never,
        { type: 'xstate.done.actor.signOutOthers', output: 1 } as never,
        { type: 'xstate.error.actor.signOutOthers', error: new Error('offline') } as never,
        { type: 'sessions.retry' },
        { type: 'sessions.signOut', id: 'phone' },
        { type: 'sessions.signOutOthers' },
      ],
      states: {
        'sessionsList.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'sessionsList.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'sessionsList.ready.idle': (s) => {
          expect(s.hasTag('working')).toBe(false);
          // This browser always stays listed; what was signed out is gone, and said so.
          expect(s.context.sessions.some((x) => x.current)).toBe(true);
          if (s.context.notice) {
            expect(s.context.sessions.map((x) => x.id)).toEqual(['here']);
            expect(['Safari on iOS is signed out.', 'Signed out 1 other session.']).toContain(s.context.notice);
          }
          if (s.context.refusal)
            expect(['You have no session with that id.', refusalText(new Error('offline'))]).toContain(s.context.refusal);
        },
        'sessionsList.ready.signingOut': (s) => {
          expect(s.context.signingOut).toBe('phone');
          expect(s.context.refusal).toBeNull();
        },
        'sessionsList.ready.signingOutOthers': (s) => expect(s.hasTag('working')).toBe(true),
      },
    });
  });

  it("words a refusal with the server's sentence, anything else with a general one", () => {
    expect(refusalText({ refusal: { message: 'This is the browser you are using.' } })).toBe(
      'This is the browser you are using.',
    );
    expect(refusalText(new Error('Failed to fetch'))).toMatch(/did not go through/);
    expect(refusalText(null)).toMatch(/did not go through/);
  });
});
