import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { rootMachine, type RootEvent } from '../../machines/root.machine';
import { countsMachine } from '../../machines/counts.machine';
import type { ChatNotification, RealtimeNotification } from '../../machines/domain/notifications';
import type { User } from '../../machines/domain/user';
import { testMachineModel } from './model';

const user: User = {
  user_id: 3, user_name: 'mentor', email: 'm@example.test', first_name: 'Priya', last_name: 'Nair',
  profile_picture: null, user_type: 1, is_mentor: true, mentor_detail: null, care_provider_detail: null,
};
const zero = fromPromise<number, { userId: number }>(async () => 0);
const comment: RealtimeNotification = { notificationId: '1', type: 'Post', subType: 'Comment', notification: 'Maya commented', postId: 4 };
const chat: ChatNotification = { notificationMessage: 'Are you free at 3?', senderInfo: { user_name: 'caregiver' }, showNotification: true };

function providedRoot(played: { count: number }) {
  return rootMachine.provide({
    actors: {
      counts: countsMachine.provide({
        actors: { loadNotificationCount: zero, loadUnreadChatCount: zero, loadPendingInvitationCount: zero },
      }),
    },
    actions: { 'play chat alert': () => void played.count++ },
  });
}

describe('root machine', () => {
  it('runs the long-lived actors always and the session actors only while signed in', async () => {
    const played = { count: 0 };
    await testMachineModel({
      machine: providedRoot(played),
      input: { storedSettings: { mode: 'dark' } },
      stateKey: (s) => ({ value: s.value, signedIn: s.context.user !== null }),
      beforePath: () => void (played.count = 0),
      events: (): RootEvent[] => [
        { type: 'session.started', user },
        { type: 'session.ended' },
        { type: 'server.event', notification: comment },
        { type: 'chat.received', message: chat },
        { type: 'location.changed', pathname: '/community', search: '' },
      ],
      states: {
        'root.signedOut': (s, { system }) => {
          for (const id of ['counts', 'eventStream']) expect(system.get(id)).toBeUndefined();
          expect(s.context.user).toBeNull();
        },
        'root.signedIn': (s, { system }) => {
          expect(s.context.user?.user_name).toBe('mentor');
          expect(system.get('counts')?.getSnapshot().context.userId).toBe(3);
          expect(system.get('eventStream')?.getSnapshot().context.userId).toBe(3);
        },
      },
      always: (_s, { system }) => {
        for (const id of ['auth', 'settings', 'toasts']) expect(system.get(id), id).toBeDefined();
        expect(system.get('settings')?.getSnapshot().context.mode).toBe('dark');
        // A toast or a chat alert can only come from a signed-in session.
        const toasts = system.get('toasts')!.getSnapshot().context;
        expect(toasts.visible.length).toBeLessThanOrEqual(3);
        expect(played.count).toBeLessThanOrEqual(toasts.seq);
      },
    });
  });

  function signedIn() {
    const played = { count: 0 };
    const root = createActor(providedRoot(played), { input: {} }).start();
    root.send({ type: 'session.started', user });
    const toasts = () => root.system.get('toasts')!.getSnapshot();
    const counts = () => root.system.get('counts')!.getSnapshot().context;
    return { root, played, toasts, counts };
  }

  it('turns server events into toasts, cards, chips, counts and broadcasts (SPEC §4)', async () => {
    const { root, toasts, counts } = signedIn();
    await new Promise((r) => setTimeout(r, 0)); // counts load (0)
    const meetings: string[] = [];
    root.on('meeting.ended', (e) => void meetings.push(e.meetingId));

    root.send({ type: 'server.event', notification: comment });
    expect(toasts().context.visible[0]).toMatchObject({ text: 'Maya commented', route: '/community/4' });
    expect(counts().notifications).toBe(1);

    root.send({ type: 'server.event', notification: { notificationId: '2', type: 'Concierge', subType: 'Session Reminder', notification: 'Session at 10:00', postId: 9 } });
    expect(toasts().context.reminder).toEqual({ text: 'Session at 10:00', route: '/mentorship?tab=3&sid=9' });

    root.send({ type: 'server.event', notification: { notificationId: '3', type: 'Post', subType: 'Post created', notification: 'New post' } });
    expect(toasts().hasTag('new post')).toBe(false); // not on /community: nothing
    root.send({ type: 'location.changed', pathname: '/community', search: '' });
    root.send({ type: 'server.event', notification: { notificationId: '4', type: 'Post', subType: 'Post created', notification: 'New post' } });
    expect(toasts().hasTag('new post')).toBe(true);

    root.send({ type: 'server.event', notification: { notificationId: '5', type: 'MEETING_ENDED', notification: '', meeting_id: 'm-77' } });
    expect(meetings).toEqual(['m-77']);
    expect(counts().notifications).toBe(4); // MEETING_ENDED does not count

    root.send({ type: 'server.event', notification: { notificationId: '6', type: 'Invitation', notification: 'Scheduled maintenance tonight', notificationFrom: 'SYSADMIN' } });
    expect(toasts().context.visible.at(-1)).toMatchObject({ system: true, title: 'NeuroHealth Care' });
  });

  it('pops up a chat message with the alert unless that chat is open', () => {
    const { root, played, toasts } = signedIn();
    root.send({ type: 'chat.received', message: chat });
    expect(toasts().context.visible[0]).toMatchObject({ kind: 'chat', title: 'caregiver', route: '/people-chat?u=caregiver' });
    expect(played.count).toBe(1);
    root.send({ type: 'location.changed', pathname: '/people-chat', search: '?u=caregiver' });
    root.send({ type: 'chat.received', message: chat });
    expect(toasts().context.visible).toHaveLength(1);
    expect(played.count).toBe(1);
    root.send({ type: 'chat.received', message: { ...chat, group_id: 12 } });
    expect(toasts().context.visible[1]).toMatchObject({ route: '/people-chat?g=12' });
    root.send({ type: 'chat.received', message: { ...chat, showNotification: false } });
    expect(toasts().context.visible).toHaveLength(2);
  });
});
