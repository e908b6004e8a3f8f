import { FAQ_LIMITS, REVIEW_LIMITS } from '../../contract/reviews';

/**
 * Reviews of completed concierge sessions, the concierge FAQ, the badges a concierge earned and
 * the review keywords (SPEC §3 Review, §7). Idempotent, run at every start after bookings exist.
 *
 * The rules that must hold whatever the code does are the database's own:
 * - one review per session: `booking_id` is unique;
 * - only the person who had the session reviews it: the composite key (booking_id, reviewer_id,
 *   concierge_id) must name a booking with that booker and that concierge;
 * - a rating from 1 to 5 and a text within its limits: check constraints.
 * That the session is completed is checked by the insert itself (store.ts `insertReview`).
 */

export const REVIEWS_SCHEMA = `
create unique index if not exists bookings_id_people_key on bookings (id, booker_id, concierge_id);

create table if not exists session_reviews (
  id serial primary key,
  booking_id int not null unique,
  reviewer_id int not null references users(user_id) on delete cascade,
  concierge_id int not null references users(user_id) on delete cascade,
  rating int not null check (rating between 1 and 5),
  review_text text not null check (char_length(review_text) between ${REVIEW_LIMITS.textMin} and ${REVIEW_LIMITS.textMax}),
  keywords text[] not null default '{}' check (cardinality(keywords) <= ${REVIEW_LIMITS.keywords}),
  created_at timestamptz not null default now(),
  updated_at timestamptz,
  constraint session_reviews_session_fkey foreign key (booking_id, reviewer_id, concierge_id)
    references bookings (id, booker_id, concierge_id) on delete cascade
);
create index if not exists session_reviews_concierge_idx on session_reviews (concierge_id, created_at desc, id desc);
create index if not exists session_reviews_reviewer_idx on session_reviews (reviewer_id, created_at desc, id desc);

create table if not exists review_keywords (
  keyword text primary key check (char_length(keyword) between 1 and 40)
);

create table if not exists concierge_faqs (
  id serial primary key,
  concierge_id int not null references users(user_id) on delete cascade,
  position int not null,
  question text not null check (char_length(question) between 1 and ${FAQ_LIMITS.question}),
  answer text not null check (char_length(answer) between 1 and ${FAQ_LIMITS.answer}),
  created_at timestamptz not null default now()
);
create index if not exists concierge_faqs_concierge_idx on concierge_faqs (concierge_id, position);

-- A badge is earned once and kept (a later low rating does not take it back).
create table if not exists concierge_badges (
  concierge_id int not null references users(user_id) on delete cascade,
  badge text not null,
  earned_at timestamptz not null default now(),
  primary key (concierge_id, badge)
);
`;

export const REVIEWS_TABLES = ['session_reviews', 'review_keywords', 'concierge_faqs', 'concierge_badges'];
