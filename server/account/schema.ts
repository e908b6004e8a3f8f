/**
 * "Your data" (issue #37): each export a person asked for, its progress while the server gathers
 * it, and the file once ready (kept for a day, then emptied). Idempotent, at every start.
 */
export const ACCOUNT_SCHEMA = `
create table if not exists account_exports (
  id uuid primary key,
  user_id int not null references users(user_id) on delete cascade,
  status text not null default 'preparing' check (status in ('preparing', 'ready', 'failed')),
  progress int not null default 0 check (progress between 0 and 100),
  requested_at timestamptz not null default now(),
  expires_at timestamptz,
  file text
);
-- Issue #62: the file is sealed with the person's data key; its size as the person downloads it.
alter table account_exports add column if not exists file_bytes int;
create index if not exists account_exports_user_idx on account_exports(user_id, requested_at desc);
-- One export preparing per person (#57.13), claimed by insert … on conflict: a check, then an
-- insert, let parallel requests start two. Extra ones left by an older server are marked failed first.
update account_exports e set status = 'failed' where status = 'preparing' and exists (
  select 1 from account_exports o where o.user_id = e.user_id and o.status = 'preparing'
    and (o.requested_at, o.id) > (e.requested_at, e.id));
create unique index if not exists account_exports_one_preparing on account_exports(user_id) where status = 'preparing';

-- An e-mail change waiting for its link (one per person; resend replaces the token). Only the
-- token's hash is kept: the database alone cannot confirm a change.
create table if not exists account_email_changes (
  user_id int primary key references users(user_id) on delete cascade,
  new_email text not null,
  token_hash text not null unique,
  expires_at timestamptz not null
);

-- Account deletion (server/account/deletion.ts): scheduled_for while the grace runs, cancelled_at
-- once a sign-in cancelled it. The row goes when the account is deleted.
create table if not exists account_deletions (
  user_id int primary key references users(user_id) on delete cascade,
  scheduled_for timestamptz,
  cancelled_at timestamptz
);
-- A deleted account's row stays, emptied, so the messages it sent stay for the others.
alter table users add column if not exists deleted_at timestamptz;
`;

export const ACCOUNT_TABLES = ['account_exports', 'account_email_changes', 'account_deletions'];
