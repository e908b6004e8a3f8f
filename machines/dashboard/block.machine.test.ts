import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { dashboardBlockMachine, type BlockNews, type DashboardBlockEvent } from './block.machine';

describe('dashboard block machine', () => {
  it('covers every state and transition: loads, shows items or its empty state, fails alone and retries, refreshes', async () => {
    let loads = 0;
    const report = await testMachineModel({
      machine: dashboardBlockMachine.provide({
        actors: {
          load: fromPromise<unknown[]>(() => {
            loads += 1;
            return new Promise(() => {});
          }),
        },
      }),
      inputs: [{ news: 'follow requests' }, { news: 'new posts' }],
      stateKey: (s) => ({ value: s.value, n: s.context.items.length, news: s.context.news }),
      events: (): DashboardBlockEvent[] => [
        { type: 'connections.changed', fromUserId: 4, accepted: false },
        { type: 'community.post', subType: 'Post created', postId: 9 },
        { type: 'xstate.done.actor.load', output: [{ id: 1 }] } as never,
        { type: 'xstate.done.actor.load', output: [] } as never,
        { type: 'xstate.error.actor.load', error: new Error('503') } as never,
        { type: 'block.retry' },
        { type: 'block.refresh' },
      ],
      beforePath: () => {
        loads = 0;
      },
      states: {
        'dashboardBlock.loading': (s) => {
          expect(s.hasTag('loading')).toBe(true);
          expect(loads).toBeGreaterThan(0);
        },
        'dashboardBlock.loaded': (s) => {
          expect(s.hasTag('loaded')).toBe(true);
          expect(s.context.items).toEqual([{ id: 1 }]);
        },
        'dashboardBlock.empty': (s) => {
          expect(s.hasTag('empty')).toBe(true);
          expect(s.context.items).toEqual([]);
        },
        'dashboardBlock.failed': (s) => expect(s.hasTag('error')).toBe(true),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('reads again when a live event it names says what it shows changed, keeping what is shown meanwhile, and not for others', async () => {
    const run = async (news: BlockNews) => {
      let loads = 0;
      const actor = createActor(
        dashboardBlockMachine.provide({
          actors: {
            load: fromPromise<unknown[]>(async () => {
              loads += 1;
              return [{ n: loads }];
            }),
          },
        }),
        { input: { news } },
      ).start();
      await vi.waitFor(() => expect(actor.getSnapshot().hasTag('loaded')).toBe(true));
      return { actor, loads: () => loads };
    };
    const requests = await run('follow requests');
    // An acceptance is not a request waiting; a post is not this block's news.
    requests.actor.send({ type: 'connections.changed', fromUserId: 4, accepted: true });
    requests.actor.send({ type: 'community.post', subType: 'Post created', postId: 9 });
    expect(requests.actor.getSnapshot().hasTag('loaded')).toBe(true);
    requests.actor.send({ type: 'connections.changed', fromUserId: 4, accepted: false });
    expect(requests.actor.getSnapshot().context.items).toEqual([{ n: 1 }]);
    await vi.waitFor(() => expect(requests.actor.getSnapshot().context.items).toEqual([{ n: 2 }]));
    requests.actor.stop();

    const posts = await run('new posts');
    posts.actor.send({ type: 'community.post', subType: 'Comment', postId: 9 });
    posts.actor.send({ type: 'connections.changed', fromUserId: 4, accepted: false });
    expect(posts.actor.getSnapshot().hasTag('loaded')).toBe(true);
    posts.actor.send({ type: 'community.post', subType: 'Post created', postId: 9 });
    await vi.waitFor(() => expect(posts.actor.getSnapshot().context.items).toEqual([{ n: 2 }]));
    expect(posts.loads()).toBe(2);
    posts.actor.stop();

    const quiet = await run('none');
    quiet.actor.send({ type: 'connections.changed', fromUserId: 4, accepted: false });
    quiet.actor.send({ type: 'community.post', subType: 'Post created', postId: 9 });
    expect(quiet.actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(quiet.loads()).toBe(1);
    quiet.actor.stop();
  });
});
