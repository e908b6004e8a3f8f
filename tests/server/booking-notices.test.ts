import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn, SseStream, userIdOf } from './helpers';

/*
 * Issue #28 item 3: a booking notice carries the session's instant (and what changed), so each
 * person's app writes the time in their own zone; its text has no time with someone's zone baked in.
 */
const UM = '/api/user-manager/v1';
const server = serverPerFile();
let caregiver: string;
let coordinator: string;
let coordinatorId: number;
let stream: SseStream;

beforeAll(async () => {
  caregiver = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  coordinator = String((await signIn(server.url, 'coordinator')).tokens.access_token);
  coordinatorId = await userIdOf(server.url, coordinator);
  stream = await SseStream.open(
    `${server.url}/public/user-audit/server-event/subscribe/${coordinatorId}?access_token=${coordinator}`,
  );
});
afterAll(() => stream?.close());

const nextNotice = async (bookingId: number) => {
  for (;;) {
    const message = await stream.next<Record<string, any>>();
    if (message.event !== 'ready' && message.data && Number(message.data.postId) === bookingId) return message.data;
  }
};

describe('booking notices', () => {
  it('carry the instant, the change and the reader’s zone setting, live and in the list; the text bakes in no time', async () => {
    const slots = await apiGet(
      server.url,
      `${UM}/mentor-booking/available-slots?conciergeId=${coordinatorId}&conciergeAuthId=${coordinatorId}`,
      caregiver,
    );
    const start = (slots.body.data as { available_dates: { slots: { start: string }[] }[] }).available_dates.flatMap(
      (d) => d.slots,
    )[0]!.start;
    const booked = await apiJson(
      server.url,
      'POST',
      `${UM}/mentor-booking/schedule`,
      { conciergeId: coordinatorId, conciergeAuthId: String(coordinatorId), start, idempotency_key: randomUUID() },
      caregiver,
    );
    expect(booked.status).toBe(201);
    const booking = booked.body.data as { id: number; start: string };

    const live = await nextNotice(booking.id);
    expect(live).toMatchObject({
      type: 'Concierge',
      starts_at: booking.start,
      booking_change: 'booked',
      // The coordinator's own setting (seeded America/New_York): the reader's zone, not the booker's.
      timezone: 'America/New_York',
    });
    expect(live.notification).toMatch(/booked a session with you/);
    expect(live.notification).not.toMatch(/\d{2}:\d{2}|GMT|UTC/);

    const list = await apiJson(server.url, 'POST', '/api/user-audit/user-notification/get?page=0&size=10', {}, coordinator);
    const row = (list.body.data.data as Record<string, unknown>[]).find((r) => Number(r.post_id) === booking.id);
    expect(row).toMatchObject({ starts_at: booking.start, booking_change: 'booked', timezone: 'America/New_York' });
  });
});
