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
create index if not exists account_exports_user_idx on account_exports(user_id, requested_at desc);
`;

export const ACCOUNT_TABLES = ['account_exports'];
