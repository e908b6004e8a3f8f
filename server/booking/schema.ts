/**
 * Concierge sessions: who offers them (concierge_profiles), when (availability), and what is
 * booked (bookings). Idempotent, run at every start after the users table exists.
 *
 * Double booking is impossible in the database itself: an exclusion constraint refuses two
 * scheduled bookings of one concierge whose time ranges overlap, whatever the server's code
 * does, and however many requests race. btree_gist lets one GiST index hold both the equality
 * on concierge_id and the overlap on the range.
 */
export const BOOKING_SCHEMA = `
create extension if not exists btree_gist;

create table if not exists concierge_profiles (
  user_id int primary key references users(user_id) on delete cascade,
  timezone text not null default 'UTC',
  session_minutes int not null default 60 check (session_minutes between 15 and 240),
  buffer_minutes int not null default 15 check (buffer_minutes between 0 and 120),
  notice_minutes int not null default 720 check (notice_minutes between 0 and 20160),
  languages text[] not null default '{}',
  services text[] not null default '{}',
  years_experience int not null default 0,
  gender text,
  rating numeric(2, 1) not null default 0,
  badges text[] not null default '{}'
);

-- Weekly hours (weekday 1 = Monday … 7 = Sunday) or, with a date, that date's own hours:
-- a date with rows uses only them; a row with is_off marks the whole day off.
create table if not exists availability (
  id serial primary key,
  concierge_id int not null references users(user_id) on delete cascade,
  weekday int check (weekday between 1 and 7),
  on_date date,
  start_minute int not null default 0 check (start_minute between 0 and 1439),
  end_minute int not null default 0 check (end_minute between 1 and 1440),
  is_off boolean not null default false,
  check ((weekday is null) <> (on_date is null)),
  check (is_off or start_minute < end_minute)
);
create index if not exists availability_concierge_idx on availability(concierge_id);

create table if not exists bookings (
  id serial primary key,
  concierge_id int not null references users(user_id) on delete cascade,
  booker_id int not null references users(user_id) on delete cascade,
  during tstzrange not null,
  status text not null default 'scheduled'
    check (status in ('scheduled', 'rescheduled', 'cancelled', 'completed', 'no-show')),
  meeting_id text not null unique,
  idempotency_key text not null,
  reason text,
  booker_timezone text,
  rescheduled_from int references bookings(id),
  rescheduled_to int references bookings(id),
  created_at timestamptz not null default now(),
  changed_at timestamptz,
  unique (booker_id, idempotency_key),
  constraint bookings_no_overlap exclude using gist (concierge_id with =, during with &&)
    where (status = 'scheduled')
);
create index if not exists bookings_booker_idx on bookings(booker_id, lower(during));

-- A session on video (issue #61): when each of its two people first came into its call, and, for
-- a session ended before both had, who never came. Ending one marks it completed only when both
-- came; otherwise a no-show (server/call/store.ts).
alter table bookings add column if not exists booker_joined_at timestamptz;
alter table bookings add column if not exists concierge_joined_at timestamptz;
alter table bookings add column if not exists missing text check (missing in ('booker', 'concierge', 'both'));
-- A database made before no-shows existed has the four statuses' check: it is replaced once.
do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'bookings_status_check'
                   and pg_get_constraintdef(oid) like '%no-show%') then
    alter table bookings drop constraint if exists bookings_status_check;
    alter table bookings add constraint bookings_status_check
      check (status in ('scheduled', 'rescheduled', 'cancelled', 'completed', 'no-show'));
  end if;
end $$;

-- A booking notice keeps its session's instant and what changed (issue #28 item 3): each reader's
-- app writes the time in their own zone, so the stored text carries none.
alter table notifications add column if not exists starts_at timestamptz;
alter table notifications add column if not exists booking_change text;

-- The session reminders sent (issue #63.8, server/booking/reminders.ts): one of each lead per
-- session, claimed by the node that sends it.
create table if not exists booking_reminders (
  booking_id int not null references bookings(id) on delete cascade,
  lead text not null check (lead in ('day', 'soon')),
  sent_at timestamptz not null default now(),
  primary key (booking_id, lead)
);
`;

export const BOOKING_TABLES = ['booking_reminders', 'bookings', 'availability', 'concierge_profiles'];
