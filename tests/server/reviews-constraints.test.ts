import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../../server/db/database';
import { createSchema } from '../../server/schema';
import { databaseFor, makeDataDir } from './helpers';

/*
 * Issue #31: who may review a session, and how often, are the database's own rules, whatever a
 * route does: a review names a booking with that booker and that concierge (a composite foreign
 * key), one per booking (unique), a rating from 1 to 5 and a text within its limits (checks).
 * These statements go around the routes on purpose.
 */
let data: Awaited<ReturnType<typeof makeDataDir>>;
let db: Database;
const ids: Record<string, number> = {};
let bookingId: number;

beforeAll(async () => {
  data = await makeDataDir();
  db = await openDatabase({ dataDir: data.dir, databaseUrl: (await databaseFor(data.dir))?.url });
  await createSchema(db);
  for (const [name, type] of [
    ['family', 1],
    ['other', 1],
    ['host', 5],
  ] as const) {
    const { rows } = await db.query<{ user_id: number }>(
      `insert into users (user_name, email, password_hash, user_type) values ($1, $1 || '@x.test', '!', $2) returning user_id`,
      [name, type],
    );
    ids[name] = rows[0]!.user_id;
  }
  const { rows } = await db.query<{ id: number }>(
    `insert into bookings (concierge_id, booker_id, during, status, meeting_id, idempotency_key)
     values ($1, $2, tstzrange(now() - interval '2 hours', now() - interval '1 hour'), 'completed', $3, 'k') returning id`,
    [ids.host, ids.family, randomUUID()],
  );
  bookingId = rows[0]!.id;
});
afterAll(async () => {
  await db?.close();
  await data?.remove();
});

const insert = (reviewer: number, rating = 5, text = 'A helpful session, thank you.') =>
  db.query(
    `insert into session_reviews (booking_id, reviewer_id, concierge_id, rating, review_text) values ($1, $2, $3, $4, $5)`,
    [bookingId, reviewer, ids.host, rating, text],
  );
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code,
  );

describe('the database keeps the review rules', () => {
  it('refuses a review by anyone but the booker, a second review, a rating outside 1–5 and a text outside its limits', async () => {
    expect(await codeOf(insert(ids.other!))).toBe('23503');
    expect(await codeOf(insert(ids.host!))).toBe('23503');
    expect(await codeOf(insert(ids.family!, 0))).toBe('23514');
    expect(await codeOf(insert(ids.family!, 6))).toBe('23514');
    expect(await codeOf(insert(ids.family!, 5, 'too short'))).toBe('23514');
    expect(await codeOf(insert(ids.family!, 5, 'x'.repeat(2001)))).toBe('23514');
    expect(await codeOf(insert(ids.family!))).toBe('ok');
    expect(await codeOf(insert(ids.family!, 4))).toBe('23505');
  });
});
