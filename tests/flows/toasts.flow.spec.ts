/**
 * The toast queue (machines/toasts/toasts.machine.ts) driven in Chromium from its own
 * paths. Server pushes go through the reference server's dev hook; hover,
 * focus and tab visibility are produced on the page; time is Playwright's
 * paused clock, advanced by exactly the machine's delays.
 */
import type { Page } from '@playwright/test';
import { DELAYS } from '../../machines/domain/constants';
import { toastsMachine, type ToastRequest, type ToastsEvent } from '../../machines/toasts/toasts.machine';
import { devApi, expect, signUpFresh, test, eventStreamOpen } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

/** The shadow actor runs a two-tick lifetime; the page runs SPEC's 5000 ms (see `after:tick`). */
const SHADOW_LIFETIME = 2 * DELAYS.toastTick;
const post: ToastRequest = { kind: 'notification', title: 'Comment', text: 'flow', route: '/community/42' };
const REMINDER = 'Your session with Priya starts at 10:00';
const MEETING = '0b7c9f2e-5d1a-4c3b-9e8f-1a2b3c4d5e6f';

const region = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });
const cards = (page: Page) => region(page).getByTestId('toast');

test('toast queue: every state and transition in Chromium', async ({ page, request }) => {
  // About two minutes alone; more while the end-to-end lane runs beside it.
  test.setTimeout(waitOf(360_000));
  const dev = devApi(request);
  page.on('pageerror', (e) => console.log('[page error]', e.message));
  page.on('console', (m) => (m.type() === 'error' ? console.log('[page console]', m.text()) : undefined));
  const user = await signUpFresh(page, 'flowtoasts');
  await expect(region(page)).toBeAttached();
  await eventStreamOpen(page);
  // Time stands still unless a step advances it by the machine's own delay.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);

  /** Shadow toast id → the text the server pushed for it. */
  const texts = new Map<string, string>();
  let pushed = 0;
  const card = (id: string) => cards(page).filter({ hasText: texts.get(id)! });
  // In-app navigation keeps the actors (a page load would restart them). The brand link
  // leads home from any mode's menu; the home menu links to the feed.
  const goHome = async () => {
    await page.locator('aside a[href="/dashboard"]').first().click({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
  };
  const goCommunity = async () => {
    if (new URL(page.url()).pathname.startsWith('/community')) return;
    const feed = page.locator('aside nav a[href="/community"]').first();
    if (!(await feed.count())) await goHome();
    await feed.click({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/community$/);
  };

  type M = typeof toastsMachine;
  const spec: FlowSpec<M> = {
    name: 'toasts',
    // The shadow only follows the page: the page's own wiring opens links and reloads the feed.
    machine: toastsMachine.provide({ actions: { navigate: () => {}, 'reload feed': () => {} } }),
    input: { lifetime: SHADOW_LIFETIME },
    stateKey: (s) => ({
      value: s.value,
      visible: s.context.visible.map((t) => t.elapsed),
      flags: [s.context.hovered, s.context.focused, s.context.tabHidden],
    }),
    events: (s) => {
      const { visible, waiting, hovered, focused, tabHidden } = s.context;
      // The meeting-ended prompt is a region of its own: shown from a quiet page and dismissed
      // again before anything else (with the other regions it would multiply the paths).
      if (s.context.meetingEnded) {
        return [{ type: 'meetingEnded.dismiss' }, { type: 'meetingEnded.show', meeting: { meetingId: MEETING, bookingId: '3' } }];
      }
      const quiet = !hovered && !focused && !tabHidden;
      const total = visible.length + waiting.length;
      const events: ReturnType<FlowSpec<M>['events']> = [];
      // Two toasts reach both branches of every queue transition; more only makes the graph bigger.
      if (total < 2 && (quiet || total === 1)) events.push({ type: 'toast.show', toast: post });
      if (quiet) for (const t of visible) events.push({ type: 'toast.dismiss', id: t.id }, { type: 'toast.activate', id: t.id });
      // One tick moves every visible toast together: only then do the page's 5000 ms and the shadow's two ticks agree.
      if (visible.length && quiet && new Set(visible.map((t) => t.elapsed)).size === 1 && waiting.length === 0) {
        events.push({ type: 'after:tick' });
      }
      if (total === 1 && visible.every((t) => t.elapsed === 0)) {
        if (!focused && !tabHidden) events.push({ type: 'region.hover', hovered: !hovered });
        if (!hovered && !tabHidden) events.push({ type: 'region.focus', focused: !focused });
        if (!hovered && !focused) events.push({ type: 'tab.visibility', hidden: !tabHidden });
      }
      if (total === 0 && quiet) {
        const chip = s.hasTag('new post');
        events.push(
          { type: 'reminder.show', reminder: { text: REMINDER, route: '/mentorship?tab=3&sid=3' } },
          { type: 'reminder.dismiss' },
          { type: 'newPost.show' },
          { type: 'newPost.activate' },
          { type: 'newPost.dismiss' },
        );
        // "View session" leaves the feed, which also puts the chip away (the session's rule): only without a chip.
        if (!chip) events.push({ type: 'reminder.activate' });
        if (!chip && !s.context.reminder)
          events.push({ type: 'meetingEnded.show', meeting: { meetingId: MEETING, bookingId: '3' } });
      }
      return events;
    },
    // Toast ids come from a counter: the n-th visible toast of the plan is the n-th on the page.
    bind: (event, model, shadow) => {
      if (event.type !== 'toast.dismiss' && event.type !== 'toast.activate') return event;
      const index = model.context.visible.findIndex((t) => t.id === event.id);
      return { ...event, id: shadow.context.visible[index]!.id };
    },
    actions: {
      'toast.show': async ({ before }) => {
        const text = `Flow toast ${++pushed}`;
        texts.set(`t${before.context.seq + 1}`, text);
        await dev.notify({ user_name: user, type: 'Post', subType: 'Comment', notification: text, postId: 42 });
      },
      // Clicks are dispatched on the element: a real pointer would also hover the region (another event).
      'toast.dismiss': async (_, e) =>
        card((e as Extract<ToastsEvent, { type: 'toast.dismiss' }>).id)
          .getByRole('button', { name: /^Dismiss/ })
          .dispatchEvent('click', undefined, { timeout: 10_000 }),
      'toast.activate': async (_, e) => {
        await card((e as Extract<ToastsEvent, { type: 'toast.activate' }>).id)
          .getByRole('button', { name: /Flow toast/ })
          .dispatchEvent('click', undefined, { timeout: 10_000 });
        await expect(page).toHaveURL(/\/community\/42$/);
      },
      'after:tick': async ({ before }) => {
        // The shadow's toasts are at 0 or 50 of 100 ms; the page's at 0 or 50 of 5000 ms.
        const elapsed = before.context.visible[0]!.elapsed;
        await page.clock.runFor(elapsed === 0 ? DELAYS.toastTick : DELAYS.toastLifetime - elapsed);
      },
      'region.hover': async (_, e) => {
        if ((e as Extract<ToastsEvent, { type: 'region.hover' }>).hovered) await cards(page).first().hover();
        else await page.mouse.move(5, 400);
      },
      'region.focus': async (_, e) => {
        if ((e as Extract<ToastsEvent, { type: 'region.focus' }>).focused)
          await cards(page)
            .first()
            .getByRole('button', { name: /^Dismiss/ })
            .focus();
        else await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      },
      // Playwright cannot hide a tab; the page is told so the way the browser would tell it.
      'tab.visibility': async (_, e) => {
        const hidden = (e as Extract<ToastsEvent, { type: 'tab.visibility' }>).hidden;
        await page.evaluate((h) => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
          document.dispatchEvent(new Event('visibilitychange'));
        }, hidden);
      },
      'reminder.show': async () => {
        await dev.notify({ user_name: user, type: 'Concierge', subType: 'Session Reminder', notification: REMINDER, postId: 3 });
      },
      'reminder.dismiss': async () => page.getByTestId('session-reminder').getByRole('button', { name: 'Dismiss' }).click(),
      'reminder.activate': async () => {
        await page.getByTestId('session-reminder').getByRole('button', { name: 'View session' }).click();
        await expect(page).toHaveURL(/\/mentorship\?tab=3&sid=3$/);
      },
      // A MEETING_ENDED the person took part in: the review-and-note prompt.
      'meetingEnded.show': async () => {
        await dev.notify({
          user_name: user,
          type: 'MEETING_ENDED',
          notification: 'The meeting has ended.',
          meeting_id: MEETING,
          postId: 3,
        });
      },
      'meetingEnded.dismiss': async () => page.getByTestId('meeting-ended').getByRole('button', { name: 'Dismiss' }).click(),
      // The server's "Post created" becomes a chip only on /community (SPEC §4).
      'newPost.show': async () => {
        await goCommunity();
        await dev.notify({ user_name: user, type: 'Post', subType: 'Post created', notification: 'Someone posted' });
      },
      'newPost.activate': async () => {
        await goCommunity();
        await page.getByRole('button', { name: 'New Post' }).click();
      },
      // The chip belongs to the feed: leaving it puts the chip away (machines/session).
      'newPost.dismiss': async () => goHome(),
    },
    states: {
      'toasts.queue.empty': async () => expect(cards(page)).toHaveCount(0),
      'toasts.queue.showing.running': async (p, s) => {
        await expect(cards(p)).toHaveCount(s.context.visible.length);
        for (const t of s.context.visible) await expect(card(t.id)).toBeVisible();
        await expect(region(p)).toHaveAttribute('data-queue', 'running');
      },
      'toasts.queue.showing.paused': async (p, s) => {
        await expect(cards(p)).toHaveCount(s.context.visible.length);
        await expect(region(p)).toHaveAttribute('data-queue', 'paused');
      },
      'toasts.reminder.hidden': async (p) => expect(p.getByTestId('session-reminder')).toHaveCount(0),
      'toasts.reminder.shown': async (p) => expect(p.getByTestId('session-reminder')).toContainText(REMINDER),
      'toasts.meetingEnded.hidden': async (p) => expect(p.getByTestId('meeting-ended')).toHaveCount(0),
      'toasts.meetingEnded.shown': async (p) => {
        await expect(p.getByTestId('meeting-ended')).toContainText('Your session has ended');
        await expect(p.getByTestId('meeting-ended').getByRole('link', { name: 'Leave a review' })).toHaveAttribute(
          'href',
          `/mentorship/reviews?meeting=${MEETING}`,
        );
      },
      'toasts.newPost.hidden': async (p) => expect(p.getByRole('button', { name: 'New Post' })).toHaveCount(0),
      'toasts.newPost.shown': async (p) => expect(p.getByRole('button', { name: 'New Post' })).toBeVisible(),
    },
    skip: {
      'toasts.reminder.shown --reminder.activate[1]--> toasts.reminder.hidden':
        'a reminder without a route has no "View session" button: the UI cannot send reminder.activate for it',
      // The person's notification choices (Settings › Notifications) are read and saved on another page; a notice
      // whose pop-ups are off shows nothing here. tests/e2e/settings-notifications.spec.ts and the model test prove them.
      'toasts --xstate.done.actor.readChoices[0]--> (self)': 'the choices are read when the session starts, before the walk',
      'toasts --xstate.error.actor.readChoices[0]--> (self)': 'the reference server answers the read',
      'toasts --notifications.choose[0]--> (self)': 'sent by the Settings › Notifications form, another page',
      'toasts.queue.empty --toast.show[1]--> (self)': 'the walk keeps every pop-up on',
      'toasts.queue.showing --toast.show[1]--> (self)': 'the walk keeps every pop-up on',
    },
    reload: async (p) => {
      // Time runs while the page starts (signing in and loading the session use timers), then stops again.
      await p.clock.resume();
      await p.reload();
      // The session is up again (its toast region) and listening, before the next push.
      await expect(region(p)).toBeAttached();
      await eventStreamOpen(p);
      await p.clock.pauseAt((await p.evaluate(() => Date.now())) + 1000);
    },
  };
  await driveFlow(page, spec);
});
