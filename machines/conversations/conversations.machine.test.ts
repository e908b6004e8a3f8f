import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { ChatRefused, DEFAULT_PERMISSIONS, type Conversation, type GroupDetails } from '../messaging/messaging.types';
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

describe('conversations machine', () => {
  it('covers every state and transition: load, refresh, presence, accept and block a request, leave a group request', async () => {
    await testMachineModel({
      machine: conversationsMachine.provide({
        actors: {
          fetchConversations: never<Conversation[], unknown>(),
          fetchPresence: never<Record<number, boolean>, { userIds: number[] }>(),
          accept: never<void, { chatId: number }>(),
          leave: never<void, { chatId: number }>(),
          block: never<void, { userId: number }>(),
          unblock: never<void, { userId: number }>(),
          createGroup: never<GroupDetails, { chatName: string; participantIds: number[]; imageUrl: string | null }>(),
        },
        actions: { 'report unread': () => {}, 'open group': () => {}, 'open list': () => {} },
      }),
      stateKey: (s) => ({
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
