import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { conversationMachine, type PageInput } from './conversation.machine';
import { testMachineModel } from '../../tests/machines/model';
import {
  ChatRefused,
  DEFAULT_PERMISSIONS,
  sampleMessage,
  type Conversation,
  type GroupDetails,
  type MessagePage,
} from './messaging.types';
import type { SessionEmitted } from '../domain/sessionEvents';
import { conversationsMachine, PRESENCE_REFRESH_MS, presenceIds, type ConversationsEvent } from './conversations.machine';

const conversation = (id: number, unread: number, overrides: Partial<Conversation> = {}): Conversation => ({
  chat_id: id,
  is_group: false,
  chat_name: 'Priya Shah',
  image_url: null,
  other_user_name: 'mentor',
  participants: [
    { user_id: 1, user_name: 'caregiver', first_name: 'Maya', last_name: null, profile_picture: null, is_admin: false },
    { user_id: 3, user_name: 'mentor', first_name: 'Priya', last_name: 'Shah', profile_picture: null, is_admin: false },
  ],
  unread_count: unread,
  is_request: false,
  is_admin: false,
  removed: false,
  last_message: null,
  ...overrides,
});
const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
/** The session's chat events, none heard: a test that needs one sends it to the list itself. */
const notification = (message: unknown) => ({
  notificationMessage: 'New message',
  senderInfo: { user_name: 'mentor', profile_picture: null },
  showNotification: true,
  ...(message === undefined ? {} : { message }),
});
const chatMessage = (message: unknown): SessionEmitted => ({ type: 'chat.message', message: notification(message) });
/** An open conversation with chat 1, as the page opens it. */
const openChat = (chatId: number | null, userName = 'mentor') =>
  ({
    type: 'conversations.open',
    conversation: { key: { kind: 'direct', userName }, chatId, userId: 1, draft: '' },
  }) as const;

describe('conversations machine', () => {
  it('covers every state and transition: load, refresh, presence, accept and block a request, leave a group request', async () => {
    await testMachineModel({
      machine: conversationsMachine.provide({
        actors: {
          conversation: conversationMachine.provide({
            actors: { fetchPage: never<MessagePage, PageInput>() },
            actions: { 'tell read': () => {}, 'remember draft': () => {}, 'tell typing': () => {} },
          }),
          fetchConversations: never<Conversation[], unknown>(),
          fetchPresence: never<Record<number, boolean>, { userIds: number[] }>(),
          accept: never<void, { chatId: number }>(),
          leave: never<void, { chatId: number }>(),
          block: never<void, { userId: number }>(),
          unblock: never<void, { userId: number }>(),
          createGroup: never<GroupDetails, { chatName: string; participantIds: number[]; imageUrl: string | null }>(),
        },
        actions: {
          'report unread': () => {},
          'open group': () => {},
          'open list': () => {},
          'report malformed message': () => {},
        },
      }),
      input: { userId: 1 },
      stateKey: (s) => ({
        open: s.context.open.length,
        value: s.value,
        n: s.context.conversations.length,
        refusal: s.context.refusal !== null,
        contact: s.context.contact !== null,
        blocking: s.context.blocking,
      }),
      events: (s): ConversationsEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string) =>
          ({
            type: `xstate.error.actor.${id}`,
            error: new ChatRefused({ code: '404', message: 'That conversation was not found.' }),
          }) as never;
        const list = s.matches('loading') ? 'fetchConversations' : 'refreshConversations';
        return [
          done(list, [conversation(1, 2)]),
          fail(list),
          done('fetchPresence', { 3: true }),
          fail('fetchPresence'),
          done('accept', undefined),
          fail('accept'),
          done('leave', undefined),
          fail('leave'),
          done('block', undefined),
          fail('block'),
          done('unblock', undefined),
          fail('unblock'),
          { type: 'conversations.unblock', userId: 3 },
          { type: 'conversations.refresh' },
          { type: 'conversations.retry' },
          { type: 'conversations.accept', chatId: 1 },
          { type: 'conversations.leave', chatId: 9 },
          { type: 'conversations.block', userId: 3 },
          { type: 'conversations.dismiss' },
          { type: 'conversations.confirm' },
          { type: 'conversations.cancel' },
          {
            type: 'conversations.compose',
            person: { user_id: 3, user_name: 'mentor', first_name: 'Priya', last_name: 'Shah', profile_picture: null },
          },
          { type: 'conversations.createGroup', chatName: 'Care team', participantIds: [3] },
          done('createGroup', {
            chat_id: 9,
            chat_name: 'Care team',
            image_url: null,
            members: [],
            permissions: DEFAULT_PERMISSIONS,
          }),
          fail('createGroup'),
          openChat(1),
          { type: 'conversations.close', key: { kind: 'direct', userName: 'mentor' } },
          chatMessage(sampleMessage(5, { chat_id: 1 })),
          chatMessage(sampleMessage(6, { chat_id: 7 })),
          chatMessage({ id: 'not a message' }),
          chatMessage(undefined),
          { type: 'chat.update', update: { kind: 'read', chat_id: 1, user_id: 1 } },
          { type: 'chat.update', update: { kind: 'read', chat_id: 1, user_id: 3 } },
          { type: 'chat.update', update: { kind: 'message-deleted', chat_id: 1, message_id: 99 } },
          { type: 'chat.update', update: { kind: 'deleted', chat_id: 1 } },
          { type: 'chat.update', update: { kind: 'members', chat_id: 1 } },
          { type: 'chat.reconnected' },
          { type: 'chat.typing', chatId: 1, userId: 3 },
          { type: 'conversations.read', chatId: 1 },
        ];
      },
      states: {
        'conversations.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'conversations.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'conversations.ready.list.idle': (s) => expect(s.hasTag('ready')).toBe(true),
        'conversations.ready.list.refreshing': (s) => expect(s.hasTag('ready')).toBe(true),
        'conversations.ready.list.accepting': (s) => expect(s.hasTag('working')).toBe(true),
        'conversations.ready.list.leaving': (s) => expect(s.hasTag('working')).toBe(true),
        'conversations.ready.list.confirmingBlock': (s) => {
          expect(s.hasTag('confirming')).toBe(true);
          expect(s.context.blocking).toBe(3);
        },
        'conversations.ready.list.blocking': (s) => expect(s.hasTag('working')).toBe(true),
        'conversations.ready.list.unblocking': (s) => expect(s.hasTag('working')).toBe(true),
        'conversations.ready.list.creating': (s) => {
          expect(s.hasTag('creating')).toBe(true);
          expect(s.context.refusal).toBeNull();
        },
        'conversations.ready.presence.loading': (s) => expect(s.hasTag('ready')).toBe(true),
        'conversations.ready.presence.idle': (s) => expect(s.hasTag('ready')).toBe(true),
      },
    });
  });

  it("sets the header's unread count from the list it shows", async () => {
    const reported: number[] = [];
    const actor = createActor(
      conversationsMachine.provide({
        actors: {
          fetchConversations: fromPromise(async () => [
            conversation(1, 2),
            conversation(2, 3, { is_group: true, chat_name: 'Care team' }),
          ]),
          fetchPresence: fromPromise(async (): Promise<Record<number, boolean>> => ({ 3: true })),
        },
        actions: { 'report unread': (_, params) => void reported.push(params.unread) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: { presence: 'idle' } }));
    expect(reported).toEqual([5]);
    expect(actor.getSnapshot().context.online).toEqual({ 3: true });
    expect(presenceIds(actor.getSnapshot().context.conversations)).toEqual([3]);
  });

  it('a change while the list is being read again is read again after it: the answer shown is the later one', async () => {
    const answers: Array<(list: Conversation[]) => void> = [];
    const actor = createActor(
      conversationsMachine.provide({
        actors: {
          fetchConversations: fromPromise(() => new Promise<Conversation[]>((resolve) => answers.push(resolve))),
          fetchPresence: fromPromise(async (): Promise<Record<number, boolean>> => ({})),
        },
        actions: { 'report unread': () => {} },
      }),
      { input: { userId: 1 } },
    ).start();
    answers[0]!([conversation(1, 0)]);
    await waitFor(actor, (s) => s.matches({ ready: { list: 'idle' } }));
    actor.send({ type: 'conversations.refresh' });
    actor.send({ type: 'conversations.refresh' });
    // Two reads: the one under way when the second change came, and one after it.
    expect(answers).toHaveLength(3);
    answers[2]!([conversation(1, 4)]);
    await waitFor(actor, (s) => s.matches({ ready: { list: 'idle' } }));
    // The earlier read's answer, should it still come, is not taken over the later one.
    answers[1]!([conversation(1, 1)]);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.conversations.map((c) => c.unread_count)).toEqual([4]);
    actor.stop();
  });

  it('leaving a group that came as a request takes it from the list and shows the list', async () => {
    let left: number[] = [];
    const opened: string[] = [];
    const requested = conversation(9, 1, { is_group: true, chat_name: 'Unknown sender', is_request: true });
    const actor = createActor(
      conversationsMachine.provide({
        actors: {
          fetchConversations: fromPromise(async () => (left.length ? [] : [requested])),
          fetchPresence: fromPromise(async (): Promise<Record<number, boolean>> => ({})),
          leave: fromPromise(async ({ input }: { input: { chatId: number } }): Promise<void> => {
            left = [...left, input.chatId];
          }),
        },
        actions: { 'report unread': () => {}, 'open list': () => void opened.push('list') },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: { list: 'idle' } }));
    actor.send({ type: 'conversations.leave', chatId: 9 });
    await waitFor(actor, (s) => s.matches({ ready: { list: 'idle' } }) && s.context.conversations.length === 0);
    expect(left).toEqual([9]);
    expect(opened).toEqual(['list']);
    actor.stop();
  });

  it('reads who is online again every 30 seconds while the list is open, with nothing else happening', async () => {
    const clock = new SimulatedClock();
    const answers = [{ 3: false }, { 3: true }];
    const asked: number[][] = [];
    const actor = createActor(
      conversationsMachine.provide({
        actors: {
          fetchConversations: fromPromise(async () => [conversation(1, 0)]),
          fetchPresence: fromPromise(async ({ input }: { input: { userIds: number[] } }) => {
            asked.push(input.userIds);
            return answers[asked.length - 1] ?? {};
          }),
        },
        actions: { 'report unread': () => {} },
      }),
      { clock },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: { presence: 'idle' } }));
    expect(actor.getSnapshot().context.online).toEqual({ 3: false });
    clock.increment(PRESENCE_REFRESH_MS - 1);
    expect(asked).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.context.online[3] === true);
    expect(asked).toEqual([[3], [3]]);
    actor.stop();
  });
});

describe('conversations machine: chat events from the session', () => {
  /** The list with two open conversations (Priya, chat 1; the Care team, chat 9) and a session to speak for. */
  async function withOpenConversations() {
    let hear: (event: SessionEmitted) => void = () => {};
    const reported: string[] = [];
    const unread: number[] = [];
    const pages: number[] = [];
    let lists = 0;
    const actor = createActor(
      conversationsMachine.provide({
        actors: {
          conversation: conversationMachine.provide({
            actors: {
              fetchPage: fromPromise(async ({ input }: { input: PageInput }): Promise<MessagePage> => {
                pages.push(input.chatId);
                return { data: [sampleMessage(input.chatId * 10, { chat_id: input.chatId })], total: 1 };
              }),
            },
            actions: { 'tell read': () => {}, 'remember draft': () => {} },
          }),
          fetchConversations: fromPromise(async () => {
            lists += 1;
            return [conversation(1, 0), conversation(9, 0, { is_group: true, chat_name: 'Care team' })];
          }),
          fetchPresence: fromPromise(async (): Promise<Record<number, boolean>> => ({})),
        },
        actions: {
          'report unread': (_, params) => void unread.push(params.unread),
          'report malformed message': () => void reported.push('malformed'),
        },
      }),
      { input: { userId: 1 } },
    ).start();
    // The messaging owner hands the list the session's chat events as they are (issue #60).
    hear = (event) => actor.send(event);
    await waitFor(actor, (s) => s.matches({ ready: { list: 'idle' } }));
    actor.send(openChat(1));
    actor.send({
      type: 'conversations.open',
      conversation: { key: { kind: 'group', groupId: 9 }, chatId: 9, userId: 1, draft: '' },
    });
    const [priya, team] = actor.getSnapshot().context.open;
    await waitFor(priya!, (s) => s.matches('ready'));
    await waitFor(team!, (s) => s.matches('ready'));
    const bodies = () => [priya!, team!].map((ref) => ref.getSnapshot().context.messages.map((m) => m.id));
    return { actor, hear: (e: SessionEmitted) => hear(e), reported, unread, pages, lists: () => lists, bodies };
  }

  it('reports a malformed chat message once and sends it to no conversation', async () => {
    const { actor, hear, reported, pages, bodies } = await withOpenConversations();
    const before = bodies();
    hear(chatMessage({ id: 5, chat_id: 1, body: 42 }));
    expect(reported).toEqual(['malformed']);
    expect(bodies()).toEqual(before);
    // Neither conversation read its page again on the strength of it.
    expect(pages).toEqual([1, 9]);
    actor.stop();
  });

  it('sends a message for an open conversation to that conversation only, and takes it into the list without reading it again', async () => {
    const { actor, hear, reported, bodies, lists, unread } = await withOpenConversations();
    hear(chatMessage(sampleMessage(11, { chat_id: 9, sender_id: 3 })));
    expect(bodies()).toEqual([[10], [11, 90]]);
    expect(reported).toEqual([]);
    const list = actor.getSnapshot().context.conversations;
    // Newest activity first, its preview the message; the open conversation reads it, so no unread is added.
    expect(list.map((c) => c.chat_id)).toEqual([9, 1]);
    expect(list[0]!.last_message?.id).toBe(11);
    expect(list[0]!.unread_count).toBe(0);
    expect(unread.at(-1)).toBe(0);
    expect(lists()).toBe(1);
    actor.stop();
  });

  it('counts a message for a closed conversation as unread, and reads the list again only for a chat it does not show', async () => {
    const { actor, hear, lists, unread } = await withOpenConversations();
    actor.send({ type: 'conversations.close', key: { kind: 'direct', userName: 'mentor' } });
    expect(actor.getSnapshot().context.open).toHaveLength(1);
    hear(chatMessage(sampleMessage(12, { chat_id: 1, sender_id: 3 })));
    expect(actor.getSnapshot().context.conversations[0]).toMatchObject({ chat_id: 1, unread_count: 1 });
    expect(unread.at(-1)).toBe(1);
    expect(lists()).toBe(1);
    hear(chatMessage(sampleMessage(13, { chat_id: 40, sender_id: 3 })));
    await waitFor(actor, () => lists() === 2);
    actor.stop();
  });

  it('hands a typing notice to the open conversation of its chat only', async () => {
    const { actor, hear } = await withOpenConversations();
    const typing = () => actor.getSnapshot().context.open.map((ref) => ref.getSnapshot().context.typing);
    hear({ type: 'chat.typing', chatId: 9, userId: 3 });
    hear({ type: 'chat.typing', chatId: 40, userId: 3 });
    expect(typing()).toEqual([[], [3]]);
    actor.stop();
  });

  it("tells a group's conversation of a read mark and every conversation of a reconnection", async () => {
    const { actor, hear, pages } = await withOpenConversations();
    hear({ type: 'chat.update', update: { kind: 'read', chat_id: 9, user_id: 3 } });
    await waitFor(actor, () => pages.length === 3);
    expect(pages).toEqual([1, 9, 9]);
    hear({ type: 'chat.reconnected' });
    await waitFor(actor, () => pages.length === 5);
    expect(pages.slice(3).sort()).toEqual([1, 9]);
    actor.stop();
  });
});
