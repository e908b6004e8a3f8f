import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { exampleConnection } from './connections.examples';
import { ConnectionsRefused, tabFromValue, valueOfTab, type ConnectionCounts } from './connections.types';
import {
  connectionsPageMachine,
  type ActInput,
  type ConnectionsListPage,
  type ConnectionsPageEvent,
  type LoadPageInput,
} from './connectionsPage.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const loaded = (output: unknown) => ({ type: 'xstate.done.actor.loadPage', output }) as never;
const loadFailed = () => ({ type: 'xstate.error.actor.loadPage', error: new Error('503') }) as never;
const acted = (counts: ConnectionCounts | null) => ({ type: 'xstate.done.actor.act', output: { counts } }) as never;
const refused = () =>
  ({
    type: 'xstate.error.actor.act',
    error: new ConnectionsRefused({ code: 'not found', message: 'That request is no longer waiting.' }),
  }) as never;
const COUNTS: ConnectionCounts = { followers: 4, following: 3, requests: 3, sent: 1 };
const page = (ids: number[], total: number): ConnectionsListPage => ({
  items: ids.map((id) => exampleConnection(id)),
  total,
  counts: { ...COUNTS, requests: total },
});
const tick = () => new Promise((r) => setImmediate(r));
const told: number[] = [];

describe('connections page machine', () => {
  it('covers every state and transition: tabs, page 0 and Load more, row actions taken at once and put back on a refusal', async () => {
    await testMachineModel({
      machine: connectionsPageMachine.provide({
        actors: {
          loadPage: never<ConnectionsListPage, LoadPageInput>(),
          act: never<{ counts: ConnectionCounts | null }, ActInput>(),
        },
        actions: { 'tell the pending count': (_, { requests }) => void told.push(requests) },
      }),
      input: { userId: 7, tab: 'requests' },
      stateKey: (s) => ({
        value: s.value,
        tab: s.context.tab,
        shown: s.context.items.map((r) => r.request_id).join(','),
        more: s.context.failedMore,
        message: s.context.message !== null,
      }),
      events: (s): ConnectionsPageEvent[] => [
        { type: 'connections.tab', tab: s.context.tab === 'requests' ? 'following' : 'requests' },
        { type: 'connections.loadMore' },
        { type: 'connections.retry' },
        { type: 'connections.changed', fromUserId: 8, accepted: false },
        { type: 'connections.dismiss' },
        { type: 'connections.act', requestId: s.context.items[0]?.request_id ?? 1, action: 'ACCEPT' },
        { type: 'connections.act', requestId: s.context.items[0]?.request_id ?? 1, action: 'UNFOLLOW' },
        s.context.items.length === 0 ? loaded(page([1, 2], 3)) : loaded(page([2, 3], 3)),
        loadFailed(),
        acted(null),
        acted({ ...COUNTS, following: 2 }),
        refused(),
      ],
      states: {
        'connectionsPage.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'connectionsPage.ready': (s) => {
          expect(new Set(s.context.items.map((r) => r.request_id)).size).toBe(s.context.items.length);
          expect(s.context.undo).toBeNull();
        },
        'connectionsPage.loadingMore': (s) => expect(s.context.items.length).toBeLessThan(s.context.total),
        'connectionsPage.acting': (s) => expect(s.context.items).not.toContainEqual(s.context.undo!.row),
        'connectionsPage.failed': (s) => expect(s.context.refusal?.code).toBe('unavailable'),
      },
    });
  });

  it('accepting takes the row away and moves the counts at once; a refusal puts it back where it was with the server’s words', async () => {
    let answer: (ok: boolean) => void = () => {};
    const actor = createActor(
      connectionsPageMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input }: { input: LoadPageInput }) =>
            input.page === 0 ? page([1, 2, 3], 3) : page([], 3),
          ),
          act: fromPromise(
            () =>
              new Promise<{ counts: ConnectionCounts | null }>((resolve, reject) => {
                answer = (ok) =>
                  ok ? resolve({ counts: null }) : reject(new ConnectionsRefused({ code: 'not found', message: 'Gone.' }));
              }),
          ),
        },
        actions: { 'tell the pending count': (_, { requests }) => void told.push(requests) },
      }),
      { input: { userId: 7, tab: 'requests' } },
    ).start();
    await tick();
    actor.send({ type: 'connections.act', requestId: 2, action: 'ACCEPT' });
    expect(actor.getSnapshot().context.items.map((r) => r.request_id)).toEqual([1, 3]);
    expect(actor.getSnapshot().context.counts).toMatchObject({ requests: 2, followers: 5 });
    answer(false);
    await tick();
    expect(actor.getSnapshot().context.items.map((r) => r.request_id)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.counts).toMatchObject({ requests: 3, followers: 4 });
    expect(actor.getSnapshot().context.message).toBe('Gone.');

    actor.send({ type: 'connections.act', requestId: 1, action: 'DECLINE' });
    expect(actor.getSnapshot().context.message).toBeNull();
    answer(true);
    await tick();
    expect(actor.getSnapshot().context.items.map((r) => r.request_id)).toEqual([2, 3]);
    expect(actor.getSnapshot().context.counts).toMatchObject({ requests: 2, followers: 4 });
    // The header's pending count heard the Requests number of the load, then of the decline.
    expect(told.slice(-2)).toEqual([3, 2]);
    // An action the tab does not offer is not taken.
    actor.send({ type: 'connections.act', requestId: 2, action: 'UNFOLLOW' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('asks for the tab of the URL, page 0 then page 1, and again from 0 on a tab change', async () => {
    const asked: string[] = [];
    const actor = createActor(
      connectionsPageMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input }: { input: LoadPageInput }) => {
            asked.push(`${input.tab} ${input.page}`);
            return page([input.page + 1], 2);
          }),
          act: never(),
        },
        actions: { 'tell the pending count': (_, { requests }) => void told.push(requests) },
      }),
      { input: { userId: 7, tab: tabFromValue('3') } },
    ).start();
    await tick();
    actor.send({ type: 'connections.loadMore' });
    await tick();
    actor.send({ type: 'connections.tab', tab: 'sent' });
    await tick();
    expect(asked).toEqual(['requests 0', 'requests 1', 'sent 0']);
  });

  it('reads value=1..4 as the four tabs in order, anything else as Followers', () => {
    expect(['1', '2', '3', '4'].map(tabFromValue)).toEqual(['followers', 'following', 'requests', 'sent']);
    expect([null, '0', '5', 'x', '2.5'].map(tabFromValue)).toEqual(Array(5).fill('followers'));
    expect(valueOfTab('requests')).toBe(3);
  });
});
