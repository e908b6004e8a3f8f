import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import {
  filterWithResults,
  searchPageMachine,
  shownFilter,
  type FilterCounts,
  type ResultItem,
  type ResultPage,
  type SearchPageEvent,
  type SearchRequest,
} from './searchPage.machine';

const never = fromPromise<ResultPage, SearchRequest>(() => new Promise<ResultPage>(() => {}));
const neverCounts = fromPromise<FilterCounts, { query: string }>(() => new Promise<FilterCounts>(() => {}));
const post = (id: number): ResultItem => ({
  kind: 'post',
  post_id: id,
  title: `Post ${id}`,
  excerpt: '',
  tags: ['sleep'],
  upvotes: 0,
  date_posted: '2026-11-01T00:00:00Z',
  author_user_name: 'a',
});
const first: ResultPage = { items: [post(1), post(2)], total: 3, understood: { text: 'sleep', location: 'Denver, CO' } };
const second: ResultPage = { items: [post(3)], total: 3 };
/** "speech": no people (filter 1, the default), ten providers (3), two posts (4). */
const speech: FilterCounts = { 1: 0, 2: 0, 3: 10, 4: 2, 5: 0, 6: 0 };
const people: FilterCounts = { 1: 4, 2: 1, 3: 10, 4: 0, 5: 0, 6: 0 };
const nothing: FilterCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };

describe('search page machine', () => {
  it('covers every state and transition: filters from the URL or picked by the counts, refinements, load more, retry', async () => {
    await testMachineModel({
      machine: searchPageMachine.provide({ actors: { fetchResults: never, fetchCounts: neverCounts } }),
      inputs: [
        { query: 'sleep', filter: 4 },
        { query: 'speech', filter: null },
      ],
      // What tells states apart for this machine's rules. The query, the exact count of items, the
      // place read and the other refinements multiplied the graph (17,019 snapshots for 13 states
      // and 20 transitions, 15 s alone and minutes beside the browser lanes) without reaching a
      // state or transition more: each of them is still taken, and every snapshot still checked.
      stateKey: (s) => ({
        value: s.value,
        more: s.context.items.length < s.context.total,
        filter: s.context.filter,
        asked: s.context.asked,
        counts: s.context.counts && Object.values(s.context.counts).join(','),
        // Whether the person chose a location: the place the server read must never replace it.
        located: s.context.location !== '',
        moreFailed: s.context.moreFailed,
      }),
      events: (s): SearchPageEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
        return [
          done('fetchCounts', s.context.query === 'speech' ? speech : s.context.query === 'ana' ? people : nothing),
          fail('fetchCounts'),
          done('fetchFirstPage', first),
          done('fetchFirstPage', { items: [], total: 0, understood: null }),
          fail('fetchFirstPage'),
          done('fetchNextPage', second),
          fail('fetchNextPage'),
          { type: 'results.retry' },
          { type: 'results.loadMore' },
          { type: 'page.params', query: s.context.query, filter: s.context.asked },
          { type: 'page.params', query: s.context.query, filter: s.context.asked === 4 ? 5 : 4 },
          { type: 'page.params', query: s.context.query, filter: null },
          { type: 'page.params', query: s.context.query === 'ana' ? 'speech' : 'ana', filter: null },
          { type: 'refine.location', location: '78701' },
          { type: 'refine.datePosted', datePosted: 'PAST_WEEK' },
          { type: 'refine.sortBy', sortBy: 'NEWEST' },
          { type: 'refine.addTag', tag: 'sleep' },
          { type: 'refine.addTag', tag: '' },
          { type: 'refine.removeTag', tag: 'sleep' },
        ];
      },
      states: {
        'searchPage.counts.counting': (s) => expect(s.context.counts).toBeNull(),
        'searchPage.counts.known': (s) => expect(s.context.counts).not.toBeNull(),
        'searchPage.counts.unknown': (s) => expect(s.context.counts).toBeNull(),
        'searchPage.search.choosing': (s) => {
          // Only a search with no filter chosen waits, and only for the counts.
          expect(s.context.asked).toBeNull();
          expect(s.hasTag('counting')).toBe(true);
          expect(s.hasTag('loading')).toBe(true);
        },
        'searchPage.search.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'searchPage.search.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'searchPage.search.empty': (s) => expect(s.context.items).toEqual([]),
        'searchPage.search.results.idle': (s) => expect(s.context.items.length).toBeGreaterThan(0),
        'searchPage.search.results.loadingMore': (s) => expect(s.context.items.length).toBeLessThan(s.context.total),
      },
      always: (s) => {
        expect(new Set(s.context.items.map((i) => (i.kind === 'post' ? i.post_id : 0))).size).toBe(s.context.items.length);
        expect(s.context.tags.every((t) => t.trim() !== '')).toBe(true);
        if (s.context.asked !== null) expect(s.context.filter).toBe(s.context.asked);
        // The shown filter's tab counts what its list holds.
        if (s.context.counts && (s.matches({ search: 'empty' }) || s.matches({ search: 'results' })))
          expect(s.context.counts[s.context.filter]).toBe(s.context.total);
        // A location chosen by the person is never replaced by the place read.
        if (s.context.location !== '') expect(s.context.placeRead).not.toBe(s.context.location);
      },
    });
  });

  it('with no filter chosen keeps SPEC’s default when it has results, else shows the first filter that has (#28.2)', () => {
    expect(shownFilter(people)).toBe(1);
    expect(shownFilter(speech)).toBe(3);
    expect(shownFilter(nothing)).toBe(1);
    expect(shownFilter(null)).toBe(1);
    // The link an empty filter shows: another filter with results, none when none has.
    expect(filterWithResults({ counts: speech, filter: 1 })).toBe(3);
    expect(filterWithResults({ counts: speech, filter: 3 })).toBe(4);
    expect(filterWithResults({ counts: nothing, filter: 1 })).toBeNull();
    expect(filterWithResults({ counts: null, filter: 1 })).toBeNull();
  });

  it('"speech" with no filter asks for the provider filter’s results once the counts are in', async () => {
    const asked: SearchRequest[] = [];
    const actor = createActor(
      searchPageMachine.provide({
        actors: {
          fetchCounts: fromPromise(async () => speech),
          fetchResults: fromPromise(async ({ input }) => {
            asked.push(input);
            return { items: [], total: 10 };
          }),
        },
      }),
      { input: { query: 'speech', filter: null } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.map((r) => r.filter)).toEqual([3]);
    expect(actor.getSnapshot().context.filter).toBe(3);
    actor.stop();
  });
});
