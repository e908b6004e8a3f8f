import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { ChatRefused, sampleMessage, type ChatMessage, type MessagePage } from './messaging.types';
import { conversationMachine, type ConversationEvent, type ConversationInput, type PageInput } from './conversation.machine';
import { sendQueueMachine, type SendInput } from './sendQueue.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const page = (ids: number[], total: number): MessagePage => ({ data: ids.map((id) => sampleMessage(id)), total });
const quiet = sendQueueMachine.provide({ actors: { sendMessage: never<ChatMessage, SendInput>() } });

describe('conversation machine', () => {
  it('covers every state and transition: pages, live merge, catch-up, delete and clear with confirmation, typing', async () => {
    const group: ConversationInput = { key: { kind: 'group', groupId: 1 }, chatId: 1, userId: 2, draft: '' };
    const fresh: ConversationInput = { key: { kind: 'direct', userName: 'mentor' }, chatId: null, userId: 2, draft: 'Hello' };
    await testMachineModel({
      machine: conversationMachine.provide({
        actors: {
          sendQueue: quiet,
          fetchPage: never<MessagePage, PageInput>(),
          deleteMessage: never<void, { chatId: number; messageId: number }>(),
          clearHistory: never<void, { chatId: number }>(),
        },
        actions: { 'remember draft': () => {}, 'tell read': () => {}, 'tell typing': () => {} },
      }),
      inputs: [group, fresh],
      // Coarse on purpose: what changes behaviour (more to load, a chat yet, a message chosen).
      stateKey: (s) => ({
        value: s.value,
        older: s.context.messages.length < s.context.total,
        chat: s.context.chatId !== null,
        deleting: s.context.deleting !== null,
        typing: s.context.typing,
      }),
      // One region at a time: while one is busy only its own events are offered, so the graph
      // is the sum of the regions, not their product.
      events: (s): ConversationEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string) =>
          ({
            type: `xstate.error.actor.${id}`,
            error: new ChatRefused({ code: '403', message: 'Only admins can do that.' }),
          }) as never;
        if (!s.matches('ready')) return [done('fetchPage', page([3, 4], 4)), fail('fetchPage'), { type: 'conversation.retry' }];
        if (!s.matches({ ready: { older: 'idle' } }))
          return [done('fetchOlder', page([1, 2], 4)), fail('fetchOlder'), { type: 'conversation.loadOlder' }];
        if (!s.matches({ ready: { live: 'idle' } })) return [done('catchUp', page([3, 4, 5], 5)), fail('catchUp')];
        if (!s.matches({ ready: { action: 'idle' } }))
          return [
            done('deleteMessage', undefined),
            fail('deleteMessage'),
            done('clearHistory', undefined),
            fail('clearHistory'),
            { type: 'conversation.confirm' },
            { type: 'conversation.cancel' },
          ];
        return [
          { type: 'conversation.loadOlder' },
          { type: 'conversation.type', text: 'Hi' },
          { type: 'conversation.send', clientId: 'c1' },
          { type: 'conversation.received', message: sampleMessage(5) },
          { type: 'conversation.received', message: sampleMessage(9, { chat_id: 99 }) },
          { type: 'conversation.reconnected' },
          { type: 'conversation.readMarked' },
          { type: 'conversation.messageDeleted', messageId: 4 },
          { type: 'conversation.removed' },
          { type: 'conversation.delete', messageId: 3 },
          { type: 'conversation.clear' },
          { type: 'conversation.dismiss' },
          // Typing: another member (3, then 4), oneself from another tab (2, never shown), a blank draft.
          { type: 'conversation.type', text: '   ' },
          { type: 'conversation.typing', userId: 3 },
          { type: 'conversation.typing', userId: 4 },
          { type: 'conversation.typing', userId: 2 },
          { type: 'conversation.typingExpired', userId: 3 },
          { type: 'conversation.typingExpired', userId: 4 },
          { type: 'conversation.received', message: sampleMessage(7, { chat_id: 1, sender_id: 3 }) },
          { type: 'queue.sent', clientId: 'c1', message: sampleMessage(6, { chat_id: 1, client_id: 'c1' }) },
        ];
      },
      states: {
        'conversation.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'conversation.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'conversation.ready.older.idle': (s) => expect(s.hasTag('ready')).toBe(true),
        'conversation.ready.older.loading': (s) => expect(s.hasTag('loading older')).toBe(true),
        'conversation.ready.older.failed': (s) => {
          expect(s.hasTag('loading older')).toBe(false);
          expect(s.hasTag('older failed')).toBe(true);
        },
        'conversation.ready.live.idle': (s) => expect(s.hasTag('ready')).toBe(true),
        'conversation.ready.live.waiting': (s) => expect(s.context.chatId).not.toBeNull(),
        'conversation.ready.live.catchingUp': (s) => expect(s.hasTag('ready')).toBe(true),
        'conversation.ready.action.idle': (s) => expect(s.hasTag('confirming')).toBe(false),
        'conversation.ready.action.confirmingDelete': (s) => {
          expect(s.hasTag('asking to delete')).toBe(true);
          expect(s.context.deleting).toBe(3);
        },
        'conversation.ready.action.deleting': (s) => expect(s.hasTag('working')).toBe(true),
        'conversation.ready.action.confirmingClear': (s) => expect(s.hasTag('asking to clear')).toBe(true),
        'conversation.ready.action.clearing': (s) => expect(s.hasTag('working')).toBe(true),
        'conversation.ready.telling.quiet': (s) => expect(s.hasTag('ready')).toBe(true),
        'conversation.ready.telling.told': (s) => {
          expect(s.context.chatId).not.toBeNull();
          expect(s.context.removed).toBe(false);
        },
        'conversation.ready.typing.nobody': (s) => {
          expect(s.hasTag('someone typing')).toBe(false);
          expect(s.context.typing).toEqual([]);
        },
        'conversation.ready.typing.someone': (s) => {
          expect(s.hasTag('someone typing')).toBe(true);
          expect(s.context.typing.length).toBeGreaterThan(0);
          expect(s.context.typing).not.toContain(s.context.userId);
        },
      },
      always: (s) => {
        // Never a message twice, always in order.
        const ids = s.context.messages.map((m) => m.id);
        expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
      },
    });
  });

  it('hands the draft to the send queue, empties the composer and refuses what cannot be sent', () => {
    const remembered: string[] = [];
    const actor = createActor(
      conversationMachine.provide({
        actors: { sendQueue: quiet, fetchPage: never<MessagePage, PageInput>() },
        actions: { 'remember draft': (_, params) => void remembered.push(params.draft) },
      }),
      { input: { key: { kind: 'direct', userName: 'mentor' }, chatId: null, userId: 2, draft: '' } },
    ).start();
    actor.send({ type: 'conversation.send', clientId: 'c0' });
    actor.send({ type: 'conversation.type', text: 'x'.repeat(5001) });
    actor.send({ type: 'conversation.send', clientId: 'c1' });
    const queue = () => actor.getSnapshot().children.sendQueue!.getSnapshot() as SnapshotFrom<typeof sendQueueMachine>;
    expect(queue().context.items).toEqual([]);
    actor.send({ type: 'conversation.type', text: 'See you Thursday' });
    actor.send({ type: 'conversation.send', clientId: 'c2' });
    expect(queue().context.items).toEqual([{ clientId: 'c2', body: 'See you Thursday', attachment: null }]);
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(remembered.at(-1)).toBe('');
    // The first message to someone creates the chat: its id comes back with the message.
    actor.send({ type: 'queue.sent', clientId: 'c2', message: sampleMessage(40, { chat_id: 12, client_id: 'c2' }) });
    expect(actor.getSnapshot().context.chatId).toBe(12);
  });

  it('a live message, a read mark or a reconnection leaves an open question and an older page under way alone', async () => {
    const asked: Array<number | undefined> = [];
    const actor = createActor(
      conversationMachine.provide({
        actors: {
          sendQueue: quiet,
          fetchPage: fromPromise(({ input }: { input: PageInput }) => {
            asked.push(input.before);
            // The first page answers; the older page stays under way.
            return input.before === undefined ? Promise.resolve(page([10, 11], 5)) : new Promise<MessagePage>(() => {});
          }),
        },
        actions: { 'tell read': () => {}, 'remember draft': () => {} },
      }),
      { input: { key: { kind: 'group', groupId: 5 }, chatId: 5, userId: 2, draft: '' } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'conversation.loadOlder' });
    actor.send({ type: 'conversation.delete', messageId: 11 });
    actor.send({ type: 'conversation.received', message: sampleMessage(12, { chat_id: 5 }) });
    actor.send({ type: 'conversation.readMarked' });
    actor.send({ type: 'conversation.reconnected' });
    const s = actor.getSnapshot();
    expect(s.hasTag('asking to delete')).toBe(true);
    expect(s.context.deleting).toBe(11);
    expect(s.hasTag('loading older')).toBe(true);
    // The older page was asked for once, not again because the region was re-entered.
    expect(asked.filter((before) => before !== undefined)).toEqual([10]);
    expect(s.context.messages.map((m) => m.id)).toContain(12);
    actor.stop();
  });

  it("reads a group's newest page again on a read mark (its read counts), and a one-to-one's not", async () => {
    const read = async (key: ConversationInput['key']) => {
      const asked: number[] = [];
      const actor = createActor(
        conversationMachine.provide({
          actors: {
            sendQueue: quiet,
            fetchPage: fromPromise(async ({ input }: { input: PageInput }) => {
              asked.push(input.chatId);
              return page([1], 1);
            }),
          },
          actions: { 'tell read': () => {}, 'remember draft': () => {} },
        }),
        { input: { key, chatId: 5, userId: 2, draft: '' } },
      ).start();
      await new Promise((resolve) => setTimeout(resolve, 0));
      actor.send({ type: 'conversation.readMarked' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      actor.stop();
      return asked.length;
    };
    expect(await read({ kind: 'group', groupId: 5 })).toBe(2);
    expect(await read({ kind: 'direct', userName: 'mentor' })).toBe(1);
  });
});

describe('typing in a conversation', () => {
  const typingConversation = (told: number[] = []) =>
    conversationMachine.provide({
      actors: { sendQueue: quiet, fetchPage: fromPromise(async () => page([3, 4], 2)) },
      actions: { 'tell read': () => {}, 'remember draft': () => {}, 'tell typing': (_, { chatId }) => void told.push(chatId) },
    });
  const start = async (told: number[] = [], chatId: number | null = 1) => {
    const clock = new SimulatedClock();
    const actor = createActor(typingConversation(told), {
      clock,
      input: { key: { kind: 'group', groupId: 1 }, chatId, userId: 2, draft: '' },
    }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    return { actor, clock, typing: () => actor.getSnapshot().context.typing };
  };

  it('shows who is typing until 5 s after their last notice, each on their own clock', async () => {
    const { actor, clock, typing } = await start();
    actor.send({ type: 'conversation.typing', userId: 3 });
    clock.increment(3000);
    actor.send({ type: 'conversation.typing', userId: 4 });
    clock.increment(1999);
    expect(typing()).toEqual([3, 4]);
    // A fresh notice starts that person's 5 s again.
    actor.send({ type: 'conversation.typing', userId: 3 });
    clock.increment(4999);
    expect(typing()).toEqual([3]);
    clock.increment(1);
    expect(typing()).toEqual([]);
    expect(actor.getSnapshot().hasTag('someone typing')).toBe(false);
    actor.stop();
  });

  it("goes at once when that person's message arrives, and never shows oneself", async () => {
    const { actor, clock, typing } = await start();
    actor.send({ type: 'conversation.typing', userId: 2 });
    expect(typing()).toEqual([]);
    actor.send({ type: 'conversation.typing', userId: 3 });
    actor.send({ type: 'conversation.typing', userId: 4 });
    actor.send({ type: 'conversation.received', message: sampleMessage(9, { chat_id: 1, sender_id: 4 }) });
    expect(typing()).toEqual([3]);
    actor.send({ type: 'conversation.received', message: sampleMessage(10, { chat_id: 1, sender_id: 3 }) });
    expect(typing()).toEqual([]);
    // Both messages were merged as well: the typing region does not take them from the live one.
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([3, 4, 9, 10]);
    // Its timer went with it: a new notice later is shown its full 5 s.
    clock.increment(4000);
    actor.send({ type: 'conversation.typing', userId: 3 });
    clock.increment(4999);
    expect(typing()).toEqual([3]);
    actor.stop();
  });

  it('tells the others at most every 2 s while typing, never for a blank draft nor a conversation not yet made', async () => {
    const told: number[] = [];
    const { actor, clock } = await start(told);
    actor.send({ type: 'conversation.type', text: ' ' });
    expect(told).toEqual([]);
    for (const text of ['S', 'Se', 'See']) actor.send({ type: 'conversation.type', text });
    expect(told).toEqual([1]);
    // The first key's text is kept like every other (the draft, not only the notice).
    expect(actor.getSnapshot().context.draft).toBe('See');
    clock.increment(1999);
    actor.send({ type: 'conversation.type', text: 'See ' });
    expect(told).toEqual([1]);
    clock.increment(1);
    actor.send({ type: 'conversation.type', text: 'See you' });
    expect(told).toEqual([1, 1]);
    // Sent: the draft is empty, and nothing more is told until the person types again.
    expect(actor.getSnapshot().context.draft).toBe('See you');
    actor.send({ type: 'conversation.send', clientId: 'c1' });
    const queue = actor.getSnapshot().children.sendQueue!.getSnapshot() as SnapshotFrom<typeof sendQueueMachine>;
    expect(queue.context.items.map((item) => item.body)).toEqual(['See you']);
    clock.increment(10_000);
    expect(told).toEqual([1, 1]);
    actor.stop();

    const first: number[] = [];
    const fresh = await start(first, null);
    fresh.actor.send({ type: 'conversation.type', text: 'Hello' });
    expect(first).toEqual([]);
    fresh.actor.stop();
  });
});
