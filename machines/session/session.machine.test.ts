import { describe, expect, it } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { PageLiveEvent } from '../domain/pageOwner.machine';
import { countsMachine } from '../counts/counts.machine';
import type { ChatNotification, RealtimeNotification } from '../domain/notifications';
import type { User } from '../domain/user';
import type { EventSourceInput, EventStreamEvent } from '../eventStream/eventStream.machine';
import {
  sessionEventStreamMachine,
  sessionMachine,
  type ChatSocketEvent,
  type ChatSocketInput,
  type SessionEvent,
} from './session.machine';
import { idleSignOutMachine } from '../idleSignOut/idleSignOut.machine';
import { sideListsMachine } from '../sideLists/sideLists.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import { welcomeHintsMachine } from '../welcomeHints/welcomeHints.machine';
import { testMachineModel } from '../../tests/machines/model';
import { liveComment } from '../community/fixtures';
import type { NotificationChoices } from '../../contract/preferences';

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
/** A page flow held by a feature's owner, keeping every live event the owner hands it. */
const hearing = setup({ types: { context: {} as { heard: PageLiveEvent[] }, events: {} as PageLiveEvent } }).createMachine({
  context: { heard: [] },
  on: { '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) } },
});
/** Opens a hearing page under `owner` in the session's system; returns what it heard so far. */
function pageUnder(system: { get(id: string): AnyActorRef | undefined }, owner: string) {
  const key = `${owner}/probe`;
  system.get(owner)!.send({ type: 'page.open', key, logic: hearing });
  return () => (system.get(key)!.getSnapshot() as { context: { heard: PageLiveEvent[] } }).context.heard;
}
const zero = fromPromise<number, { userId: number }>(async () => 0);
const comment: RealtimeNotification = {
  notificationId: '1',
  type: 'Post',
  subType: 'Comment',
  notification: 'Maya commented',
  postId: 4,
};
const chat: ChatNotification = {
  notificationMessage: 'Are you free at 3?',
  senderInfo: { user_name: 'caregiver' },
  showNotification: true,
};

/** MEETING_ENDED announcements the session made to its owner. */
const announced: string[] = [];
/** What the session told the auth actor of the session's end or a refused connection. */
const toldAuth: string[] = [];
/** The event stream's source's sendBack, to play the server's messages. */
let streamSays: ((event: EventStreamEvent) => void) | undefined;
/** The resume points the session told its chat socket. */
const toldSocket: number[] = [];

function providedSession(played: { count: number }) {
  return sessionMachine.provide({
    actors: {
      counts: countsMachine.provide({
        actors: { loadNotificationCount: zero, loadUnreadChatCount: zero, loadPendingInvitationCount: zero },
      }),
      // The toasts actor plays a notice's sound (the person's choices: never read here, so the defaults).
      toasts: toastsMachine.provide({
        actors: { readChoices: fromPromise<NotificationChoices>(() => new Promise(() => {})) },
        actions: { 'play sound': (_, { of }) => void (of === 'Chat' && played.count++) },
      }),
      chatSocket: fromCallback<ChatSocketEvent, ChatSocketInput>(({ receive }) => {
        receive((event) => void (event.type === 'chat.resumeAfter' && toldSocket.push(event.position)));
        return () => {};
      }),
      eventStream: sessionEventStreamMachine.provide({
        actors: {
          eventSource: fromCallback<EventStreamEvent, EventSourceInput>(({ sendBack }) => {
            streamSays = sendBack;
            return () => {};
          }),
          pageLifecycle: fromCallback(() => () => {}),
        },
        actions: { 'report failure': () => {} },
      }),
      welcomeHints: welcomeHintsMachine.provide({
        actors: { loadSeenHints: fromPromise(async () => ({ welcome: false, tools: false })) as never },
        actions: { 'remember hint': () => {} },
      }),
      sideLists: sideListsMachine.provide({
        actors: {
          loadMyCommunities: fromPromise(async () => []) as never,
          loadMyNotes: fromPromise(async () => ({ personal: [], shared_by_me: [], shared_with_me: [] })) as never,
        },
      }),
      // Idle sign-out (issue #62): no tab is used here, and the test's paths never last 29 minutes.
      idleSignOut: idleSignOutMachine.provide({
        actors: {
          watchActivity: fromCallback(() => () => {}),
          otherTabs: fromCallback(() => () => {}),
          endSession: fromPromise(() => new Promise<void>(() => {})),
        },
        actions: { 'end the session here': () => {} },
      }),
    },
    actions: {
      'announce meeting ended': (_, { meetingId }) => void announced.push(meetingId),
      'end the session': (_, { reason }) => void toldAuth.push(`ended:${reason}`),
      'confirm the session': () => void toldAuth.push('confirm'),
    },
  });
}

describe('session machine', () => {
  it('runs every session actor, and takes every transition', async () => {
    const played = { count: 0 };
    await testMachineModel({
      machine: providedSession(played),
      input: { user, location: { pathname: '/dashboard', search: '' } },
      // The chat position is part of a state: past it, an overlapping replay is dropped.
      stateKey: (s) => ({ value: s.value, path: s.context.location.pathname, chat: s.context.chatPosition }),
      beforePath: () => {
        played.count = 0;
        toldSocket.length = 0;
      },
      events: (): SessionEvent[] => [
        { type: 'server.event', notification: comment },
        { type: 'chat.received', message: chat },
        { type: 'connection.refused', reason: 'Too many open tabs: live chat paused here.' },
        { type: 'chat.update', update: { kind: 'members', chat_id: 12 } },
        // With outbox positions: taken once, or dropped at or before the position taken.
        { type: 'chat.received', message: chat, position: 5 },
        { type: 'chat.update', update: { kind: 'read', chat_id: 12 }, position: 6 },
        { type: 'chat.position', position: 7 },
        { type: 'chat.reconnected' },
        { type: 'chat.typing', chatId: 12, userId: 4 },
        { type: 'chat.tellTyping', chatId: 12 },
        { type: 'chat.connection', connected: true },
        { type: 'call.heard', event: 'call:peer', payload: { meeting_id: 'm', event: 'joined' } },
        { type: 'call.tell', event: 'call:join', payload: { meeting_id: 'm' } },
        { type: 'location.changed', pathname: '/community', search: '' },
        { type: 'location.changed', pathname: '/mentorship', search: '' },
        { type: 'meeting.ended', meetingId: 'm-1' },
        { type: 'session.revoked', reason: 'signed_out_elsewhere' },
        { type: 'session.refused' },
      ],
      states: {
        session: (s, { system }) => {
          expect(s.context.user.user_id).toBe(3);
          for (const id of [
            'counts',
            'eventStream',
            'toasts',
            'headerScroll',
            'shellLayout',
            'welcomeHints',
            'sideLists',
            'search',
            'idleSignOut',
          ]) {
            expect(system.get(id), id).toBeDefined();
          }
          expect(system.get('headerScroll')?.getSnapshot().hasTag('shown')).toBe(true);
          expect(system.get('shellLayout')?.getSnapshot().hasTag('drawer open')).toBe(false);
          expect(system.get('counts')?.getSnapshot().context.userId).toBe(3);
          // The idle sign-out tells activity on this person's own channel of tabs.
          expect(system.get('idleSignOut')?.getSnapshot().context.userId).toBe(3);
          // Welcome hints are tracked for this user's e-mail (SPEC §4).
          expect(system.get('welcomeHints')?.getSnapshot().context.email).toBe('m@example.test');
          // The side menu's lists load when their mode shows (SPEC §2).
          const lists = system.get('sideLists')!.getSnapshot().context;
          if (s.context.location.pathname === '/community') expect(lists.communitiesFor).toBe(3);
          if (s.context.location.pathname === '/mentorship') expect(lists.notesFor).toBe(3);
          if (s.context.location.pathname === '/dashboard') expect([lists.communitiesFor, lists.notesFor]).toEqual([null, null]);
          const toasts = system.get('toasts')!.getSnapshot().context;
          expect(toasts.visible.length).toBeLessThanOrEqual(3);
          expect(played.count).toBeLessThanOrEqual(toasts.seq);
          // The socket was told every position taken, the newest last.
          expect(toldSocket.at(-1) ?? 0).toBe(s.context.chatPosition);
        },
      },
    });
  });

  function running() {
    const played = { count: 0 };
    announced.length = 0;
    const session = createActor(providedSession(played), {
      input: { user, location: { pathname: '/dashboard', search: '' } },
    }).start();
    const toasts = () => session.system.get('toasts')!.getSnapshot();
    const counts = () => session.system.get('counts')!.getSnapshot().context;
    return { session, played, toasts, counts };
  }

  it('turns server events into toasts, cards, chips, counts and broadcasts (SPEC §4)', async () => {
    const { session, toasts, counts } = running();
    await new Promise((r) => setTimeout(r, 0)); // counts load (0)
    const meetings = announced;

    session.send({ type: 'server.event', notification: comment });
    expect(toasts().context.visible[0]).toMatchObject({ text: 'Maya commented', route: '/community/4' });
    expect(counts().notifications).toBe(1);

    session.send({
      type: 'server.event',
      notification: {
        notificationId: '2',
        type: 'Concierge',
        subType: 'Session Reminder',
        notification: 'Session at 10:00',
        postId: 9,
      },
    });
    expect(toasts().context.reminder).toEqual({ text: 'Session at 10:00', route: '/mentorship?tab=3&sid=9' });

    session.send({
      type: 'server.event',
      notification: { notificationId: '3', type: 'Post', subType: 'Post created', notification: 'New post', postId: 3 },
    });
    expect(toasts().hasTag('new post')).toBe(false); // not on /community: nothing
    session.send({ type: 'location.changed', pathname: '/community', search: '' });
    session.send({
      type: 'server.event',
      notification: { notificationId: '4', type: 'Post', subType: 'Post created', notification: 'New post', postId: 4 },
    });
    expect(toasts().hasTag('new post')).toBe(true);

    session.send({
      type: 'server.event',
      notification: { notificationId: '5', type: 'MEETING_ENDED', notification: '', meeting_id: 'm-77' },
    });
    expect(meetings).toEqual(['m-77']);
    expect(counts().notifications).toBe(4); // MEETING_ENDED does not count

    session.send({
      type: 'server.event',
      notification: {
        notificationId: '6',
        type: 'Invitation',
        notification: 'Scheduled maintenance tonight',
        notificationFrom: 'SYSADMIN',
      },
    });
    expect(toasts().context.visible.at(-1)).toMatchObject({ system: true, title: 'NeuroHealth Care' });
  });

  it('tells the auth actor why the server ended the session (stream or socket), and asks it to renew after a refusal', () => {
    const { session } = running();
    toldAuth.length = 0;
    streamSays!({ type: 'stream.opened' });
    streamSays!({ type: 'stream.refused' });
    expect(toldAuth).toEqual(['confirm']);
    expect(session.system.get('eventStream')!.getSnapshot().hasTag('reconnecting')).toBe(true);
    // The chat socket says it directly to the session.
    session.send({ type: 'session.revoked', reason: 'suspended' });
    expect(toldAuth).toEqual(['confirm', 'ended:suspended']);
  });

  it('tells the auth actor when the event stream hears the session ended, and the stream stays closed', () => {
    const { session } = running();
    toldAuth.length = 0;
    streamSays!({ type: 'stream.opened' });
    streamSays!({ type: 'stream.sessionEnded', reason: 'signed_out_by_administrator' });
    expect(toldAuth).toEqual(['ended:signed_out_by_administrator']);
    expect(session.system.get('eventStream')).toBeUndefined();
  });

  it('shows a refused connection (a per-user limit) as a system toast (#7.15)', () => {
    const { session, toasts, played } = running();
    session.send({ type: 'connection.refused', reason: 'Too many open tabs: live chat paused here.' });
    expect(toasts().context.visible[0]).toMatchObject({
      system: true,
      title: 'NeuroHealth Care',
      text: 'Too many open tabs: live chat paused here.',
      route: null,
    });
    expect(played.count).toBe(0);
  });

  it('pops up a chat message with the alert unless that chat is open', () => {
    const { session, played, toasts } = running();
    session.send({ type: 'chat.received', message: chat });
    expect(toasts().context.visible[0]).toMatchObject({ kind: 'chat', title: 'caregiver', route: '/people-chat?u=caregiver' });
    expect(played.count).toBe(1);
    session.send({ type: 'location.changed', pathname: '/people-chat', search: '?u=caregiver' });
    session.send({ type: 'chat.received', message: chat });
    expect(toasts().context.visible).toHaveLength(1);
    expect(played.count).toBe(1);
    session.send({ type: 'chat.received', message: { ...chat, group_id: 12 } });
    expect(toasts().context.visible[1]).toMatchObject({ route: '/people-chat?g=12' });
    session.send({ type: 'chat.received', message: { ...chat, showNotification: false } });
    expect(toasts().context.visible).toHaveLength(2);
  });

  it('passes every chat message, update, reconnection and typing notice on to the messaging and call owners (issue #60)', () => {
    const { session } = running();
    const messaging = pageUnder(session.system, 'messaging');
    const besideCall = pageUnder(session.system, 'call');
    session.send({ type: 'chat.received', message: { ...chat, showNotification: false } });
    session.send({ type: 'chat.update', update: { kind: 'removed', chat_id: 12, user_id: 1 } });
    session.send({ type: 'chat.reconnected' });
    session.send({ type: 'chat.typing', chatId: 12, userId: 4 });
    const passedOn = [
      { type: 'chat.message', message: { ...chat, showNotification: false } },
      { type: 'chat.update', update: { kind: 'removed', chat_id: 12, user_id: 1 } },
      { type: 'chat.reconnected' },
      { type: 'chat.typing', chatId: 12, userId: 4 },
    ];
    expect(messaging()).toEqual(passedOn);
    expect(besideCall()).toEqual(passedOn);
  });

  it("passes another administrator's claim on the moderation queue on to the admin owner, typed (issue #60)", () => {
    const { session } = running();
    const admin = pageUnder(session.system, 'admin');
    const claim = { target_type: 'POST' as const, target_id: 5, claimed_by: null };
    session.send({
      type: 'server.event',
      notification: {
        notificationId: 'evt-q',
        type: 'ADMIN_QUEUE',
        notification: 'claimed',
        claim,
        createdAt: '2026-01-01T10:00:00Z',
      },
    });
    expect(admin()).toEqual([{ type: 'admin.queueClaim', claim }]);
  });

  it('takes each chat event once by its outbox position and tells the socket where to resume (issue #39)', () => {
    const { session, played, toasts } = running();
    toldSocket.length = 0;
    const messaging = pageUnder(session.system, 'messaging');
    const heard = () => messaging().map((e) => e.type);
    // A fresh socket learns where it starts; then events come with their positions.
    session.send({ type: 'chat.position', position: 40 });
    session.send({ type: 'chat.received', message: chat, position: 41 });
    session.send({ type: 'chat.update', update: { kind: 'read', chat_id: 12 }, position: 42 });
    // After a reconnection the replay overlaps what was taken: dropped, not counted or toasted again.
    session.send({ type: 'chat.received', message: chat, position: 41 });
    session.send({ type: 'chat.update', update: { kind: 'read', chat_id: 12 }, position: 42 });
    session.send({ type: 'chat.received', message: chat, position: 43 });
    // A position the socket learns late (smaller than one taken) does not move the resume point back.
    session.send({ type: 'chat.position', position: 39 });
    expect(toldSocket).toEqual([40, 41, 42, 43]);
    expect(session.getSnapshot().context.chatPosition).toBe(43);
    expect(heard()).toEqual(['chat.message', 'chat.update', 'chat.message']);
    expect(played.count).toBe(2);
    expect(toasts().context.visible).toHaveLength(2);
  });

  it('routes a note shared with this person to the notes owner, the call owner (the note beside a call) and My Notes, and still toasts it', () => {
    const { session, toasts } = running();
    const heard = pageUnder(session.system, 'notes');
    const besideCall = pageUnder(session.system, 'call');
    session.send({ type: 'location.changed', pathname: '/mentorship', search: '' });
    const lists = session.system.get('sideLists')!;
    expect(lists.getSnapshot().matches({ notes: 'loading' })).toBe(true);
    session.send({
      type: 'server.event',
      notification: {
        notificationId: 'evt-9',
        type: 'Concierge',
        subType: 'Note shared',
        notification: 'Jordan Lee shared a note with you.',
        postId: 41,
        createdAt: '2026-01-01T10:00:00Z',
      },
    });
    expect(heard()).toEqual([{ type: 'notes.changed', noteId: 41 }]);
    expect(besideCall()).toEqual([{ type: 'notes.changed', noteId: 41 }]);
    expect(toasts().context.visible.at(-1)).toMatchObject({ route: '/mentorship/notes?noteId=41&noteType=shared_with_me&tab=3' });
  });

  it('routes PRIVACY news without a toast: a share ended to the screening owner, a new access-log entry to the accessLog owner', () => {
    const { session, toasts } = running();
    const shared = pageUnder(session.system, 'screening');
    const log = pageUnder(session.system, 'accessLog');
    const before = toasts().context.visible.length;
    const entry = {
      id: 3,
      at: '2026-12-07T09:00:00.000Z',
      reader: { user_id: 5, display_name: 'Jordan Lee' },
      kind: 'note' as const,
      what: 'the note “Night log”',
      reason: null,
    };
    const privacy = (p: unknown, id: string) =>
      session.send({
        type: 'server.event',
        notification: {
          notificationId: id,
          type: 'PRIVACY',
          notification: '',
          privacy: p,
          createdAt: '2026-12-07T09:00:00Z',
        } as never,
      });
    privacy({ change: 'screening unshared', share_id: 8 }, 'evt-1');
    privacy({ change: 'screening shared', share_id: 9 }, 'evt-2');
    privacy({ change: 'access logged', entry }, 'evt-3');
    expect(shared()).toEqual([
      { type: 'privacy.screeningUnshared', shareId: 8 },
      { type: 'privacy.screeningShared', shareId: 9 },
    ]);
    expect(log()).toEqual([{ type: 'privacy.accessLogged', entry }]);
    expect(toasts().context.visible).toHaveLength(before);
  });

  it('a follow request raises the pending invitation count at once and is passed on to the connections and dashboard owners with its sender; an acceptance is passed on without it', () => {
    const { session, toasts } = running();
    const heard = pageUnder(session.system, 'connections');
    const dashboard = pageUnder(session.system, 'dashboard');
    const counts = () => session.system.get('counts')!.getSnapshot().context;
    const before = counts().pendingInvitations;
    const request = {
      notificationId: 'evt-10',
      type: 'Follow Request' as const,
      notification: 'Daniel Reed wants to follow you.',
      notificationFrom: '12',
      notificationUsername: 'careseeker',
      createdAt: '2026-01-01T10:00:00Z',
    };
    session.send({ type: 'server.event', notification: request });
    expect(counts().pendingInvitations).toBe(before + 1);
    expect(toasts().context.visible.at(-1)).toMatchObject({ route: '/connectpeople?value=3' });
    session.send({ type: 'server.event', notification: { ...request, notificationId: 'evt-11', subType: 'Follow accepted' } });
    expect(counts().pendingInvitations).toBe(before + 1);
    expect(toasts().context.visible.at(-1)).toMatchObject({ route: '/connectpeople?value=2' });
    const passedOn = [
      { type: 'connections.changed', fromUserId: 12, accepted: false },
      { type: 'connections.changed', fromUserId: 12, accepted: true },
    ];
    expect(heard()).toEqual(passedOn);
    expect(dashboard()).toEqual(passedOn);
  });

  it('routes a community event about a post to the community and dashboard owners, with its post id and its comment', () => {
    const { session } = running();
    const community = pageUnder(session.system, 'community');
    const dashboard = pageUnder(session.system, 'dashboard');
    const given = liveComment(40, { post_id: 4 });
    session.send({ type: 'server.event', notification: { ...comment, notificationId: 'evt-12' } });
    session.send({ type: 'server.event', notification: { ...comment, notificationId: 'evt-13', comment: given } });
    const passedOn = [
      { type: 'community.post', subType: 'Comment', postId: 4, comment: null },
      { type: 'community.post', subType: 'Comment', postId: 4, comment: given },
    ];
    expect(community()).toEqual(passedOn);
    expect(dashboard()).toEqual(passedOn);
  });
});
