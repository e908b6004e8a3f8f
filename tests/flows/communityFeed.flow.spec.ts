/**
 * The community feed (machines/community/feed.machine.ts) driven in Chromium from its own paths:
 * the first page found, none, a failure and Try again; Load more with a page that fails and one
 * that arrives; Hot, New and Top chosen (each written to the URL and read again); the composer
 * opened and closed. Every feed request is held until the step that answers it; after every step
 * the page must show what the machine's snapshot says.
 */
import type { Route } from '@playwright/test';
import { fromPromise } from 'xstate';
import type { PostSummary } from '../../contract/community';
import type { FeedPage } from '../../machines/community/community.types';
import { summary } from '../../machines/community/fixtures';
import { composerMachine } from '../../machines/community/composer.machine';
import { feedMachine, type FeedEvent, type FeedInput } from '../../machines/community/feed.machine';
import { expect, signIn, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

type M = typeof feedMachine;

const FEED = '/api/search-engine/v1/community/posts';
const wire = (id: number): PostSummary => ({
  post_id: id,
  kind: 'POST',
  community: { community_id: 1, community_name: 'Sleep and routines', image_url: null },
  author: { user_id: 2, user_name: 'careseeker', display_name: 'careseeker', profile_picture: null },
  title: `Flow post ${id}`,
  excerpt: 'What helped us',
  tags: ['sleep'],
  upvotes: 1,
  comment_count: 0,
  upvoted: false,
  bookmark_id: null,
  is_answered: false,
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  hidden: null,
});
const page0: FeedPage = { items: [summary(1), summary(2)], hasMore: true };
const page1: FeedPage = { items: [summary(2), summary(3)], hasMore: false };

test('community feed: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(300_000));
  const held: Route[] = [];
  // The feed's own reads: the dashboard's pinned-communities block reads the same path (pinned=true).
  await page.route(
    (url) => url.pathname === FEED && !url.searchParams.has('pinned'),
    (route) => void held.push(route),
  );
  const latest = async () => {
    await expect.poll(() => held.length, { message: 'the page sent no feed request' }).toBeGreaterThan(0);
    const route = held.pop()!;
    for (const old of held.splice(0)) await old.abort().catch(() => {});
    return route;
  };
  // The end of a short list is always in view, so the page would ask for the next page by itself:
  // here the observer never fires and Load more (its fallback, the same event) drives each page.
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  await signIn(page, 'careseeker', { at: '/community' });
  const reload = async () => {
    for (const r of held.splice(0)) await r.abort().catch(() => {});
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community feed' })).toBeVisible();
  };
  await reload();

  const cards = page.getByRole('main').getByRole('article');
  const spec: FlowSpec<M> = {
    name: 'communityFeed',
    machine: feedMachine.provide({
      actors: {
        fetchPage: fromPromise<FeedPage, FeedInput & { page: number }>(() => new Promise(() => {})),
        composer: composerMachine.provide({ actors: { loadChoices: fromPromise(() => new Promise(() => {})) } }),
      },
      actions: { syncUrl: () => {}, openPost: () => {} },
    }),
    input: { kind: 'posts', order: { sort: 'hot', period: 'week' } },
    stateKey: (s) => ({
      value: s.value,
      n: s.context.items.length,
      more: s.context.hasMore,
      sort: s.context.order.sort,
      failed: s.context.moreFailed,
    }),
    events: (s) => {
      const events: Array<FeedEvent | { type: string; output?: unknown; error?: unknown }> = [];
      if (s.matches({ composer: 'open' })) return [{ type: 'xstate.done.actor.composer', output: null }] as never;
      if (s.matches({ list: 'loading' }))
        events.push(
          { type: 'xstate.done.actor.0.feed.list.loading', output: page0 },
          { type: 'xstate.done.actor.0.feed.list.loading', output: { items: [], hasMore: false } },
          { type: 'xstate.error.actor.0.feed.list.loading', error: new Error('500') },
        );
      else if (s.matches({ list: { loaded: 'loadingMore' } }))
        events.push(
          { type: 'xstate.done.actor.0.feed.list.loaded.loadingMore', output: page1 },
          { type: 'xstate.error.actor.0.feed.list.loaded.loadingMore', error: new Error('500') },
        );
      else {
        if (s.matches({ list: 'failed' })) events.push({ type: 'feed.retry' });
        if (s.matches({ list: { loaded: 'idle' } })) events.push({ type: 'feed.loadMore' });
        events.push({ type: 'feed.order', order: { sort: s.context.order.sort === 'new' ? 'top' : 'new', period: 'week' } });
        events.push({ type: 'feed.write' });
      }
      return events as never;
    },
    actions: {
      'feed.order': async ({ page: p }, e) => {
        const { order } = e as Extract<FeedEvent, { type: 'feed.order' }>;
        await p.getByRole('button', { name: order.sort === 'new' ? 'New' : 'Top', exact: true }).click();
        await expect(p).toHaveURL(new RegExp(`sort=${order.sort}`));
      },
      'feed.loadMore': async ({ page: p }) => p.getByRole('button', { name: 'Load more' }).click(),
      'feed.retry': async ({ page: p }) => p.getByRole('button', { name: 'Try again' }).click(),
      'feed.write': async ({ page: p }) => p.getByRole('button', { name: 'Write a post' }).click(),
      'xstate.done.actor.composer': async ({ page: p }) => {
        await p.getByRole('dialog', { name: 'Write a post' }).getByRole('button', { name: 'Cancel' }).click();
      },
      'xstate.done.actor.0.feed.list.loading': async ({ before }, e) => {
        const route = await latest();
        const url = new URL(route.request().url());
        expect(url.searchParams.get('sort')).toBe(before.context.order.sort);
        expect(url.searchParams.get('page')).toBe('0');
        const { hasMore } = (e as unknown as { output: FeedPage }).output;
        await route.fulfill({ json: { data: { data: hasMore ? [wire(1), wire(2)] : [], has_more: hasMore } } });
      },
      'xstate.error.actor.0.feed.list.loading': async () =>
        (await latest()).fulfill({ status: 500, json: { error: 'unavailable' } }),
      'xstate.done.actor.0.feed.list.loaded.loadingMore': async () => {
        const route = await latest();
        expect(new URL(route.request().url()).searchParams.get('page')).toBe('1');
        await route.fulfill({ json: { data: { data: [wire(2), wire(3)], has_more: false } } });
      },
      'xstate.error.actor.0.feed.list.loaded.loadingMore': async () =>
        (await latest()).fulfill({ status: 500, json: { error: 'unavailable' } }),
    },
    states: {
      'feed.list.loading': async (p) => expect(p.getByRole('status').filter({ hasText: 'Loading posts' })).toBeVisible(),
      'feed.list.loaded.idle': async (p, s) => {
        await expect(cards).toHaveCount(s.context.items.length);
        await expect(p.getByRole('button', { name: 'Load more' })).toHaveCount(s.context.hasMore ? 1 : 0);
        if (s.context.moreFailed) await expect(p.getByText("Couldn't load more posts.")).toBeVisible();
      },
      'feed.list.loaded.loadingMore': async (p) => expect(p.getByRole('button', { name: 'Loading…' })).toBeDisabled(),
      'feed.list.empty': async (p) => expect(p.getByText('Nothing here yet.')).toBeVisible(),
      'feed.list.failed': async (p) => expect(p.getByRole('alert').filter({ hasText: "Couldn't load the posts." })).toBeVisible(),
      'feed.composer.closed': async (p) => expect(p.getByRole('dialog')).toHaveCount(0),
      'feed.composer.open': async (p) => expect(p.getByRole('dialog', { name: 'Write a post' })).toBeVisible(),
    },
    skip: {
      'feed.list --feed.params[0]--> feed.list.loading':
        'the URL changing under the page (Back, a link): the model test covers it',
      'feed.list --feed.reload[0]--> feed.list.loading': 'the New Post chip needs a live post: tests/e2e/community.spec.ts',
      'feed.composer.open --xstate.done.actor.composer[0]--> feed.composer.closed':
        'publishing opens the new post: tests/e2e/community.spec.ts writes posts through the API; the model test covers it',
    },
    reload,
  };
  await driveFlow(page, spec);
});
