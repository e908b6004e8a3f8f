import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { rootMachine, sessionAuthMachine, type RootEvent, type SessionLogic } from './root.machine';
import type { SessionInput } from '../session/session.machine';
import type { User } from '../domain/user';
import type { CheckSessionOutput } from '../auth/auth.machine';
import { testMachineModel } from '../../tests/machines/model';
import { systemActors } from '../system';

const user: User = {
  user_id: 3,
  user_name: 'mentor',
  email: 'm@example.test',
  first_name: 'Priya',
  last_name: 'Nair',
  profile_picture: null,
  user_type: 1,
  is_mentor: true,
  mentor_detail: null,
  care_provider_detail: null,
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

/** The auth actor with a provider that says nobody is signed in (the root's tests drive sign-in by events). */
const signedOutAuth = sessionAuthMachine.provide({
  actors: {
    checkSession: fromPromise(async (): Promise<CheckSessionOutput> => ({ session: null, returnTo: null })),
    sessionEvents: fromCallback(() => () => {}),
  },
  actions: { 'report error': () => {} },
});

/** The session's code never finishes loading by itself: the model sends the loader's done and error events. */
const pendingLoad = fromPromise<SessionLogic>(() => new Promise<SessionLogic>(() => {}));

describe('root machine', () => {
  it('runs auth and settings always, and the session only while signed in', async () => {
    const session = recordingSession();
    const failures: unknown[] = [];
    await testMachineModel({
      machine: rootMachine.provide({
        actors: { auth: signedOutAuth, loadSession: pendingLoad },
        actions: { 'report session failure': (_, { error }) => void failures.push(error) },
      }),
      input: { storedSettings: { mode: 'dark' } },
      stateKey: (s) => ({ value: s.value, signedIn: s.context.user !== null, ready: s.context.sessionReady }),
      beforePath: () => {
        session.started.length = 0;
        session.received.length = 0;
        failures.length = 0;
      },
      events: (): RootEvent[] => [
        { type: 'session.started', user },
        { type: 'session.ended' },
        { type: 'xstate.done.actor.loadSession', output: session.logic } as never,
        { type: 'xstate.error.actor.loadSession', error: new Error('Loading chunk 7 failed') } as never,
        { type: 'meeting.ended', meetingId: 'm-1' },
        { type: 'location.changed', pathname: '/community', search: '' },
      ],
      states: {
        'root.signedOut': (s) => {
          expect(s.context.user).toBeNull();
          expect(s.context.sessionReady).toBe(false);
          expect(session.running()).toBe(0);
        },
        'root.signedIn.loading': (s) => {
          expect(s.context.user?.user_name).toBe('mentor');
          expect(s.context.sessionReady).toBe(false);
          expect(session.running()).toBe(0);
        },
        'root.signedIn.running': (s) => {
          expect(s.context.user?.user_name).toBe('mentor');
          expect(s.context.sessionReady).toBe(true);
          expect(session.running()).toBe(1);
          // The session starts with the user and where the person is.
          expect(session.started.at(-1)?.user.user_id).toBe(3);
          // Page changes reach the session.
          if (s.context.location.pathname === '/community') expect(session.received.at(-1)?.type).toBe('location.changed');
        },
        'root.signedIn.unavailable': (s) => {
          expect(s.context.sessionReady).toBe(false);
          expect(session.running()).toBe(0);
          expect(failures).toHaveLength(1);
        },
      },
      always: (_s, { system }) => {
        for (const id of ['auth', 'settings']) expect(system.get(id), id).toBeDefined();
        expect(system.get('settings')?.getSnapshot().context.mode).toBe('dark');
      },
    });
  });

  it('emits MEETING_ENDED system-wide when the session relays it', async () => {
    const session = recordingSession();
    const root = createActor(
      rootMachine.provide({
        actors: { auth: signedOutAuth, loadSession: fromPromise(async () => session.logic as unknown as SessionLogic) },
      }),
      {
        input: {},
      },
    ).start();
    const meetings: string[] = [];
    root.on('meeting.ended', (e) => void meetings.push(e.meetingId));
    root.send({ type: 'meeting.ended', meetingId: 'ignored while signed out' });
    root.send({ type: 'session.started', user });
    await waitFor(root, (s) => s.matches({ signedIn: 'running' }));
    root.send({ type: 'meeting.ended', meetingId: 'm-77' });
    expect(meetings).toEqual(['m-77']);
    root.send({ type: 'session.ended' });
    expect(session.running()).toBe(0);
  });

  it('owns the session: spawns it in its system and stops it on sign-out without an error (XState v5 refuses child.stop())', async () => {
    const { sessionMachine } = await import('../session/session.machine');
    const errors: unknown[] = [];
    const logic = sessionMachine.provide({
      actors: {
        counts: fromCallback(() => () => {}) as never,
        eventStream: fromCallback(() => () => {}) as never,
        chatSocket: fromCallback(() => () => {}),
        welcomeHints: fromCallback(() => () => {}) as never,
        sideLists: fromCallback(() => () => {}) as never,
        idleSignOut: fromCallback(() => () => {}) as never,
      },
    });
    const root = createActor(
      rootMachine.provide({
        actors: { auth: signedOutAuth, loadSession: fromPromise(async () => logic as unknown as SessionLogic) },
      }),
      { input: {} },
    );
    root.subscribe({ error: (error) => void errors.push(error) });
    root.start();
    root.send({ type: 'session.started', user });
    await waitFor(root, (s) => s.matches({ signedIn: 'running' }));
    expect(root.system.get('session')).toBeDefined();
    expect(root.system.get('toasts')).toBeDefined();
    // Every actor the registry names (machines/system.ts) runs under its systemId while signed in.
    const missing = Object.keys(systemActors).filter((id) => root.system.get(id) === undefined);
    expect(missing, 'registered in machines/system.ts but not running').toEqual([]);
    root.send({ type: 'session.ended' });
    expect(root.getSnapshot().matches('signedOut')).toBe(true);
    expect(root.getSnapshot().children.session).toBeUndefined();
    expect(root.system.get('session')).toBeUndefined();
    expect(root.system.get('toasts')).toBeUndefined();
    // The idle sign-out is the session's child (issue #62): it ends with it.
    expect(root.system.get('idleSignOut')).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
