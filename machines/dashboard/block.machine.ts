import { assign, raise, setup } from 'xstate';
import type { PageLiveEvent } from '../domain/pageOwner.machine';
import { unprovidedPromise } from '../domain/placeholder';

export type DashboardBlockEvent =
  | { type: 'block.retry' }
  | { type: 'block.refresh' }
  /** The session's live events, handed on by the dashboard owner: the block takes those that change what it shows. */
  | Extract<PageLiveEvent, { type: 'connections.changed' | 'community.post' }>;

/**
 * What live news changes the block: a follow request arriving (the follow requests), a post
 * created in one of the person's communities (the pinned activity), or nothing.
 */
export type BlockNews = 'follow requests' | 'new posts' | 'none';
export interface DashboardBlockInput {
  news: BlockNews;
}

export interface DashboardBlockContext<T> {
  items: T[];
  news: BlockNews;
}

/**
 * One block of /dashboard (next sessions, notifications, saved articles, a screening reminder):
 * it loads on its own and fails on its own, so one service down leaves the others showing
 * (SPEC §8). Each block provides `load` in src/features/dashboard/wiring.ts; the machine is the
 * same for all. A refresh (the tab coming back, or a live event its input's `news` names: a follow
 * request arriving, a post created in a pinned community) reads again without hiding what is shown.
 */
export function dashboardBlock<T>() {
  return setup({
    types: {
      context: {} as DashboardBlockContext<T>,
      input: {} as DashboardBlockInput,
      events: {} as DashboardBlockEvent,
      tags: {} as 'loading' | 'loaded' | 'empty' | 'error',
    },
    actors: {
      load: unprovidedPromise<T[]>('dashboard', 'load'),
    },
    actions: {
      'take items': assign((_, params: { items: T[] }) => ({ items: params.items })),
    },
    guards: {
      'nothing to show': (_, params: { items: T[] }) => params.items.length === 0,
      /** A request to follow the person arrived (an acceptance of theirs is not a request waiting). */
      'a request arrived': ({ context, event }) =>
        context.news === 'follow requests' && event.type === 'connections.changed' && !event.accepted,
      /** A post was created in one of the person's communities (a comment or an upvote is not a new post). */
      'a post was created': ({ context, event }) =>
        context.news === 'new posts' && event.type === 'community.post' && event.subType === 'Post created',
    },
  }).createMachine({
    id: 'dashboardBlock',
    context: ({ input }) => ({ items: [], news: input.news }),
    initial: 'loading',
    on: {
      'connections.changed': { guard: 'a request arrived', actions: raise({ type: 'block.refresh' }) },
      'community.post': { guard: 'a post was created', actions: raise({ type: 'block.refresh' }) },
    },
    states: {
      loading: {
        description: 'The block reads its own service; the others do not wait for it.',
        tags: ['loading'],
        invoke: {
          src: 'load',
          id: 'load',
          onDone: [
            {
              guard: { type: 'nothing to show', params: ({ event }) => ({ items: event.output }) },
              target: 'empty',
              actions: { type: 'take items', params: ({ event }) => ({ items: event.output }) },
            },
            { target: 'loaded', actions: { type: 'take items', params: ({ event }) => ({ items: event.output }) } },
          ],
          onError: 'failed',
        },
      },
      loaded: { description: 'What is next or new, with a link onward.', tags: ['loaded'], on: { 'block.refresh': 'loading' } },
      empty: {
        description: 'Nothing yet: the block says so and links onward.',
        tags: ['empty'],
        on: { 'block.refresh': 'loading' },
      },
      failed: {
        description: 'This block could not load (the others still show): Try again.',
        tags: ['error'],
        on: { 'block.retry': 'loading', 'block.refresh': 'loading' },
      },
    },
  });
}

/** The block's machine as the manifest and the gallery see it. */
export const dashboardBlockMachine = dashboardBlock<unknown>();
export type DashboardBlockMachine<T> = ReturnType<typeof dashboardBlock<T>>;
