/**
 * Screening results (issue #34): one row per screening a person took, with the score and band
 * the server computed from the answers (contract/screening-scoring.ts), never the client's.
 * Idempotent, at every start.
 */
export const SCREENING_SCHEMA = `
create table if not exists screening_results (
  id serial primary key,
  user_id int not null references users(user_id) on delete cascade,
  tool text not null,
  answers smallint[] not null,
  score int,
  max_score int,
  band text not null,
  -- PSC-17's subscales, PHQ-9's item-9 flag and the CDC checklists' "Not yet" count.
  details jsonb not null,
  taken_at timestamptz not null default now()
);
-- Issue #62: the answers and details, sealed with the person's data key (server/crypto/dataKeys.ts);
-- once sealed, answers is empty and details {} (the score and band stay plain, for the list).
alter table screening_results add column if not exists sealed text;
create index if not exists screening_results_user_idx on screening_results(user_id, taken_at desc, id desc);

-- Issue #62: a result shared by its person with a concierge of a session they booked, until
-- its until (null: until revoked) or its revocation. The rows stay (a revoked share is history);
-- only one share in force per result and reader.
create table if not exists screening_shares (
  id serial primary key,
  result_id int not null references screening_results(id) on delete cascade,
  owner_id int not null references users(user_id) on delete cascade,
  reader_id int not null references users(user_id) on delete cascade,
  created_at timestamptz not null default now(),
  until timestamptz,
  revoked_at timestamptz,
  check (owner_id <> reader_id)
);
create index if not exists screening_shares_reader_idx on screening_shares(reader_id) where revoked_at is null;
create index if not exists screening_shares_owner_idx on screening_shares(owner_id) where revoked_at is null;
`;

export const SCREENING_TABLES = ['screening_shares', 'screening_results'];
