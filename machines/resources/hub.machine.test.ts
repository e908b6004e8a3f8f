import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ArticleSummary } from '../../contract/resources';
import { testMachineModel } from '../../tests/machines/model';
import { hubMachine, SEARCH_DEBOUNCE_MS, type HubEvent } from './hub.machine';

const summary = (slug: string): ArticleSummary => ({
  slug,
  title: slug,
  summary: '',
  category: 'school',
  reading_minutes: 2,
  bookmarked: false,
  matched_heading: null,
});

describe('resource hub list machine', () => {
  it('covers every state and transition: load, empty, fail and retry, category, search after a pause', async () => {
    const asked: unknown[] = [];
    const report = await testMachineModel({
      machine: hubMachine.provide({
        actors: {
          loadArticles: fromPromise(({ input }) => {
            asked.push(input);
            return new Promise<ArticleSummary[]>(() => {});
          }),
        },
      }),
      stateKey: (s) => ({ value: s.value, category: s.context.category, query: s.context.query, n: s.context.articles.length }),
      events: (s): HubEvent[] => {
        const done = (output: unknown) => ({ type: 'xstate.done.actor.loadArticles', output }) as never;
        const fail = { type: 'xstate.error.actor.loadArticles', error: new Error('503') } as never;
        // Keep the graph small: one category, two searches (one only spaces apart from the other).
        return [
          done([summary('iep-or-504-plan')]),
          done([]),
          fail,
          { type: 'hub.retry' },
          ...(s.context.category ? [] : [{ type: 'hub.category', category: 'school' } as const]),
          ...(s.context.query ? [{ type: 'hub.query', query: ` ${s.context.query.trim()} ` } as const] : []),
          ...(s.context.query ? [] : [{ type: 'hub.query', query: 'iep' } as const]),
        ];
      },
      beforePath: () => asked.splice(0),
      states: {
        'hub.typing': (s) => expect(s.hasTag('loading')).toBe(true),
        'hub.loading': (s) => {
          expect(s.hasTag('loading')).toBe(true);
          // The request carries the filter as it is now, the search's spaces taken off.
          expect(asked.at(-1)).toEqual({ category: s.context.category, query: s.context.query.trim() });
        },
        'hub.loaded': (s) => {
          expect(s.hasTag('loaded')).toBe(true);
          expect(s.context.articles.length).toBeGreaterThan(0);
        },
        'hub.empty': (s) => {
          expect(s.hasTag('empty')).toBe(true);
          expect(s.context.articles).toEqual([]);
        },
        'hub.failed': (s) => expect(s.hasTag('error')).toBe(true),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('asks the server once for a burst of typing, after the pause', async () => {
    const { createActor, SimulatedClock } = await import('xstate');
    const asked: unknown[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      hubMachine.provide({
        actors: { loadArticles: fromPromise(async ({ input }) => (asked.push(input), [summary('a')])) },
      }),
      { clock, input: { category: 'insurance' } },
    ).start();
    await Promise.resolve();
    asked.splice(0);
    for (const query of ['a', 'ap', 'app', 'appeal']) {
      actor.send({ type: 'hub.query', query });
      clock.increment(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(asked).toEqual([]);
    clock.increment(1);
    expect(asked).toEqual([{ category: 'insurance', query: 'appeal' }]);
    actor.stop();
  });
});
