/**
 * "Who saw my data" (issue #62): one row per read of a person's sensitive data by someone else.
 * Append-only in the database itself, as the admin audit is: a trigger raises on any update or
 * delete. The reader's name is copied into the row, so an entry still reads after their account
 * is gone (no foreign keys).
 */
export const ACCESS_LOG_SCHEMA = `
create table if not exists access_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  subject_id int not null,
  reader_id int not null,
  reader_name text not null,
  kind text not null,
  what text not null,
  reason text,
  check (subject_id <> reader_id)
);
create index if not exists access_log_subject_idx on access_log(subject_id, at desc, id desc);

create or replace function access_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'access_log is append-only: its rows are never updated or deleted';
end
$$;
drop trigger if exists access_log_append_only on access_log;
create trigger access_log_append_only before update or delete on access_log
  for each row execute function access_log_refuse_change();
`;

export const ACCESS_LOG_TABLES = ['access_log'];
