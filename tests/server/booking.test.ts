// @postgres: the booking store's row locks (select … for update): twenty bookings of one slot at once, one taken; two overlapping at once, one taken.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn, SseStream, userIdOf } from './helpers';

const UM = '/api/user-manager/v1';
const server = serverPerFile();
let caregiver: string;
let careseeker: string;
let coordinator: string;
let provider: string;
let coordinatorId: number;
let caregiverId: number;
const streams: SseStream[] = [];

interface Slot {
  start: string;
  end: string;
}
interface Booking {
  id: number;
  status: string;
  start: string;
  role: string;
  meeting_id: string;
  meeting_url: string;
  rescheduled_from: number | null;
  rescheduled_to: number | null;
  concierge: { user_id: number; display_name: string };
  booker: { user_id: number };
}

beforeAll(async () => {
  const token = async (name: string) => String((await signIn(server.url, name)).tokens.access_token);
  [caregiver, careseeker, coordinator, provider] = (await Promise.all(
    ['caregiver', 'careseeker', 'coordinator', 'provider'].map(token),
  )) as [string, string, string, string];
  coordinatorId = await userIdOf(server.url, coordinator);
  caregiverId = await userIdOf(server.url, caregiver);
});
afterAll(() => {
  for (const s of streams) s.close();
});

const slotsOf = async (conciergeId: number, as = caregiver) => {
  const res = await apiGet(
    server.url,
    `${UM}/mentor-booking/available-slots?conciergeId=${conciergeId}&conciergeAuthId=${conciergeId}`,
    as,
  );
  return res as {
    status: number;
    body: { data: { available_dates: { date: string; slots: Slot[] }[]; timezone: string } } & Record<string, any>;
  };
};
const freeSlots = async (conciergeId: number) => (await slotsOf(conciergeId)).body.data.available_dates.flatMap((d) => d.slots);
const schedule = (start: string, as = caregiver, key = randomUUID(), conciergeId = coordinatorId) =>
  apiJson(
    server.url,
    'POST',
    `${UM}/mentor-booking/schedule`,
    { conciergeId, conciergeAuthId: String(conciergeId), start, idempotency_key: key, timezone: 'Europe/Lisbon' },
    as,
  );
const events = async (as: string) => (await apiGet(server.url, `${UM}/mentor-booking/events`, as)).body.data as Booking[];
const subscribe = async (token: string, userId: number) => {
  const stream = await SseStream.open(`${server.url}/public/user-audit/server-event/subscribe/${userId}?access_token=${token}`);
  streams.push(stream);
  return stream;
};
/** The next server event whose JSON matches. */
const nextEvent = async (stream: SseStream, match: (payload: Record<string, any>) => boolean) => {
  for (;;) {
    const message = await stream.next<Record<string, any>>();
    if (message.event === 'ready' || !message.data) continue;
    if (match(message.data)) return message.data;
  }
};

describe('concierge search', () => {
  it('lists concierges with the SPEC §3 filters and their next free slot', async () => {
    const all = await apiJson(
      server.url,
      'POST',
      '/api/search-engine/v1/concierge?type=CONCIERGE',
      { page: 0, size: 50 },
      caregiver,
    );
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(12);
    const zones = new Set(all.body.data.data.map((c: { timezone: string }) => c.timezone));
    expect(zones.size).toBeGreaterThanOrEqual(4);
    expect(all.body.data.data.every((c: { next_slot: Slot | null }) => c.next_slot !== null)).toBe(true);

    const spanish = await apiJson(
      server.url,
      'POST',
      '/api/search-engine/v1/concierge',
      { languages: ['Spanish'], min_experience: 10, rating: 4.5 },
      caregiver,
    );
    const hits = spanish.body.data.data as { languages: string[]; years_experience: number; rating: number }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((c) => c.languages.includes('Spanish') && c.years_experience >= 10 && c.rating >= 4.5)).toBe(true);

    const bad = await apiJson(server.url, 'POST', '/api/search-engine/v1/concierge', { availability: 'RANGE' }, caregiver);
    expect(bad.status).toBe(400);
    const none = await apiJson(
      server.url,
      'POST',
      '/api/search-engine/v1/concierge',
      { availability: 'RANGE', date_range: { start_date: '2020-01-01', end_date: '2020-01-02' } },
      caregiver,
    );
    expect(none.body.data.total).toBe(0);
  });

  it('lists concierges for GET /v1/users?type=CONCIERGE', async () => {
    const res = await apiGet(server.url, '/api/search-engine/v1/users?type=CONCIERGE', caregiver);
    expect((res.body.data as unknown[]).length).toBeGreaterThanOrEqual(12);
  });
});

describe('booking', () => {
  it('offers slots, books one, and tells the concierge live; the booking is in both calendars', async () => {
    const slots = await slotsOf(coordinatorId);
    expect(slots.status).toBe(200);
    expect(slots.body.data.timezone).toBe('America/New_York');
    const slot = slots.body.data.available_dates[0]!.slots[0]!;
    const stream = await subscribe(coordinator, coordinatorId);
    const key = randomUUID();
    const booked = await schedule(slot.start, caregiver, key);
    expect(booked.status).toBe(201);
    const booking = booked.body.data as Booking;
    expect(booking).toMatchObject({ status: 'scheduled', start: slot.start, role: 'booker' });
    expect(booking.meeting_url).toMatch(/\/mentorship\/call\/[0-9a-f-]{36}$/);
    const told = await nextEvent(stream, (p) => p.type === 'Concierge' && Number(p.postId) === booking.id);
    expect(told.notification).toMatch(/booked a session with you/);

    // A retry with the same key is the same booking, not a second one.
    const again = await schedule(slot.start, caregiver, key);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(booking.id);
    expect((await freeSlots(coordinatorId)).some((s) => s.start === slot.start)).toBe(false);
    expect((await events(coordinator)).some((b) => b.id === booking.id && b.role === 'concierge')).toBe(true);
  });

  it('books a slot exactly once when 20 attempts race for it', async () => {
    const slot = (await freeSlots(coordinatorId))[1]!;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => schedule(slot.start, i % 2 ? caregiver : careseeker)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.find((r) => r.status === 409)!.body).toEqual({ error: 'slot taken', message: 'That time was just booked.' });
  });

  it('keeps the buffer when two people race for neighbouring times from back-to-back hours', async () => {
    // A day 50 days on with hours 10:00–11:00 and 11:00–12:00: two one-hour slots with no gap.
    const day = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
    for (const [start, end] of [
      ['10:00', '11:00'],
      ['11:00', '12:00'],
    ])
      expect(
        (await apiJson(server.url, 'POST', `${UM}/mentor-booking/availability`, { date: day, start, end }, coordinator)).status,
      ).toBe(201);
    const dates = (await slotsOf(coordinatorId)).body.data.available_dates;
    const [first, second] = dates.find((d) => d.date === day)!.slots;
    expect(Date.parse(second!.start)).toBe(Date.parse(first!.end));
    // Each alone would be offered; at once, only one may be booked (the buffer is 15 minutes).
    const results = await Promise.all([schedule(first!.start, caregiver), schedule(second!.start, careseeker)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body).toEqual({ error: 'slot taken', message: 'That time was just booked.' });
  });

  it('refuses a time in the past, outside the hours, an unknown concierge, and mismatched ids', async () => {
    expect((await schedule('2020-01-06T14:00:00Z')).body).toMatchObject({
      error: 'slot unavailable',
      message: 'That time has already passed.',
    });
    const nextYear = new Date(Date.now() + 300 * 86_400_000);
    nextYear.setUTCHours(3, 7, 0, 0);
    const outside = await schedule(nextYear.toISOString());
    expect(outside.status).toBe(422);
    expect(outside.body.message).toMatch(/outside the concierge's hours/);
    expect((await schedule(new Date(Date.now() + 86_400_000).toISOString(), caregiver, randomUUID(), 999_999)).status).toBe(404);
    const mismatch = await apiGet(
      server.url,
      `${UM}/mentor-booking/available-slots?conciergeId=${coordinatorId}&conciergeAuthId=1`,
      caregiver,
    );
    expect(mismatch.status).toBe(400);
    // A coordinator books no one, themselves included (SPEC §6; booking-roles.test.ts).
    const self = await schedule((await freeSlots(coordinatorId))[0]!.start, coordinator);
    expect(self.status).toBe(403);
    expect((await schedule('not a date')).status).toBe(400);
  });

  it('reschedules: the old booking is marked and linked, the other party is told, and only a party may do it', async () => {
    const [first, second] = await freeSlots(coordinatorId);
    const booking = (await schedule(first!.start)).body.data as Booking;
    const stream = await subscribe(coordinator, coordinatorId);
    const stranger = await apiJson(
      server.url,
      'PUT',
      `${UM}/mentor-booking/schedule/${booking.id}/reschedule/${coordinatorId}`,
      { start: second!.start, idempotency_key: randomUUID() },
      careseeker,
    );
    expect(stranger.status).toBe(404);
    const moved = await apiJson(
      server.url,
      'PUT',
      `${UM}/mentor-booking/schedule/${booking.id}/reschedule/${coordinatorId}`,
      { start: second!.start, idempotency_key: randomUUID(), reason: 'School pick-up' },
      caregiver,
    );
    expect(moved.status).toBe(200);
    const fresh = moved.body.data as Booking;
    expect(fresh).toMatchObject({ status: 'scheduled', start: second!.start, rescheduled_from: booking.id });
    const mine = await events(caregiver);
    expect(mine.find((b) => b.id === booking.id)).toMatchObject({ status: 'rescheduled', rescheduled_to: fresh.id });
    expect((await nextEvent(stream, (p) => Number(p.postId) === fresh.id)).notification).toMatch(/moved your session/);
    // The first time is free again, the second taken.
    const free = (await freeSlots(coordinatorId)).map((s) => s.start);
    expect(free).toContain(first!.start);
    expect(free).not.toContain(second!.start);
    // A rescheduled booking cannot be moved again.
    const twice = await apiJson(
      server.url,
      'PUT',
      `${UM}/mentor-booking/schedule/${booking.id}/reschedule/${coordinatorId}`,
      { start: first!.start, idempotency_key: randomUUID() },
      caregiver,
    );
    expect(twice.status).toBe(409);
  });

  it('a concierge who moves a session and sends it again (the answer was lost) gets the moved session back', async () => {
    const [first, second] = await freeSlots(coordinatorId);
    const booking = (await schedule(first!.start)).body.data as Booking;
    const move = { start: second!.start, idempotency_key: randomUUID() };
    const path = `${UM}/mentor-booking/schedule/${booking.id}/reschedule/${coordinatorId}`;
    const moved = await apiJson(server.url, 'PUT', path, move, coordinator);
    expect(moved.status).toBe(200);
    const again = await apiJson(server.url, 'PUT', path, move, coordinator);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: moved.body.data.id, rescheduled_from: booking.id });
    // Its key names that move only: another booking moved with it is not answered by it.
    const other = (await schedule(first!.start)).body.data as Booking;
    const wrong = await apiJson(
      server.url,
      'PUT',
      `${UM}/mentor-booking/schedule/${other.id}/reschedule/${coordinatorId}`,
      move,
      coordinator,
    );
    expect(wrong.body.data?.id).not.toBe(moved.body.data.id);
  });

  it('cancels: the slot is free at once and the booker is told when the concierge cancels', async () => {
    const slot = (await freeSlots(coordinatorId))[0]!;
    const booking = (await schedule(slot.start)).body.data as Booking;
    const stream = await subscribe(caregiver, caregiverId);
    expect(
      (await apiJson(server.url, 'DELETE', `${UM}/mentor-booking/schedule/${booking.id}`, { reason: 'x' }, careseeker)).status,
    ).toBe(404);
    const cancelled = await apiJson(
      server.url,
      'DELETE',
      `${UM}/mentor-booking/schedule/${booking.id}`,
      { reason: 'Unwell' },
      coordinator,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await nextEvent(stream, (p) => Number(p.postId) === booking.id)).notification).toMatch(/cancelled your session/);
    expect((await freeSlots(coordinatorId)).some((s) => s.start === slot.start)).toBe(true);
    expect((await apiJson(server.url, 'DELETE', `${UM}/mentor-booking/schedule/${booking.id}`, {}, coordinator)).status).toBe(
      409,
    );
  });

  it('has no stand-in meeting page: nobody ends a session without its call (issue #61)', async () => {
    const slot = (await freeSlots(coordinatorId))[0]!;
    const booking = (await schedule(slot.start)).body.data as Booking;
    // The link opens the call in the app; the old unauthenticated end route is gone.
    expect(booking.meeting_url).toBe(`${server.url}/mentorship/call/${booking.meeting_id}`);
    expect((await fetch(`${server.url}/public/meetings/${booking.meeting_id}/end`, { method: 'POST' })).status).toBe(404);
    expect((await events(caregiver)).find((b) => b.id === booking.id)!.status).toBe('scheduled');
  });
});

describe('availability', () => {
  const rules = (as: string) => apiGet(server.url, `${UM}/mentor-booking/availability`, as);
  const add = (body: unknown, as = provider) => apiJson(server.url, 'POST', `${UM}/mentor-booking/availability`, body, as);

  it('is only for concierges', async () => {
    expect((await rules(caregiver)).status).toBe(403);
    expect((await add({ weekday: 1, start: '09:00', end: '10:00' }, caregiver)).status).toBe(403);
  });

  it('adds hours, refuses overlapping ones with a message naming both, and bookers see the change', async () => {
    const before = (await rules(provider)).body.data as { weekly: { id: number; weekday: number; start: string; end: string }[] };
    expect(before.weekly.some((r) => r.weekday === 1 && r.start === '09:00' && r.end === '12:00')).toBe(true);
    const overlap = await add({ weekday: 1, start: '11:00', end: '13:00' });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toEqual({ error: 'overlap', message: 'Monday: 09:00–12:00 overlaps 11:00–13:00.' });
    expect((await add({ weekday: 1, start: '12:00', end: '11:00' })).status).toBe(400);
    const sunday = await add({ weekday: 7, start: '10:00', end: '11:00' });
    expect(sunday.status).toBe(201);
    // The provider's mentoring is off: switch it on, and bookers see the Sunday slots.
    const providerId = await userIdOf(server.url, provider);
    expect((await apiJson(server.url, 'PATCH', `${UM}/mentors/mentor-status`, { is_mentor: true }, provider)).status).toBe(200);
    const dates = (await slotsOf(providerId)).body.data.available_dates;
    const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
    expect(dates.some((d) => weekdayOf(d.date) === 0)).toBe(true);
    const off = await apiJson(server.url, 'PATCH', `${UM}/mentors/mentor-status`, { is_mentor: false }, provider);
    expect(off.body.data).toMatchObject({ is_mentor: false, upcoming_sessions: 0 });
    expect((await slotsOf(providerId)).status).toBe(404);
    expect((await apiJson(server.url, 'PATCH', `${UM}/mentors/mentor-status`, { is_mentor: true }, caregiver)).status).toBe(403);
  });

  it('changes the zone (a known one only) and the session settings', async () => {
    const zone = await apiJson(
      server.url,
      'POST',
      `${UM}/mentor-booking/timezone`,
      { timezone: 'Europe/Lisbon', offset: '+00:00' },
      provider,
    );
    expect(zone.body.data.timezone).toBe('Europe/Lisbon');
    expect(
      (await apiJson(server.url, 'POST', `${UM}/mentor-booking/timezone`, { timezone: 'Mars/Olympus' }, provider)).status,
    ).toBe(400);
    const settings = await apiJson(
      server.url,
      'PUT',
      `${UM}/mentor-booking/availability/settings`,
      { session_minutes: 45, buffer_minutes: 10, notice_minutes: 60 },
      provider,
    );
    expect(settings.body.data).toMatchObject({ session_minutes: 45, buffer_minutes: 10, notice_minutes: 60 });
  });

  it('refuses changing or removing hours that are not one’s own', async () => {
    const theirs = ((await rules(coordinator)).body.data as { weekly: { id: number }[] }).weekly[0]!.id;
    expect((await apiJson(server.url, 'DELETE', `${UM}/mentor-booking/availability/${theirs}`, undefined, provider)).status).toBe(
      404,
    );
    expect(
      (
        await apiJson(
          server.url,
          'PUT',
          `${UM}/mentor-booking/availability/${theirs}`,
          { weekday: 2, start: '08:00', end: '09:00' },
          provider,
        )
      ).status,
    ).toBe(404);
  });
});
