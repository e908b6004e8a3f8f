import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { HelpArticle } from '../../contract/help';
import { testMachineModel } from '../../tests/machines/model';
import { DELAYS } from '../domain/constants';
import { helpCenterMachine, type HelpEvent } from './helpCenter.machine';

const article = (slug: string): HelpArticle => ({
  slug,
  title: slug,
  summary: '',
  topic: 'Sessions',
  sections: [{ heading: 'Start', body: 'Press Book a Session.' }],
  matched_heading: null,
});

describe('help center machine', () => {
  it('covers every state and transition: load, empty, fail and retry, search after a pause', async () => {
    const asked: unknown[] = [];
    const report = await testMachineModel({
      machine: helpCenterMachine.provide({
        actors: {
          loadArticles: fromPromise(({ input }) => {
            asked.push(input);
            return new Promise<HelpArticle[]>(() => {});
          }),
        },
      }),
      stateKey: (s) => ({ value: s.value, query: s.context.query, n: s.context.articles.length }),
      events: (s): HelpEvent[] => {
        const done = (output: unknown) => ({ type: 'xstate.done.actor.loadArticles', output }) as never;
        const fail = { type: 'xstate.error.actor.loadArticles', error: new Error('503') } as never;
        // Keep the graph small: one search, and the same one with spaces around it.
        return [
          done([article('book-a-session')]),
          done([]),
          fail,
          { type: 'help.retry' },
          s.context.query ? { type: 'help.query', query: ` ${s.context.query.trim()} ` } : { type: 'help.query', query: 'pin' },
        ];
      },
      beforePath: () => asked.splice(0),
      states: {
        'helpCenter.typing': (s) => expect(s.hasTag('loading')).toBe(true),
        'helpCenter.loading': (s) => {
          expect(s.hasTag('loading')).toBe(true);
          expect(asked.at(-1)).toEqual({ query: s.context.query.trim() });
        },
        'helpCenter.loaded': (s) => {
          expect(s.hasTag('loaded')).toBe(true);
          expect(s.context.articles.length).toBeGreaterThan(0);
        },
        'helpCenter.empty': (s) => {
          expect(s.hasTag('empty')).toBe(true);
          expect(s.context.articles).toEqual([]);
        },
        'helpCenter.failed': (s) => expect(s.hasTag('error')).toBe(true),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('asks the server once for a burst of typing, after the pause', async () => {
    const asked: unknown[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      helpCenterMachine.provide({
        actors: { loadArticles: fromPromise(async ({ input }) => (asked.push(input), [article('a')])) },
      }),
      { clock, input: {} },
    ).start();
    await Promise.resolve();
    asked.splice(0);
    for (const query of ['v', 'vo', 'voi', 'voice']) {
      actor.send({ type: 'help.query', query });
      clock.increment(DELAYS.debounce - 1);
    }
    expect(asked).toEqual([]);
    clock.increment(1);
    expect(asked).toEqual([{ query: 'voice' }]);
    actor.stop();
  });
});
