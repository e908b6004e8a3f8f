import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { rootMachine, type RootEvent } from '../../machines/root.machine';
import type { SessionInput } from '../../machines/session.machine';
import type { User } from '../../machines/domain/user';
import { testMachineModel } from './model';

const user: User = {
  user_id: 3, user_name: 'mentor', email: 'm@example.test', first_name: 'Priya', last_name: 'Nair',
  profile_picture: null, user_type: 1, is_mentor: true, mentor_detail: null, care_provider_detail: null,
};

/** A stand-in session that records what the root gives it. */
function recordingSession() {
  const started: SessionInput[] = [];
  const received: RootEvent[] = [];
  let running = 0;
  const logic = fromCallback<RootEvent, SessionInput>(({ input, receive }) => {
    started.push(input);
    running++;
    receive((event) => void received.push(event));
    return () => void running--;
  });
  return { logic, started, received, running: () => running };
}

describe('root machine', () => {
  it('runs auth and settings always, and the session only while signed in', async () => {
    const session = recordingSession();
    await testMachineModel({
      machine: rootMachine.provide({ actors: { session: session.logic } }),
      input: { storedSettings: { mode: 'dark' } },
      stateKey: (s) => ({ value: s.value, signedIn: s.context.user !== null, ready: s.context.sessionReady }),
      beforePath: () => {
        session.started.length = 0;
        session.received.length = 0;
      },
      events: (): RootEvent[] => [
        { type: 'session.started', user },
        { type: 'session.ended' },
        { type: 'session.ready' },
        { type: 'meeting.ended', meetingId: 'm-1' },
        { type: 'location.changed', pathname: '/community', search: '' },
      ],
      states: {
        'root.signedOut': (s) => {
          expect(s.context.user).toBeNull();
          expect(s.context.sessionReady).toBe(false);
          expect(session.running()).toBe(0);
        },
        'root.signedIn': (s) => {
          expect(s.context.user?.user_name).toBe('mentor');
          expect(session.running()).toBe(1);
          // The session starts with the user and where the person is.
          expect(session.started.at(-1)?.user.user_id).toBe(3);
          // Page changes reach the session.
          if (s.context.location.pathname === '/community') expect(session.received.at(-1)?.type).toBe('location.changed');
        },
      },
      always: (_s, { system }) => {
        for (const id of ['auth', 'settings']) expect(system.get(id), id).toBeDefined();
        expect(system.get('settings')?.getSnapshot().context.mode).toBe('dark');
      },
    });
  });

  it('emits MEETING_ENDED system-wide when the session relays it', () => {
    const session = recordingSession();
    const root = createActor(rootMachine.provide({ actors: { session: session.logic } }), { input: {} }).start();
    const meetings: string[] = [];
    root.on('meeting.ended', (e) => void meetings.push(e.meetingId));
    root.send({ type: 'meeting.ended', meetingId: 'ignored while signed out' });
    root.send({ type: 'session.started', user });
    root.send({ type: 'meeting.ended', meetingId: 'm-77' });
    expect(meetings).toEqual(['m-77']);
    root.send({ type: 'session.ended' });
    expect(session.running()).toBe(0);
  });
});
