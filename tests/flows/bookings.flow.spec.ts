/**
 * My bookings (machines/booking/bookings.machine.ts) driven in Chromium from its own paths:
 * the list loaded, refreshed when the tab comes back, a session cancelled through the real
 * confirmation, a cancel the server refuses, each call held until the step that names it
 * answers. After every step the page must show what the machine's snapshot says.
 */
import type { Page, Route } from '@playwright/test';
import { fromPromise } from 'xstate';
import { sampleBooking, type Booking } from '../../machines/booking/booking.types';
import { bookingsMachine, type BookingsEvent } from '../../machines/booking/bookings.machine';
import { expect, signIn, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

type M = typeof bookingsMachine;

const EVENTS_PATH = '/api/user-manager/v1/mentor-booking/events';
const CANCEL_PATH = /^\/api\/user-manager\/v1\/mentor-booking\/schedule\/(\d+)$/;
const STARTED = { error: 'started', message: 'That session has already started.' };
const rows = (page: Page) => page.getByTestId('booking');

test('my bookings: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(240_000));
  const held: { list: Route[]; cancel: Route[] } = { list: [], cancel: [] };
  // Only this page's reads are held: the dashboard that sign-in lands on reads the same list (its
  // next-sessions block, lazily after its first paint), and a read of it held here was taken for
  // the page's own when the block was late, leaving the page's read unanswered (seen under load).
  const fromThisPage = async (route: Route) =>
    new URL((await route.request().headerValue('referer')) ?? '/', 'http://localhost').pathname === '/mentorship/bookings';
  await page.route(
    (url) => url.pathname === EVENTS_PATH,
    async (route) => ((await fromThisPage(route)) ? void held.list.push(route) : route.fulfill({ json: { data: [] } })),
  );
  await page.route(
    (url) => CANCEL_PATH.test(url.pathname),
    (route) => (route.request().method() === 'DELETE' ? void held.cancel.push(route) : route.fallback()),
  );
  const next = async (kind: keyof typeof held) => {
    await expect.poll(() => held[kind].length, { message: `the page made no ${kind} request` }).toBeGreaterThan(0);
    return held[kind].shift()!;
  };
  const soon = Date.now() + 3 * 86_400_000;
  const session = (id: number, status: Booking['status'] = 'scheduled'): Booking =>
    sampleBooking(id, new Date(soon + id * 3_600_000).toISOString(), {
      status,
      concierge: { user_id: 7, user_name: 'flow', display_name: `Concierge ${id}`, profile_picture: null, timezone: 'UTC' },
    });

  const ONE = [session(1)];
  const TWO = [session(1), session(2)];

  await signIn(page, 'caregiver');
  const open = async () => {
    await page.goto('/mentorship/bookings');
    await expect(page.getByRole('heading', { name: 'My bookings', level: 1 })).toBeVisible();
  };
  await open();

  const never = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));
  const spec: FlowSpec<M> = {
    name: 'bookings',
    machine: bookingsMachine.provide({
      actors: {
        fetchBookings: fromPromise<Booking[]>(() => new Promise<Booking[]>(() => {})),
        cancelBooking: never<Booking, { id: number; reason: string }>(),
      },
    }),
    stateKey: (s) => ({
      value: s.value,
      ids: s.context.bookings.map((b) => `${b.id}:${b.status}`),
      refusal: s.context.refusal !== null,
      cancelled: s.context.cancelled !== null,
    }),
    events: (s) => {
      const events: Array<BookingsEvent | { type: string; output?: unknown; error?: unknown }> = [];
      const first = s.context.bookings.length <= 1;
      if (s.matches('loading'))
        events.push(
          { type: 'xstate.done.actor.fetchBookings', output: ONE },
          { type: 'xstate.error.actor.fetchBookings', error: new Error('500') },
        );
      if (s.matches('failed')) events.push({ type: 'bookings.retry' });
      if (s.matches({ ready: 'idle' })) {
        if (first && !s.context.refusal && !s.context.cancelled) events.push({ type: 'bookings.refresh' });
        const scheduled = s.context.bookings.find((b) => b.status === 'scheduled');
        if (scheduled && !s.context.refusal) events.push({ type: 'bookings.cancel', id: scheduled.id, reason: 'Unwell' });
        if (s.context.refusal) events.push({ type: 'bookings.dismiss' });
      }
      if (s.matches({ ready: 'refreshing' })) {
        events.push(
          { type: 'xstate.done.actor.refreshBookings', output: TWO },
          { type: 'xstate.error.actor.refreshBookings', error: new Error('500') },
        );
      }
      if (s.matches({ ready: 'cancelling' })) {
        const id = s.context.cancelling!;
        const after = s.context.bookings.map((b) => (b.id === id ? { ...b, status: 'cancelled' as const } : b));
        events.push({ type: 'xstate.done.actor.cancelBooking', output: after.find((b) => b.id === id) });
        if (s.context.bookings.length === 1) {
          events.push({
            type: 'xstate.error.actor.cancelBooking',
            error: Object.assign(new Error('409'), { refusal: { code: STARTED.error, message: STARTED.message } }),
          });
        }
      }
      return events as never;
    },
    actions: {
      'xstate.done.actor.fetchBookings': async () => (await next('list')).fulfill({ json: { data: ONE } }),
      'xstate.error.actor.fetchBookings': async () =>
        (await next('list')).fulfill({ status: 500, json: { error: 'unavailable' } }),
      'xstate.done.actor.refreshBookings': async () => (await next('list')).fulfill({ json: { data: TWO } }),
      'xstate.error.actor.refreshBookings': async () =>
        (await next('list')).fulfill({ status: 500, json: { error: 'unavailable' } }),
      'xstate.done.actor.cancelBooking': async ({ before }) => {
        const route = await next('cancel');
        expect(route.request().postDataJSON()).toEqual({ reason: 'Unwell' });
        const id = before.context.cancelling!;
        await route.fulfill({ json: { data: { ...before.context.bookings.find((b) => b.id === id)!, status: 'cancelled' } } });
      },
      'xstate.error.actor.cancelBooking': async () => (await next('cancel')).fulfill({ status: 409, json: STARTED }),
      'bookings.retry': async ({ page: p }) => p.getByRole('button', { name: 'Try again' }).click(),
      // The list refreshes when the tab comes back: the page is told so the way the browser would tell it.
      'bookings.refresh': async ({ page: p }) =>
        p.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
          document.dispatchEvent(new Event('visibilitychange'));
        }),
      'bookings.cancel': async ({ page: p }, e) => {
        const { id, reason } = e as Extract<BookingsEvent, { type: 'bookings.cancel' }>;
        await rows(p)
          .filter({ hasText: `With Concierge ${id}` })
          .getByRole('button', { name: /^Cancel/ })
          .click();
        const confirm = p.getByRole('dialog', { name: 'Cancel this session?' });
        await confirm.getByLabel('Reason (optional)').fill(reason);
        await confirm.getByRole('button', { name: 'Cancel session' }).click();
      },
      'bookings.dismiss': async ({ page: p }) => p.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click(),
    },
    states: {
      'bookings.loading': async (p) => expect(p.getByText('Loading your sessions…')).toBeVisible(),
      'bookings.failed': async (p) => expect(p.getByRole('alert')).toContainText('Your sessions could not be loaded.'),
      'bookings.ready.idle': async (p, s) => {
        await expect(rows(p)).toHaveCount(s.context.bookings.length);
        const upcoming = s.context.bookings.filter((b) => b.status === 'scheduled').length;
        await expect(p.getByRole('region', { name: 'Upcoming' }).getByTestId('booking')).toHaveCount(upcoming);
        await expect(p.getByRole('alert')).toHaveCount(s.context.refusal ? 1 : 0);
        if (s.context.refusal) await expect(p.getByRole('alert')).toContainText(STARTED.message);
        await expect(p.getByText(/is cancelled\.$/)).toHaveCount(s.context.cancelled ? 1 : 0);
      },
      'bookings.ready.refreshing': async (p, s) => expect(rows(p)).toHaveCount(s.context.bookings.length),
      'bookings.ready.cancelling': async (p) => {
        for (const button of await p.getByRole('button', { name: /^Cancel the session/ }).all())
          await expect(button).toBeDisabled();
      },
    },
    reload: async () => {
      for (const r of held.list.splice(0)) await r.abort().catch(() => {});
      for (const r of held.cancel.splice(0)) await r.abort().catch(() => {});
      await open();
    },
  };
  await driveFlow(page, spec);
});
