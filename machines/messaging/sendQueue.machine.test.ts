import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, sendTo, setup } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { ChatRefused, sampleMessage, type ChatMessage } from './messaging.types';
import { sendQueueMachine, type SendInput, type SendQueueEvent } from './sendQueue.machine';

const item = (n: number) => ({ clientId: `c${n}`, body: `Message ${n}`, attachment: null });
const never = fromPromise<ChatMessage, SendInput>(() => new Promise<ChatMessage>(() => {}));

describe('sendQueue machine', () => {
  it('covers every state and transition: send in order, a failure halts the queue, retry, delete', async () => {
    await testMachineModel({
      // Alone, there is no conversation to tell: the second test checks what it is told.
      machine: sendQueueMachine.provide({ actors: { sendMessage: never }, actions: { 'report sent': () => {} } }),
      input: { to: { userName: 'mentor' } },
      stateKey: (s) => ({ value: s.value, items: s.context.items.map((i) => i.clientId), failure: s.context.failure }),
      events: (s): SendQueueEvent[] => {
        const done = { type: 'xstate.done.actor.sendMessage', output: sampleMessage(1, { client_id: 'c1' }) } as never;
        const fail = {
          type: 'xstate.error.actor.sendMessage',
          error: new ChatRefused({ code: '403', message: 'This person is not accepting messages from you.' }),
        } as never;
        const next =
          s.context.items.length < 2 ? [{ type: 'queue.enqueue' as const, item: item(s.context.items.length + 1) }] : [];
        return [
          ...next,
          done,
          fail,
          { type: 'queue.retry' },
          { type: 'queue.discard', clientId: s.context.items[0]?.clientId ?? 'none' },
          { type: 'queue.discard', clientId: 'not-first' },
        ];
      },
      states: {
        'sendQueue.idle': (s) => expect(s.context.items).toEqual([]),
        'sendQueue.sending': (s) => {
          expect(s.hasTag('sending')).toBe(true);
          expect(s.context.failure).toBeNull();
        },
        'sendQueue.halted': (s) => {
          expect(s.context.failure).toBe('This person is not accepting messages from you.');
          expect(s.context.items.length).toBeGreaterThan(0);
        },
      },
    });
  });

  it('sends one at a time in the order written, tells the conversation, and keeps the client id on retry', async () => {
    const calls: SendInput[] = [];
    let fail = true;
    const resolvers: Array<() => void> = [];
    const sendMessage = fromPromise<ChatMessage, SendInput>(
      ({ input }) =>
        new Promise<ChatMessage>((resolve, reject) => {
          calls.push(input);
          resolvers.push(() => {
            if (fail) {
              fail = false;
              reject(new Error('network'));
            } else resolve(sampleMessage(calls.length, { client_id: input.clientId, body: input.body }));
          });
        }),
    );
    const heard: string[] = [];
    const parent = createActor(
      setup({ actors: { queue: sendQueueMachine.provide({ actors: { sendMessage } }) } }).createMachine({
        invoke: { src: 'queue', id: 'queue', input: { to: { groupId: 3 } } },
        on: {
          'queue.sent': { actions: ({ event }) => heard.push((event as unknown as { clientId: string }).clientId) },
          forward: { actions: sendTo('queue', ({ event }) => (event as unknown as { inner: SendQueueEvent }).inner) },
        },
      }),
    ).start();
    const queue = () => parent.getSnapshot().children.queue!;
    const flush = () => new Promise((r) => setTimeout(r, 0));
    const send = (inner: SendQueueEvent) => parent.send({ type: 'forward', inner } as never);
    send({ type: 'queue.enqueue', item: item(1) });
    send({ type: 'queue.enqueue', item: item(2) });
    expect(calls.map((c) => c.clientId)).toEqual(['c1']);
    resolvers.shift()!();
    await flush();
    expect(queue().getSnapshot().value).toBe('halted');
    expect(queue().getSnapshot().context.failure).toBe("We couldn't reach messaging. Nothing you wrote is lost: try again.");
    send({ type: 'queue.retry' });
    expect(calls.map((c) => c.clientId)).toEqual(['c1', 'c1']);
    resolvers.shift()!();
    await flush();
    expect(calls.map((c) => c.clientId)).toEqual(['c1', 'c1', 'c2']);
    expect(calls[2]!.to).toEqual({ groupId: 3 });
    resolvers.shift()!();
    await flush();
    expect(heard).toEqual(['c1', 'c2']);
    expect(queue().getSnapshot().value).toBe('idle');
  });
});
