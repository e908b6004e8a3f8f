import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Article } from '../../contract/resources';
import { testMachineModel } from '../../tests/machines/model';
import { articleMachine, type ArticleEvent } from './article.machine';

const article: Article = {
  slug: 'iep-or-504-plan',
  title: 'IEP or 504 plan',
  summary: '',
  category: 'school',
  reading_minutes: 2,
  bookmarked: false,
  updated_at: '2026-11-25T09:00:00.000Z',
  sections: [{ heading: 'The IEP', body: 'An Individualized Education Program.' }],
};

describe('resource hub article machine', () => {
  it('covers every state and transition: load, not found, fail and retry, bookmark shown at once and taken back on failure', async () => {
    const saves: { slug: string; bookmarked: boolean }[] = [];
    const report = await testMachineModel({
      machine: articleMachine.provide({
        actors: {
          loadArticle: fromPromise<Article | null, { slug: string }>(() => new Promise(() => {})),
          saveBookmark: fromPromise<void, { slug: string; bookmarked: boolean }>(({ input }) => {
            saves.push(input);
            return new Promise(() => {});
          }),
        },
      }),
      input: { slug: article.slug },
      stateKey: (s) => ({ value: s.value, saved: s.context.article?.bookmarked, failed: s.context.bookmarkFailed }),
      events: (): ArticleEvent[] => [
        { type: 'xstate.done.actor.loadArticle', output: article } as never,
        { type: 'xstate.done.actor.loadArticle', output: null } as never,
        { type: 'xstate.error.actor.loadArticle', error: new Error('503') } as never,
        { type: 'xstate.done.actor.saveBookmark', output: undefined } as never,
        { type: 'xstate.error.actor.saveBookmark', error: new Error('503') } as never,
        { type: 'article.retry' },
        { type: 'article.toggleBookmark' },
      ],
      beforePath: () => saves.splice(0),
      states: {
        'article.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'article.notFound': (s) => {
          expect(s.hasTag('not found')).toBe(true);
          expect(s.context.article).toBeNull();
        },
        'article.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'article.loaded.idle': (s) => {
          expect(s.hasTag('loaded')).toBe(true);
          expect(s.context.article?.sections).toEqual(article.sections);
          // A failed save is taken back: the article shows the opposite of what was asked.
          if (s.context.bookmarkFailed) expect(s.context.article!.bookmarked).toBe(!saves.at(-1)!.bookmarked);
          else if (saves.length) expect(s.context.article!.bookmarked).toBe(saves.at(-1)!.bookmarked);
        },
        'article.loaded.saving': (s) => {
          expect(s.hasTag('saving')).toBe(true);
          // Optimistic: the article already shows what was asked, and that is what the server is told.
          expect(saves.at(-1)).toEqual({ slug: article.slug, bookmarked: s.context.article!.bookmarked });
          expect(s.context.bookmarkFailed).toBe(false);
        },
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
