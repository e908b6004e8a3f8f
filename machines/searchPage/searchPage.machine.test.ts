import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import {
  searchPageMachine,
  type ResultItem,
  type ResultPage,
  type SearchPageEvent,
  type SearchRequest,
} from './searchPage.machine';

const never = fromPromise<ResultPage, SearchRequest>(() => new Promise<ResultPage>(() => {}));
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
const first: ResultPage = { items: [post(1), post(2)], total: 3 };
const second: ResultPage = { items: [post(3)], total: 3 };

describe('search page machine', () => {
  it('covers every state and transition: filters from the URL, refinements, load more, retry', async () => {
    await testMachineModel({
      machine: searchPageMachine.provide({ actors: { fetchResults: never } }),
      input: { query: 'sleep', filter: 4 },
      stateKey: (s) => ({
        value: s.value,
        n: s.context.items.length,
        more: s.context.items.length < s.context.total,
        filter: s.context.filter,
        query: s.context.query,
        refined:
          s.context.location !== '' ||
          s.context.tags.length > 0 ||
          s.context.sortBy !== 'RELEVANCE' ||
          s.context.datePosted !== 'ANY',
        moreFailed: s.context.moreFailed,
      }),
      events: (s): SearchPageEvent[] => {
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
        const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
        return [
          done('fetchFirstPage', first),
          done('fetchFirstPage', { items: [], total: 0 }),
          fail('fetchFirstPage'),
          done('fetchNextPage', second),
          fail('fetchNextPage'),
          { type: 'results.retry' },
          { type: 'results.loadMore' },
          { type: 'page.params', query: s.context.query, filter: s.context.filter },
          { type: 'page.params', query: 'sleep', filter: s.context.filter === 4 ? 5 : 4 },
          { type: 'refine.location', location: '78701' },
          { type: 'refine.datePosted', datePosted: 'PAST_WEEK' },
          { type: 'refine.sortBy', sortBy: 'NEWEST' },
          { type: 'refine.addTag', tag: 'sleep' },
          { type: 'refine.addTag', tag: '' },
          { type: 'refine.removeTag', tag: 'sleep' },
        ];
      },
      states: {
        'searchPage.search.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'searchPage.search.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'searchPage.search.empty': (s) => expect(s.context.items).toEqual([]),
        'searchPage.search.results.idle': (s) => expect(s.context.items.length).toBeGreaterThan(0),
        'searchPage.search.results.loadingMore': (s) => expect(s.context.items.length).toBeLessThan(s.context.total),
      },
      always: (s) => {
        expect(new Set(s.context.items.map((i) => (i.kind === 'post' ? i.post_id : 0))).size).toBe(s.context.items.length);
        expect(s.context.tags.every((t) => t.trim() !== '')).toBe(true);
      },
    });
  });
});
