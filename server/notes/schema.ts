/**
 * Notes (SPEC §3): a person's notes in Lexical JSON (never HTML), their tags, an optional
 * dependent (someone a caregiver cares for) and an optional session (a booking) whose other
 * person may read the note when it is shared; bookmarks of notes. Runs after BOOKING_SCHEMA
 * (a note's session is a booking). Idempotent, at every start.
 */
export const NOTES_SCHEMA = `
create table if not exists dependents (
  id serial primary key,
  caregiver_id int not null references users(user_id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80),
  created_at timestamptz not null default now()
);
create index if not exists dependents_caregiver_idx on dependents(caregiver_id);

create table if not exists notes (
  id serial primary key,
  author_id int not null references users(user_id) on delete cascade,
  note_title text check (char_length(note_title) <= 120),
  body jsonb not null,
  tags text[] not null default '{}',
  is_pinned boolean not null default false,
  dependent_id int references dependents(id) on delete set null,
  booking_id int references bookings(id) on delete cascade,
  -- Only a note on a session has someone to be shared with.
  is_shared boolean not null default false check (not is_shared or booking_id is not null),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Which edit of the note this is (issue #61): every save names the version it was based on, and
-- a save based on an older one is refused with the note as it now is (two people edit a shared
-- note during their call). Notes that exist when the column arrives are at version 1.
alter table notes add column if not exists version int not null default 1;
create index if not exists notes_author_idx on notes(author_id, created_at desc);
create index if not exists notes_booking_idx on notes(booking_id) where booking_id is not null;

create table if not exists note_bookmarks (
  bookmark_id text primary key,
  user_id int not null references users(user_id) on delete cascade,
  note_id int not null references notes(id) on delete cascade,
  sub_source_type text not null check (sub_source_type in ('PERSONAL', 'CONCIERGE')),
  sub_source_long_id int,
  created_at timestamptz not null default now(),
  unique (user_id, note_id)
);
`;

/** Dependents first, for dropSchema. */
export const NOTES_TABLES = ['note_bookmarks', 'notes', 'dependents'];
