/**
 * Booking a concierge session (machines/booking/booking.machine.ts) driven in Chromium from
 * its own paths: the real dialog from Book a Session, its calls held until the step that
 * names them answers (free times, a booking, "taken", a refusal), the zone changed in the
 * real select, times chosen in the real grid, and the hold and retry delays run on
 * Playwright's clock. After every step the dialog must show what the machine's snapshot says.
 */
import type { Page, Route } from '@playwright/test';
import { fromPromise } from 'xstate';
import {
  bookingMachine,
  type Booking,
  type BookingEvent,
  type Slot,
  type SlotsRequest,
  type SubmitRequest,
} from '../../machines/booking/booking.machine';
import { sampleBooking } from '../../machines/booking/booking.types';
import { dateIn } from '../../machines/booking/slotDays';
import { expect, signIn, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

test.use({ timezoneId: 'Europe/Lisbon' });

type M = typeof bookingMachine;

const SLOTS_PATH = '/api/user-manager/v1/mentor-booking/available-slots';
const SCHEDULE_PATH = '/api/user-manager/v1/mentor-booking/schedule';
/** PUT /schedule/{booking}/reschedule/{concierge}. */
const RESCHEDULE_PATH = /^\/api\/user-manager\/v1\/mentor-booking\/schedule\/\d+\/reschedule\/\d+$/;
const at = (iso: string): Slot => ({ start: iso, end: new Date(Date.parse(iso) + 3_600_000).toISOString() });
// Tuesday 1 December 2026 (two times; the later one is Wednesday in Kolkata) and Thursday 3 December.
const SLOTS = [at('2026-12-01T10:00:00.000Z'), at('2026-12-01T20:00:00.000Z'), at('2026-12-03T09:00:00.000Z')];
/** What the server offers after someone took a time: the first one is gone. */
const FRESH = SLOTS.slice(1);
const TAKEN = { error: 'slot taken', message: 'That time was just booked.' };
const PAST = { error: 'slot unavailable', message: "That time is outside the concierge's hours or too soon to book." };

const dialog = (page: Page) =>
  page.getByRole('dialog', {
    name: /^Book a session with Jordan Lee|^Reschedule your session with Jordan Lee|^Session (booked|moved)/,
  });
const grid = (page: Page) => dialog(page).getByRole('grid');
const timeIn = (zone: string, iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

for (const mode of ['book', 'reschedule'] as const) {
  // A moved session says so (issue #63.14).
  const bookedTitle = mode === 'book' ? 'Session booked' : 'Session moved';
  test(`booking (${mode}): every state and transition in Chromium`, async ({ page }) => {
    test.setTimeout(waitOf(300_000));
    const confirmLabel = mode === 'book' ? 'Confirm booking' : 'Confirm new time';
    const held: { slots: Route[]; submit: Route[] } = { slots: [], submit: [] };
    await page.route(
      (url) => url.pathname === SLOTS_PATH,
      (route) => void held.slots.push(route),
    );
    await page.route(
      (url) => (mode === 'book' ? url.pathname === SCHEDULE_PATH : RESCHEDULE_PATH.test(url.pathname)),
      (route) => (['POST', 'PUT'].includes(route.request().method()) ? void held.submit.push(route) : route.fallback()),
    );
    const next = async (kind: keyof typeof held) => {
      await expect.poll(() => held[kind].length, { message: `the page made no ${kind} request` }).toBeGreaterThan(0);
      return held[kind].shift()!;
    };

    await signIn(page, 'caregiver');
    // Book from Book a Session; reschedule the caregiver's next session with Jordan from My bookings.
    await page.goto(mode === 'book' ? '/mentorship/search?q=Jordan' : '/mentorship/bookings');
    const book =
      mode === 'book'
        ? page.getByRole('button', { name: 'Book a session with Jordan Lee' })
        : page
            .getByRole('region', { name: 'Upcoming' })
            .getByTestId('booking')
            .filter({ hasText: 'With Jordan Lee' })
            .first()
            .getByRole('button', { name: /^Reschedule/ });
    await expect(book).toBeVisible();
    // Time stands still unless a step advances it by the machine's own delay.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await book.click();

    const never = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));
    const concierge = { user_id: 0, display_name: 'Jordan Lee', timezone: 'America/New_York' };
    const spec: FlowSpec<M> = {
      name: mode === 'book' ? 'booking' : 'booking (reschedule)',
      machine: bookingMachine.provide({
        actors: { fetchSlots: never<Slot[], SlotsRequest>(), submitBooking: never<Booking, SubmitRequest>() },
      }),
      input: { concierge, zone: 'Europe/Lisbon', rescheduleOf: mode === 'book' ? null : 1 },
      stateKey: (s) => ({
        value: s.value,
        date: s.context.date,
        slot: s.context.slot?.start ?? null,
        n: s.context.slots.length,
        zone: s.context.zone,
        retried: s.context.retried,
        refusal: s.context.refusal?.code ?? null,
      }),
      // Enough events to take every transition once, few enough to keep the graph small: the
      // zone, the day and the hold are tried from the first load's state only.
      events: (s) => {
        const events: Array<BookingEvent | { type: string; output?: unknown; error?: unknown }> = [];
        const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
        const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') });
        const { slots, zone, date, slot, retried } = s.context;
        const first = slots.length === 3 && zone === 'Europe/Lisbon';
        const firstDay = slots[0] ? dateIn(zone, slots[0].start) : null;
        if (s.matches('loading')) {
          events.push(done('fetchSlots', SLOTS));
          if (slots.length === 0) events.push(fail('fetchSlots'));
        }
        if (s.matches('refreshing')) events.push(done('refreshSlots', FRESH), fail('refreshSlots'));
        if (s.matches('taken')) events.push(done('reloadSlots', FRESH), fail('reloadSlots'));
        if (s.matches('failed')) {
          events.push({ type: 'booking.retry' });
          if (!retried) events.push({ type: 'after:retryDelay' });
        }
        const today = slots.filter((x) => dateIn(zone, x.start) === date);
        if ((s.matches({ choosing: 'browsing' }) || s.matches('refused')) && today[0]) {
          events.push({ type: 'booking.slot', start: today[0].start });
        }
        if (s.matches({ choosing: 'browsing' }) && first && date === firstDay && slot === null) {
          const other = slots.map((x) => dateIn(zone, x.start)).find((d) => d !== date);
          if (other) events.push({ type: 'booking.date', date: other });
          events.push({ type: 'booking.zone', zone: 'America/New_York' });
          if (mode === 'reschedule' && s.context.reason === '')
            events.push({ type: 'booking.reason', reason: 'School pick-up moved' });
        }
        if (s.matches({ choosing: 'chosen' })) {
          events.push({ type: 'booking.confirm' });
          if (first) events.push({ type: 'after:slotHold' });
        }
        if (s.matches('confirming')) {
          events.push(done('submitBooking', booking(slot!.start)));
          if (first) {
            events.push(
              {
                type: 'xstate.error.actor.submitBooking',
                error: Object.assign(new Error('409'), { refusal: { code: 'slot taken', message: TAKEN.message } }),
              },
              {
                type: 'xstate.error.actor.submitBooking',
                error: Object.assign(new Error('422'), { refusal: { code: 'slot unavailable', message: PAST.message } }),
              },
            );
          }
        }
        if (s.matches('refused')) events.push({ type: 'booking.retry' }, { type: 'booking.back' });
        return events as never;
      },
      actions: {
        'xstate.done.actor.fetchSlots': async () => (await next('slots')).fulfill({ json: slotsBody(SLOTS) }),
        'xstate.error.actor.fetchSlots': async () =>
          (await next('slots')).fulfill({ status: 500, json: { error: 'unavailable' } }),
        'xstate.done.actor.refreshSlots': async () => (await next('slots')).fulfill({ json: slotsBody(FRESH) }),
        'xstate.error.actor.refreshSlots': async () =>
          (await next('slots')).fulfill({ status: 500, json: { error: 'unavailable' } }),
        'xstate.done.actor.reloadSlots': async () => (await next('slots')).fulfill({ json: slotsBody(FRESH) }),
        'xstate.error.actor.reloadSlots': async () =>
          (await next('slots')).fulfill({ status: 500, json: { error: 'unavailable' } }),
        'xstate.done.actor.submitBooking': async ({ before }) => {
          const route = await next('submit');
          const body = route.request().postDataJSON() as {
            start: string;
            idempotency_key: string;
            timezone: string;
            reason?: string;
          };
          expect(body.start).toBe(before.context.slot!.start);
          expect(body.timezone).toBe(before.context.zone);
          if (mode === 'reschedule') expect(body.reason ?? '').toBe(before.context.reason);
          await route.fulfill({ status: 201, json: { data: booking(body.start) } });
        },
        'xstate.error.actor.submitBooking': async (_, e) => {
          const code = (e as unknown as { error: { refusal: { code: string } } }).error.refusal.code;
          await (
            await next('submit')
          ).fulfill(code === 'slot taken' ? { status: 409, json: TAKEN } : { status: 422, json: PAST });
        },
        'after:retryDelay': async () => page.clock.runFor(3_000),
        'after:slotHold': async () => page.clock.runFor(5 * 60_000),
        'booking.retry': async ({ page: p }) => dialog(p).getByRole('button', { name: 'Try again' }).click(),
        'booking.back': async ({ page: p }) => dialog(p).getByRole('button', { name: 'Choose another time' }).click(),
        'booking.slot': async ({ page: p, before }, e) => {
          const start = (e as Extract<BookingEvent, { type: 'booking.slot' }>).start;
          await grid(p)
            .getByRole('button', { name: timeIn(before.context.zone, start), exact: true })
            .click();
        },
        'booking.date': async ({ page: p }, e) => {
          const date = (e as Extract<BookingEvent, { type: 'booking.date' }>).date;
          const label = new Intl.DateTimeFormat('en-GB', {
            timeZone: 'UTC',
            weekday: 'short',
            day: 'numeric',
            month: 'short',
          }).format(new Date(`${date}T12:00:00Z`));
          await dialog(p)
            .getByRole('group', { name: 'Days' })
            .getByRole('button', { name: new RegExp(`^${label}`) })
            .click();
        },
        'booking.zone': async ({ page: p }, e) =>
          void (await dialog(p)
            .getByLabel('Your time zone')
            .selectOption((e as Extract<BookingEvent, { type: 'booking.zone' }>).zone)),
        'booking.confirm': async ({ page: p }) => dialog(p).getByRole('button', { name: confirmLabel }).click(),
        'booking.reason': async ({ page: p }, e) =>
          dialog(p)
            .getByLabel('Reason (optional)')
            .fill((e as Extract<BookingEvent, { type: 'booking.reason' }>).reason),
      },
      states: {
        'booking.loading': async (p, s) => {
          if (s.context.slots.length === 0) await expect(dialog(p).getByText('Loading free times…')).toBeVisible();
        },
        'booking.failed': async (p) => {
          await expect(dialog(p).getByRole('alert')).toContainText('try again');
          await expect(dialog(p).getByRole('button', { name: 'Try again' })).toBeVisible();
        },
        'booking.choosing.browsing': async (p, s) => {
          // The days are drawn once the times are in (the zone label shows while they load too,
          // and a zone chosen before they arrive was dropped: the flake this line ends).
          await expect(dialog(p).getByRole('group', { name: 'Days' })).toBeVisible();
          await expect(dialog(p).getByTestId('zone-label')).toContainText(s.context.zone);
          await expect(grid(p).getByRole('button', { pressed: true })).toHaveCount(0);
          await expect(dialog(p).getByRole('button', { name: confirmLabel })).toBeDisabled();
        },
        'booking.choosing.chosen': async (p, s) => {
          await expect(grid(p).getByRole('button', { pressed: true })).toHaveText(timeIn(s.context.zone, s.context.slot!.start));
          await expect(dialog(p).getByRole('button', { name: confirmLabel })).toBeEnabled();
        },
        'booking.refreshing': async (p) => expect(grid(p)).toBeVisible(),
        'booking.confirming': async (p) => expect(dialog(p).getByRole('button', { name: 'Booking…' })).toBeDisabled(),
        'booking.taken': async (p) =>
          expect(dialog(p).getByRole('status')).toHaveText('That time was just booked. Here are the times still free.'),
        'booking.refused': async (p, s) => expect(dialog(p).getByRole('alert')).toContainText(s.context.refusal!.message),
        'booking.booked': async (p) => {
          await expect(p.getByRole('dialog', { name: bookedTitle })).toBeVisible();
          await expect(p.getByRole('dialog', { name: bookedTitle }).getByRole('link', { name: 'Add to calendar' })).toBeVisible();
        },
      },
      skip:
        mode === 'book'
          ? {
              'booking --booking.reason[0]--> (self)':
                'the reason field is shown only when rescheduling (the reschedule run types one)',
            }
          : {},
      reload: async (p) => {
        // A fresh booking actor: close the dialog (stopping the old one) and open it again.
        const done = p.getByRole('dialog', { name: bookedTitle }).getByRole('button', { name: 'Done' });
        if (await done.isVisible()) await done.click();
        else await p.keyboard.press('Escape');
        await expect(p.getByRole('dialog')).toHaveCount(0);
        // A request the closed dialog left unanswered stays held: let it go. (Failures answer 500: ky retries a GET on 503.)
        for (const r of held.slots.splice(0)) await r.abort().catch(() => {});
        for (const r of held.submit.splice(0)) await r.abort().catch(() => {});
        await book.click();
      },
    };
    await driveFlow(page, spec);
  });
}

function slotsBody(slots: Slot[]) {
  return { data: { timezone: 'America/New_York', session_minutes: 60, available_dates: [{ date: 'x', slots }] } };
}

function booking(start: string): Booking {
  return sampleBooking(99, start, {
    booker: { user_id: 1, user_name: 'caregiver', display_name: 'caregiver', profile_picture: null, timezone: 'Europe/Lisbon' },
  });
}
