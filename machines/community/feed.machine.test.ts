import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { composerMachine } from './composer.machine';
import { DEFAULT_ORDER, type FeedPage } from './community.types';
import { feedMachine, type FeedEvent, type FeedInput } from './feed.machine';
import { summary } from './fixtures';

const never = fromPromise<FeedPage, FeedInput & { page: number }>(() => new Promise(() => {}));
const page = (ids: number[], hasMore: boolean): FeedPage => ({ items: ids.map((id) => summary(id)), hasMore });
const done = (output: FeedPage) => ({ type: 'xstate.done.actor.0.feed.list.loading', output }) as never;
const doneMore = (output: FeedPage) => ({ type: 'xstate.done.actor.0.feed.list.loaded.loadingMore', output }) as never;
const fail = (id: string) => ({ type: `xstate.error.actor.0.feed.${id}`, error: new Error('503') }) as never;
const machine = feedMachine.provide({
  actors: {
    fetchPage: never,
    composer: composerMachine.provide({ actors: { loadChoices: fromPromise(() => new Promise(() => {})) } }),
  },
  actions: { syncUrl: () => {}, openPost: () => {} },
});

describe('feed machine', () => {
  it('covers every state and transition: order from the URL and the person, pages, empty, failed, the New Post reload', async () => {
    await testMachineModel({
      machine,
      input: { kind: 'posts', order: DEFAULT_ORDER },
      stateKey: (s) => ({
        value: s.value,
        shown: s.context.items.length,
        more: s.context.hasMore,
        failedMore: s.context.moreFailed,
        order: `${s.context.order.sort}/${s.context.order.period}`,
      }),
      events: (s): FeedEvent[] => [
        { type: 'feed.params', order: { sort: 'new', period: 'week' } },
        { type: 'feed.order', order: { sort: 'top', period: s.context.order.period === 'week' ? 'month' : 'week' } },
        { type: 'feed.loadMore' },
        { type: 'feed.retry' },
        { type: 'feed.reload' },
        { type: 'feed.write' },
        { type: 'xstate.done.actor.composer', output: { postId: '9' } } as never,
        { type: 'xstate.done.actor.composer', output: null } as never,
        s.context.items.length === 0 ? done(page([1, 2], true)) : doneMore(page([2, 3], false)),
        done(page([], false)),
        fail('list.loading'),
        fail('list.loaded.loadingMore'),
      ],
      states: {
        'feed.composer.closed': (s) => expect(s.hasTag('writing')).toBe(false),
        'feed.composer.open': (s) => expect(s.hasTag('writing')).toBe(true),
        'feed.list.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'feed.list.loaded.idle': (s) => expect(s.context.items.length).toBeGreaterThan(0),
        'feed.list.loaded.loadingMore': (s) => expect(s.context.hasMore).toBe(true),
        'feed.list.empty': (s) => expect(s.context.items).toEqual([]),
        'feed.list.failed': (s) => expect(s.hasTag('failed')).toBe(true),
      },
    });
  });

  it('writes a chosen order to the URL, reads page 0 again, appends the next page once and reloads on the New Post chip', async () => {
    const asked: string[] = [];
    const urls: string[] = [];
    const actor = createActor(
      feedMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }) => {
            asked.push(`${input.kind}|${input.order.sort}|${input.order.period}|${input.page}`);
            return input.page === 0 ? page([1, 2], true) : page([2, 3], false);
          }),
        },
        actions: { syncUrl: (_, { order }) => urls.push(`${order.sort}/${order.period}`), openPost: () => {} },
      }),
      { input: { kind: 'questions', order: DEFAULT_ORDER } },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    actor.send({ type: 'feed.loadMore' });
    await settle();
    // Post 2 moved onto page 1 while reading: shown once.
    expect(actor.getSnapshot().context.items.map((p) => p.id)).toEqual(['1', '2', '3']);
    actor.send({ type: 'feed.loadMore' });
    expect(actor.getSnapshot().hasTag('loading more')).toBe(false);

    actor.send({ type: 'feed.order', order: { sort: 'top', period: 'month' } });
    await settle();
    expect(urls).toEqual(['top/month']);
    expect(asked.at(-1)).toBe('questions|top|month|0');
    // The URL coming back with what the machine wrote is not a new read.
    actor.send({ type: 'feed.params', order: { sort: 'top', period: 'month' } });
    // Hot with another period is the same order: the period means something with Top only.
    actor.send({ type: 'feed.order', order: { sort: 'hot', period: 'all' } });
    actor.send({ type: 'feed.order', order: { sort: 'hot', period: 'week' } });
    await settle();
    expect(asked.length).toBe(4);
    actor.send({ type: 'feed.reload' });
    await settle();
    expect(asked.at(-1)).toBe('questions|hot|all|0');
    expect(actor.getSnapshot().context.items.map((p) => p.id)).toEqual(['1', '2']);
  });
});
