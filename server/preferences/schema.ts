/**
 * The person's preferences (issue #37; contract/preferences.ts). One row per person who saved
 * something: no row reads as the defaults. A concierge's time zone is not here but in
 * concierge_profiles (booking's), so their availability and their settings read one value.
 * Idempotent, at every start.
 */
export const PREFERENCES_SCHEMA = `
create table if not exists account_preferences (
  user_id int primary key references users(user_id) on delete cascade,
  timezone text,
  -- { "<notification type>": { "toast": bool, "sound": bool, "email": bool } }; a type absent is the default.
  notifications jsonb not null default '{}',
  display jsonb,
  display_version int not null default 0
);
-- The e-mail digest (digest.ts): the newest notification a digest told of, and when it was sent.
alter table account_preferences add column if not exists digest_through_id bigint not null default 0;
alter table account_preferences add column if not exists digest_sent_at timestamptz;
`;

export const PREFERENCES_TABLES = ['account_preferences'];
