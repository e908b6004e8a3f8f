// @postgres: who may book for whom, with requests at once on the booking store.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn, userIdOf } from './helpers';

/*
 * Issue #28 item 14: SPEC §2/§6 keep Book a Session from care providers (4) and coordinators (5),
 * and Availability from everyone else. The menu hides them; the server must refuse the calls
 * behind them too (403 with { error, message }), whatever a person types or scripts.
 */
const UM = '/api/user-manager/v1';
const server = serverPerFile();
let caregiver: string;
let provider: string;
let coordinator: string;
let coordinatorId: number;
let providerId: number;

beforeAll(async () => {
  const token = async (name: string) => String((await signIn(server.url, name)).tokens.access_token);
  [caregiver, provider, coordinator] = (await Promise.all(['caregiver', 'provider', 'coordinator'].map(token))) as [
    string,
    string,
    string,
  ];
  coordinatorId = await userIdOf(server.url, coordinator);
  providerId = await userIdOf(server.url, provider);
});

const expectRefused = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status).toBe(403);
  expect(res.body.error).toBe('forbidden');
  expect(typeof res.body.message).toBe('string');
};

const search = (as: string) =>
  apiJson(server.url, 'POST', '/api/search-engine/v1/concierge?type=CONCIERGE', { search_text: '' }, as);
const slots = (conciergeId: number, as: string) =>
  apiGet(server.url, `${UM}/mentor-booking/available-slots?conciergeId=${conciergeId}&conciergeAuthId=${conciergeId}`, as);

describe('Book a Session is refused to care providers and coordinators', () => {
  it('refuses the concierge search and the concierge list to a provider and a coordinator; a caregiver still gets them', async () => {
    expectRefused(await search(provider));
    expectRefused(await search(coordinator));
    expectRefused(await apiGet(server.url, '/api/search-engine/v1/users?type=CONCIERGE', provider));
    const ok = await search(caregiver);
    expect(ok.status).toBe(200);
    expect((ok.body.data as { total: number }).total).toBeGreaterThan(0);
  });

  it("refuses another concierge's slots and a booking to a provider; a coordinator still reads their own slots (to move a session)", async () => {
    expectRefused(await slots(coordinatorId, provider));
    expectRefused(await slots(providerId, coordinator));
    const own = await slots(coordinatorId, coordinator);
    expect(own.status).toBe(200);
    const free = await slots(coordinatorId, caregiver);
    const start = (free.body.data as { available_dates: { slots: { start: string }[] }[] }).available_dates.flatMap(
      (d) => d.slots,
    )[0]!.start;
    const booked = await apiJson(
      server.url,
      'POST',
      `${UM}/mentor-booking/schedule`,
      { conciergeId: coordinatorId, conciergeAuthId: String(coordinatorId), start, idempotency_key: randomUUID() },
      provider,
    );
    expectRefused(booked);
  });
});

describe('Availability is refused to everyone but care providers and coordinators', () => {
  it('refuses reading and changing hours, settings and the time zone to a caregiver', async () => {
    expectRefused(await apiGet(server.url, `${UM}/mentor-booking/availability`, caregiver));
    expectRefused(
      await apiJson(
        server.url,
        'POST',
        `${UM}/mentor-booking/availability`,
        { weekday: 1, start: '09:00', end: '10:00' },
        caregiver,
      ),
    );
    expectRefused(
      await apiJson(
        server.url,
        'PUT',
        `${UM}/mentor-booking/availability/settings`,
        { session_minutes: 60, buffer_minutes: 0, notice_minutes: 0 },
        caregiver,
      ),
    );
    expectRefused(await apiJson(server.url, 'POST', `${UM}/mentor-booking/timezone`, { timezone: 'Europe/Paris' }, caregiver));
    expect((await apiGet(server.url, `${UM}/mentor-booking/availability`, coordinator)).status).toBe(200);
  });
});
