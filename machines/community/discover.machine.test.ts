import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import type { CommunitySummary, Membership } from './community.types';
import { discoverMachine, type DiscoverEvent } from './discover.machine';
import { communityDetail } from './fixtures';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
const row = (id: string, membership: Membership = 'none'): CommunitySummary => ({ ...communityDetail({ id, membership }) });

describe('discover machine', () => {
  it('covers every state and transition: search after a pause, loaded, empty, failed, join and leave', async () => {
    await testMachineModel({
      machine: discoverMachine.provide({
        actors: { search: never(), setMembership: never() },
        actions: { 'tell my communities': () => {} },
      }),
      input: {},
      stateKey: (s) => ({
        value: s.value,
        draft: s.context.draft,
        q: s.context.query,
        n: s.context.communities.length,
        notice: !!s.context.notice,
        m: s.context.communities[0]?.membership,
      }),
      events: (s): DiscoverEvent[] => [
        { type: 'discover.input', text: s.context.draft ? '' : 'sleep' },
        { type: 'discover.retry' },
        { type: 'discover.membership', communityId: '7' },
        { type: 'xstate.done.actor.0.discover.results.loading', output: [row('7')] } as never,
        { type: 'xstate.done.actor.0.discover.results.loading', output: [] } as never,
        { type: 'xstate.error.actor.0.discover.results.loading', error: new Error('503') } as never,
        { type: 'xstate.done.actor.0.discover.results.loaded.sending', output: 'member' } as never,
        { type: 'xstate.error.actor.0.discover.results.loaded.sending', error: new Error('503') } as never,
      ],
      states: {
        'discover.query.idle': (s) => expect(s.hasTag('typing')).toBe(false),
        'discover.query.debouncing': (s) => expect(s.hasTag('typing')).toBe(true),
        'discover.results.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'discover.results.loaded.idle': (s) => expect(s.context.acting).toBeNull(),
        'discover.results.loaded.sending': (s) => expect(s.context.acting).toBe('7'),
        'discover.results.empty': (s) => expect(s.context.communities).toEqual([]),
        'discover.results.failed': (s) => expect(s.hasTag('failed')).toBe(true),
      },
    });
  });

  it('asks 300 ms after the last key, joins a row and counts it', async () => {
    const asked: string[] = [];
    let told = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      discoverMachine.provide({
        actors: {
          search: fromPromise(async ({ input }) => {
            asked.push(input.query);
            return [row('7'), row('8', 'member')];
          }),
          setMembership: fromPromise(async ({ input }) => (input.join ? 'member' : 'none') as Membership),
        },
        actions: { 'tell my communities': () => void told++ },
      }),
      { input: {}, clock },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    actor.send({ type: 'discover.input', text: 'sl' });
    clock.increment(200);
    actor.send({ type: 'discover.input', text: 'sleep ' });
    clock.increment(299);
    expect(asked).toEqual(['']);
    clock.increment(1);
    await settle();
    expect(asked).toEqual(['', 'sleep']);
    actor.send({ type: 'discover.membership', communityId: '7' });
    await settle();
    actor.send({ type: 'discover.membership', communityId: '8' });
    await settle();
    expect(actor.getSnapshot().context.communities.map((c) => [c.membership, c.members])).toEqual([
      ['member', 5],
      ['none', 3],
    ]);
    expect(told).toBe(2);
  });
});
