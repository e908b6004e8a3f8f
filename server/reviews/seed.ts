import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { awardBadges } from './award';

/** Words a review can carry (SPEC §7 /review-keywords), suggested as a person types. */
export const REVIEW_KEYWORDS = [
  'Calm',
  'Clear',
  'Detailed',
  'Empathetic',
  'Encouraging',
  'Flexible',
  'Friendly',
  'Good listener',
  'Helpful',
  'Honest',
  'Insightful',
  'Kind',
  'Knowledgeable',
  'Organised',
  'Patient',
  'Practical',
  'Professional',
  'Punctual',
  'Reassuring',
  'Resourceful',
  'Respectful',
  'Responsive',
  'Supportive',
  'Thorough',
  'Well prepared',
];

/** Families whose reviews the demo shows; they cannot sign in (no password matches). */
const REVIEWERS = [
  ['family.ana', 'Ana', 'Costa'],
  ['family.ben', 'Ben', 'Okoye'],
  ['family.chloe', 'Chloe', 'Martin'],
  ['family.dev', 'Dev', 'Patel'],
  ['family.elena', 'Elena', 'Novak'],
] as const;

const TEXTS = [
  'Explained the next steps for our referral clearly and followed up the same week.',
  'Patient with all our questions about the insurance forms; we left with a plan.',
  'Knew exactly which school support options to ask for. Very reassuring.',
  'Helpful session, though we ran a little over time. Good practical advice.',
  'Kind and well prepared; she had read our notes before the call.',
];

const FAQS: [string, string][] = [
  ['What should I prepare before a session?', 'A list of your questions and any letters or reports you have received recently.'],
  ['Can both parents join?', 'Yes. Share the meeting link with anyone you would like to be there.'],
  ['Do you help with insurance appeals?', 'I can walk you through the forms and the deadlines, and tell you who to call.'],
];

/** Five ratings from 1 to 5 whose average is the nearest to `target`. */
export function ratingsFor(target: number, n = 5): number[] {
  const total = Math.min(5 * n, Math.max(n, Math.round(target * n)));
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => Math.min(5, base + (i < total - base * n ? 1 : 0)));
}

/**
 * Seeds review keywords, completed sessions with reviews for the concierges (their seeded
 * rating is the average their reviews come to), a few FAQs and the badges these earn. Once,
 * keyed on review_keywords; after booking's seed, whose concierges it reviews. The demo
 * coordinator gets four reviews, so a fifth from the caregiver (whose completed session with
 * them is unreviewed) can earn "Highly rated" in the demo.
 */
export async function seedReviewsIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from review_keywords');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await db.query('insert into review_keywords (keyword) select unnest($1::text[]) on conflict do nothing', [REVIEW_KEYWORDS]);

  const reviewers: number[] = [];
  for (const [name, first, last] of REVIEWERS) {
    const { rows: made } = await db.query<{ user_id: number }>(
      `insert into users (user_name, email, password_hash, first_name, last_name, user_type, profile_picture, email_verified)
       values ($1, $1 || '@family.neurohealth.test', '!no-sign-in', $2, $3, 1, '/public/avatars/' || $1 || '.svg', true)
       on conflict do nothing returning user_id`,
      [name, first, last],
    );
    const id =
      made[0]?.user_id ??
      (await db.query<{ user_id: number }>('select user_id from users where user_name = $1', [name])).rows[0]?.user_id;
    if (id) reviewers.push(id);
  }
  if (reviewers.length === 0) return true;

  const { rows: concierges } = await db.query<{ user_id: number; user_name: string; rating: string }>(
    `select u.user_id, u.user_name, p.rating from users u join concierge_profiles p on p.user_id = u.user_id
      where u.user_type in (4, 5) and u.is_mentor order by u.user_name = 'coordinator', u.user_id`,
  );
  let n = 0;
  for (const [i, c] of concierges.entries()) {
    const demo = c.user_name === 'coordinator';
    const ratings = demo ? [5, 5, 4, 5] : ratingsFor(Number(c.rating));
    // Every third concierge (the first of the seed's list among them) has held ten sessions (the "Ten sessions" badge); the rest five.
    const sessions = i % 3 === 0 && !demo ? 10 : ratings.length;
    for (let s = 0; s < sessions; s++) {
      const reviewer = reviewers[(i + s) % reviewers.length]!;
      n++;
      const { rows: booked } = await db.query<{ id: number }>(
        `insert into bookings (concierge_id, booker_id, during, status, meeting_id, idempotency_key, booker_timezone)
         values ($1, $2, tstzrange(date_trunc('hour', now()) - make_interval(days => $3),
                                   date_trunc('hour', now()) - make_interval(days => $3) + interval '1 hour'),
                 'completed', $4, $5, 'America/New_York') returning id`,
        [c.user_id, reviewer, 10 + s * 6 + (n % 5), randomUUID(), `seed-${randomUUID()}`],
      );
      const rating = ratings[s];
      if (rating === undefined) continue;
      await db.query(
        `insert into session_reviews (booking_id, reviewer_id, concierge_id, rating, review_text, keywords, created_at)
         select b.id, b.booker_id, b.concierge_id, $2, $3, $4, upper(b.during) + interval '2 hours' from bookings b where b.id = $1`,
        [booked[0]!.id, rating, TEXTS[(i + s) % TEXTS.length], [REVIEW_KEYWORDS[(i + s) % REVIEW_KEYWORDS.length]!]],
      );
    }
    if (demo || i % 4 === 0) {
      for (const [question, answer] of FAQS.slice(0, demo ? 3 : 2)) {
        await db.query(
          `insert into concierge_faqs (concierge_id, position, question, answer)
           values ($1, (select count(*) from concierge_faqs where concierge_id = $1), $2, $3)`,
          [c.user_id, question, answer],
        );
      }
    }
    await awardBadges(db, undefined, c.user_id);
  }
  return true;
}
