/**
 * The administrator's tables. A suspension lives on the user (active while `suspended_at` is set
 * and `suspended_until` is null, meaning indefinitely, or still ahead). The audit log is
 * append-only in the database itself: a trigger raises on any update or delete, so no code path
 * (ours or a script's) can rewrite what an administrator did. Names are copied into each row so
 * the log still reads after an account is gone (no foreign keys that would block a deletion).
 */
export const ADMIN_SCHEMA = `
alter table users add column if not exists suspended_at timestamptz;
alter table users add column if not exists suspended_until timestamptz;
alter table users add column if not exists suspension_reason text;
-- The members search (/admin-members) looks for its text anywhere in the user name, the e-mail
-- or the full name: a trigram index on one expression holding all three answers a typed name
-- or address without reading every member (scripts/bench-admin.ts, 10,000 members).
create extension if not exists pg_trgm;
create index if not exists users_admin_search_trgm_idx on users
  using gin ((lower(user_name || ' ' || email || ' ' || first_name || ' ' || last_name)) gin_trgm_ops);

create table if not exists admin_audit (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_id int not null,
  actor_name text not null,
  action text not null,
  target_id int,
  target_name text,
  before jsonb,
  after jsonb,
  reason text not null,
  address text not null
);
create index if not exists admin_audit_at_idx on admin_audit(at desc, id desc);
create index if not exists admin_audit_target_idx on admin_audit(target_id, id desc);

create or replace function admin_audit_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'admin_audit is append-only: its rows are never updated or deleted';
end
$$;
drop trigger if exists admin_audit_append_only on admin_audit;
create trigger admin_audit_append_only before update or delete on admin_audit
  for each row execute function admin_audit_refuse_change();

-- Members' requests to become a concierge (/admin, Settings). At most one pending per member.
create table if not exists concierge_requests (
  id serial primary key,
  user_id int not null references users(user_id) on delete cascade,
  as_type int not null check (as_type in (4, 5)),
  message text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by int,
  decision_reason text
);
create unique index if not exists concierge_requests_one_pending on concierge_requests(user_id) where status = 'pending';
create index if not exists concierge_requests_status_idx on concierge_requests(status, created_at, id);

-- A retired provider leaves the directory and search but keeps its row (/admin-provider).
alter table therapy_providers add column if not exists retired_at timestamptz;

-- Providers' pictures (/admin-provider): files in DATA_DIR/pictures/providers, as community
-- pictures are (server/http/picture-files.ts); the row is their metadata. One no provider names is
-- deleted past the chat's unused time (provider-pictures.ts).
create table if not exists admin_provider_pictures (
  storage_key text primary key,
  uploader_id int not null,
  content_type text not null,
  size int not null,
  ready boolean not null default true,
  created_at timestamptz not null default now()
);
alter table admin_provider_pictures add column if not exists ready boolean not null default true;
create index if not exists admin_provider_pictures_uploader_idx on admin_provider_pictures(uploader_id, created_at);
`;

export const ADMIN_TABLES = ['admin_provider_pictures', 'concierge_requests', 'admin_audit'];
