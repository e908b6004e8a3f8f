// Concierge booking figures (issue #14), printed, never asserted: slot computation over the
// booking horizon, server side, and 20 concurrent bookings of one slot, on the reference
// server with its embedded database (PGlite), as `npm start` runs it.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Temporal } from 'temporal-polyfill';
import { availableSlots } from '../server/booking/slots';
import { apiJson, makeDataDir, signIn, start, userIdOf } from '../tests/server/helpers';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const data = await makeDataDir();
const server = await start(data.dir);
try {
  const token = async (name: string) => String((await signIn(server.url, name)).tokens.access_token);
  const [caregiver, careseeker, coordinator] = await Promise.all(['caregiver', 'careseeker', 'coordinator'].map(token));
  const conciergeId = await userIdOf(server.url, coordinator!);
  const slotsPath = `/api/user-manager/v1/mentor-booking/available-slots?conciergeId=${conciergeId}&conciergeAuthId=${conciergeId}`;

  // Warm up (JIT, the database's caches), then 100 calls one after another.
  for (let i = 0; i < 10; i++) await fetch(`${server.url}${slotsPath}`, { headers: { authorization: `Bearer ${caregiver}` } });
  const calls: number[] = [];
  let count = 0;
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}${slotsPath}`, { headers: { authorization: `Bearer ${caregiver}` } });
    const body = (await res.json()) as { data: { available_dates: { slots: unknown[] }[] } };
    calls.push(performance.now() - t0);
    count = body.data.available_dates.reduce((n, d) => n + d.slots.length, 0);
  }

  // The computation alone (weekly hours Monday–Saturday, two ranges a day, a few bookings), in a DST-observing zone.
  const rules = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, date: null, start: 540, end: 720, off: false },
    { weekday, date: null, start: 780, end: 1020, off: false },
  ]);
  const settings = { timezone: 'America/New_York', sessionMinutes: 60, bufferMinutes: 15, noticeMinutes: 720 };
  const now = Temporal.Now.instant();
  const busy = [1, 5, 9].map((d) => ({
    start: now.epochMilliseconds + d * 86_400_000,
    end: now.epochMilliseconds + d * 86_400_000 + 3_600_000,
  }));
  for (let i = 0; i < 20; i++) availableSlots(rules, settings, busy, now);
  const pure: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    availableSlots(rules, settings, busy, now);
    pure.push(performance.now() - t0);
  }

  console.log('\nConcierge slots over 60 days (the demo coordinator, America/New_York)');
  console.log(
    `  GET available-slots, median of 100 calls: ${median(calls).toFixed(1)} ms end to end (${count} slots)   (target ≤ 15 ms: ${median(calls) <= 15 ? 'met' : 'NOT met'})`,
  );
  console.log(`  the computation alone, median of 100: ${median(pure).toFixed(2)} ms`);

  // 20 concurrent attempts on one slot, from two people, each with its own idempotency key.
  const slots = (await apiJson(server.url, 'GET', slotsPath, undefined, caregiver)).body.data.available_dates[0].slots;
  const start = slots[0].start as string;
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      apiJson(
        server.url,
        'POST',
        '/api/user-manager/v1/mentor-booking/schedule',
        { conciergeId, conciergeAuthId: String(conciergeId), start, idempotency_key: randomUUID() },
        i % 2 ? caregiver : careseeker,
      ),
    ),
  );
  const ok = outcomes.filter((o) => o.status === 201).length;
  const taken = outcomes.filter((o) => o.status === 409 && o.body.error === 'slot taken').length;
  console.log('\n20 concurrent bookings of one slot');
  console.log(`  ${ok} success, ${taken} "taken", ${20 - ok - taken} errors`);
} finally {
  await server.close();
  await data.remove();
}
