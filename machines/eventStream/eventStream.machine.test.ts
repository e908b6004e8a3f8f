import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  backoffDelay,
  BACKOFF,
  eventStreamMachine,
  type EventSourceInput,
  type EventStreamEvent,
  type PageLifecycleEvent,
} from './eventStream.machine';
import type { RealtimeNotification } from '../domain/notifications';
import { testMachineModel } from '../../tests/machines/model';

const note = (id: string): RealtimeNotification => ({
  notificationId: id,
  type: 'Post',
  subType: 'Comment',
  notification: `comment ${id}`,
  postId: 7,
});

/** No page lifecycle: these tests send page.left and page.returned themselves. */
const noPageLifecycle = fromCallback<PageLifecycleEvent>(() => () => {});

/** A started stream on a SimulatedClock whose connections are counted: every one opened, and how many are open now. */
function streamWithConnections(userId: number, clock: SimulatedClock) {
  const inputs: EventSourceInput[] = [];
  const counts = { open: 0 };
  const actor = createActor(
    eventStreamMachine.provide({
      actors: {
        eventSource: fromCallback<EventStreamEvent, EventSourceInput>(({ input }) => {
          inputs.push(input);
          counts.open++;
          return () => void counts.open--;
        }),
        pageLifecycle: noPageLifecycle,
      },
      actions: { deliver: () => {}, 'report failure': () => {} },
    }),
    { input: { userId }, clock },
  ).start();
  return { actor, inputs, counts };
}

describe('event stream machine', () => {
  it('covers every state and transition: connect, receive, drop duplicates, fail, back off, reconnect', async () => {
    const delivered: string[] = [];
    const opened: EventSourceInput[] = [];
    const told: string[] = [];
    /** Connections open now: one while connected, none while the page is away. */
    let open = 0;
    const machine = eventStreamMachine.provide({
      actors: {
        eventSource: fromCallback<EventStreamEvent, EventSourceInput>(({ input }) => {
          opened.push(input);
          open++;
          return () => void open--;
        }),
        pageLifecycle: noPageLifecycle,
      },
      actions: {
        deliver: (_, { notification }) => void delivered.push(notification.notificationId),
        'report failure': () => {},
        'end session': (_, { reason }) => void told.push(`ended:${reason}`),
        'report refusal': () => void told.push('refused'),
        'read again what was missed': () => void told.push('read again'),
      },
    });
    await testMachineModel({
      machine,
      input: { userId: 1 },
      stateKey: (s) => ({ value: s.value, seen: s.context.seen, attempt: Math.min(s.context.attempt, 2) }),
      beforePath: () => {
        delivered.length = 0;
        opened.length = 0;
        told.length = 0;
        open = 0;
      },
      events: (s): (EventStreamEvent | PageLifecycleEvent)[] => [
        { type: 'stream.opened' },
        ...(s.context.lastEventId === null ? [{ type: 'stream.position', eventId: '0' } as const] : []),
        ...(s.context.seen.length < 2
          ? [
              {
                type: 'stream.received',
                notification: note(`n${s.context.seen.length + 1}`),
                eventId: String(s.context.seen.length + 1),
              } as const,
            ]
          : []),
        // A replayed event the client already has: must not be delivered again.
        ...(s.context.seen.length > 0
          ? [{ type: 'stream.received', notification: note('n1'), eventId: s.context.lastEventId } as const]
          : []),
        ...(s.context.attempt < 2 ? [{ type: 'stream.failed', reason: 'network' } as const] : []),
        ...(s.context.attempt < 2 ? [{ type: 'stream.refused' } as const] : []),
        { type: 'stream.sessionEnded', reason: 'suspended' },
        // Events after the last id were pruned: what they would have changed is read again.
        { type: 'stream.reset' },
        // The person leaves the page (it may be kept in the back/forward cache) and comes back.
        { type: 'page.left' },
        { type: 'page.returned' },
      ],
      states: {
        'eventStream.connected.connecting': (s) => {
          expect(s.hasTag('connecting')).toBe(true);
          // A connection never asks from an id later than what was seen.
          const from = opened.at(-1)!.lastEventId;
          expect(
            from === null || Number(from) <= Number(s.context.lastEventId),
            `${from} vs ${s.context.lastEventId} ${JSON.stringify(opened)}`,
          ).toBe(true);
        },
        'eventStream.connected.open': (s) => {
          expect(s.hasTag('live')).toBe(true);
          expect(s.context.attempt).toBe(0);
        },
        // A page left holds no connection, and shows neither live nor trying.
        'eventStream.away': (s) => {
          expect(open).toBe(0);
          expect(s.hasTag('live') || s.hasTag('connecting') || s.hasTag('reconnecting')).toBe(false);
        },
        'eventStream.waiting': (s) => {
          expect(s.hasTag('reconnecting')).toBe(true);
          // A refusal is told to the owner (who renews the session or ends it), never a server-ended session.
          expect(told.every((t) => t === 'refused')).toBe(true);
        },
        // The server ended the session: the owner is told why, once, and nothing reconnects.
        'eventStream.ended': (s) => {
          expect(s.status).toBe('done');
          expect(told.filter((t) => t.startsWith('ended:'))).toEqual(['ended:suspended']);
          expect(s.hasTag('connecting') || s.hasTag('reconnecting')).toBe(false);
        },
      },
      always: (s) => {
        // One connection while connected; none while waiting to retry, away or ended.
        expect(open).toBe(s.matches('connected') ? 1 : 0);
        // Exactly once: nothing delivered twice, everything remembered was delivered.
        expect(new Set(delivered).size).toBe(delivered.length);
        expect(delivered).toEqual(s.context.seen);
      },
    });
  });

  it('backs off exponentially with jitter, capped, and resets after a successful open', () => {
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, 0))).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, 0.999))).toEqual([1000, 1999, 3998, 7996]);
    expect(backoffDelay(20, 0.999)).toBeLessThanOrEqual(BACKOFF.maxMs);

    const clock = new SimulatedClock();
    const { actor, inputs } = streamWithConnections(1, clock);
    actor.send({ type: 'stream.opened' });
    actor.send({ type: 'stream.received', notification: note('a'), eventId: '41' });
    actor.send({ type: 'stream.received', notification: note('b'), eventId: '42' });
    actor.send({ type: 'stream.failed', reason: 'down' });
    clock.increment(backoffDelay(0, 0.5) - 1);
    expect(inputs).toHaveLength(1);
    clock.increment(1);
    expect(inputs).toHaveLength(2);
    // The reconnection asks the server to replay from the last event seen.
    expect(inputs.at(-1)).toEqual({ userId: 1, lastEventId: '42' });
    // A stream that saw no event yet still knows its position, from the server's ready event.
    const fresh = createActor(
      eventStreamMachine.provide({
        actors: { eventSource: fromCallback(() => () => {}), pageLifecycle: noPageLifecycle },
      }),
      {
        input: { userId: 2 },
        clock,
      },
    ).start();
    fresh.send({ type: 'stream.position', eventId: '17' });
    expect(fresh.getSnapshot().context.lastEventId).toBe('17');
    actor.send({ type: 'stream.failed', reason: 'down' });
    clock.increment(backoffDelay(1, 0.5));
    expect(inputs).toHaveLength(3);
    actor.send({ type: 'stream.opened' });
    expect(actor.getSnapshot().context.attempt).toBe(0);
  });

  it('holds no connection while the page is left, retries nothing meanwhile, and reconnects on return from the last event id', () => {
    const clock = new SimulatedClock();
    const { actor, inputs, counts } = streamWithConnections(3, clock);
    actor.send({ type: 'stream.opened' });
    actor.send({ type: 'stream.received', notification: note('a'), eventId: '8' });
    actor.send({ type: 'stream.failed', reason: 'down' });
    actor.send({ type: 'page.left' });
    expect(counts.open).toBe(0);
    // The retry that was due is not made for a page nobody sees.
    clock.increment(BACKOFF.maxMs * 2);
    expect(inputs).toHaveLength(1);
    actor.send({ type: 'page.returned' });
    expect(counts.open).toBe(1);
    expect(inputs.at(-1)).toEqual({ userId: 3, lastEventId: '8' });
    expect(actor.getSnapshot().context.attempt).toBe(0);
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true);
  });
});
