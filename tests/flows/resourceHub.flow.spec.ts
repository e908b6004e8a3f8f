/**
 * The resource hub's list (machines/resources/hub.machine.ts) driven in Chromium from its own
 * paths: a category chosen and cleared, a search typed (the page's own 300 ms pause, whose step
 * is its request arriving), spaces that change nothing, articles found, none found, a failure and
 * Try again; every request held until the step that answers it. After every step the page must
 * show what the machine's snapshot says.
 */
import type { Route } from '@playwright/test';
import { fromPromise } from 'xstate';
import type { ArticleSummary } from '../../contract/resources';
import { hubMachine, type HubEvent, type HubFilter } from '../../machines/resources/hub.machine';
import { expect, signIn, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

type M = typeof hubMachine;

const LIST = '/api/resource-hub/v1/articles';
const FOUND: ArticleSummary[] = [
  {
    slug: 'iep-or-504-plan',
    title: 'IEP or 504 plan: what is the difference?',
    summary: 'Two ways a public school supports a student with a disability.',
    category: 'school',
    reading_minutes: 2,
    bookmarked: false,
    matched_heading: 'The IEP',
  },
];

test('resource hub list: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(300_000));
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === LIST,
    (route) => void held.push(route),
  );
  /** The newest request the page sent (one superseded by a newer filter was aborted by the page). */
  const latest = async () => {
    await expect.poll(() => held.length, { message: 'the page sent no request for articles' }).toBeGreaterThan(0);
    const route = held.pop()!;
    for (const old of held.splice(0)) await old.abort().catch(() => {});
    return route;
  };

  await signIn(page, 'careseeker');
  const reload = async () => {
    for (const r of held.splice(0)) await r.abort().catch(() => {});
    await page.goto('/resource-hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
  };
  await reload();

  const search = page.getByRole('searchbox', { name: 'Search the resource hub' });
  const articles = page.getByRole('region', { name: 'Articles' });
  const busy = async (query: string) => {
    await expect(search).toHaveValue(query);
    await expect(articles).toHaveAttribute('aria-busy', 'true');
  };

  const spec: FlowSpec<M> = {
    name: 'resourceHub',
    machine: hubMachine.provide({
      actors: { loadArticles: fromPromise<ArticleSummary[], HubFilter>(() => new Promise(() => {})) },
    }),
    stateKey: (s) => ({ value: s.value, category: s.context.category, query: s.context.query, n: s.context.articles.length }),
    events: (s) => {
      const events: Array<HubEvent | { type: string; output?: unknown; error?: unknown } | { type: `after:${string}` }> = [];
      if (s.matches('typing')) events.push({ type: 'after:searchDebounce' });
      if (s.matches('loading'))
        events.push(
          { type: 'xstate.done.actor.loadArticles', output: FOUND },
          { type: 'xstate.done.actor.loadArticles', output: [] },
          { type: 'xstate.error.actor.loadArticles', error: new Error('500') },
        );
      if (s.matches('failed')) events.push({ type: 'hub.retry' });
      if (!s.matches('typing') && !s.matches('loading')) {
        events.push({ type: 'hub.category', category: s.context.category ? null : 'school' });
        events.push({ type: 'hub.query', query: s.context.query ? '' : 'iep' });
        if (s.context.query) events.push({ type: 'hub.query', query: `${s.context.query.trim()} ` });
      }
      return events as never;
    },
    actions: {
      'hub.category': async ({ page: p }, e) => {
        const { category } = e as Extract<HubEvent, { type: 'hub.category' }>;
        await p.getByRole('button', { name: category === 'school' ? 'School support' : 'All' }).click();
      },
      'hub.query': async (_ctx, e) => search.fill((e as Extract<HubEvent, { type: 'hub.query' }>).query),
      // The page's own pause: the step is its request arriving.
      'after:searchDebounce': async () => {
        await expect.poll(() => held.length, { message: 'no request after the pause' }).toBeGreaterThan(0);
      },
      'hub.retry': async ({ page: p }) => p.getByRole('button', { name: 'Try again' }).click(),
      'xstate.done.actor.loadArticles': async ({ before }, e) => {
        const route = await latest();
        // The request carries the filter the machine holds, the search's spaces taken off.
        const url = new URL(route.request().url());
        expect(url.searchParams.get('category')).toBe(before.context.category);
        expect(url.searchParams.get('q') ?? '').toBe(before.context.query.trim());
        await route.fulfill({ json: { data: (e as unknown as { output: ArticleSummary[] }).output } });
      },
      'xstate.error.actor.loadArticles': async () => (await latest()).fulfill({ status: 500, json: { error: 'unavailable' } }),
    },
    states: {
      'hub.typing': async (_p, s) => busy(s.context.query),
      'hub.loading': async (_p, s) => busy(s.context.query),
      'hub.loaded': async (p, s) => {
        await expect(articles).toHaveAttribute('aria-busy', 'false');
        await expect(articles.getByRole('listitem')).toHaveCount(s.context.articles.length);
        await expect(p.getByRole('link', { name: FOUND[0]!.title })).toBeVisible();
        await expect(search).toHaveValue(s.context.query);
      },
      'hub.empty': async (_p, s) => {
        await expect(articles).toHaveAttribute('aria-busy', 'false');
        await expect(articles.getByRole('status')).toContainText(
          s.context.query.trim() ? 'No article matches' : 'No articles here yet.',
        );
      },
      'hub.failed': async () => {
        await expect(articles.getByRole('alert')).toContainText("Couldn't load the resource hub's articles.");
        await expect(articles.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
    reload,
  };
  await driveFlow(page, spec);
});
