import type { Database } from './db/database';
import { EMAIL_VERIFICATION_SCHEMA } from './mail/email-verification';
import { SEARCH_SCHEMA, SEARCH_TABLES } from './search/schema';
import { PLACES_SCHEMA, PLACES_TABLES } from './places';
import { COMMUNITY_SCHEMA, COMMUNITY_TABLES } from './community';
import { DIRECTORY_SCHEMA, DIRECTORY_TABLES } from './directory';
import { PIN_SCHEMA } from './pin/pins';
import { BOOKING_SCHEMA, BOOKING_TABLES } from './booking/schema';
import { CHAT_SCHEMA, CHAT_TABLES } from './chat/schema';
import { CONNECTIONS_SCHEMA, CONNECTIONS_TABLES } from './connections';
import { NOTES_SCHEMA, NOTES_TABLES } from './notes';
import { SCREENING_SCHEMA, SCREENING_TABLES } from './screening';
import { REVIEWS_SCHEMA, REVIEWS_TABLES } from './reviews';
import { RESOURCES_SCHEMA, RESOURCES_TABLES } from './resources';
import { NORA_SCHEMA, NORA_TABLES } from './nora';
import { HELP_SCHEMA, HELP_TABLES } from './help';
import { INVOICES_SCHEMA, INVOICES_TABLES } from './invoices';
import { ACCOUNT_SCHEMA, ACCOUNT_TABLES } from './account';
import { PREFERENCES_SCHEMA, PREFERENCES_TABLES } from './preferences';
import { ADMIN_SCHEMA, ADMIN_TABLES } from './admin';
import { SESSIONS_SCHEMA, SESSIONS_TABLES } from './sessions';
import { ACCESS_LOG_SCHEMA, ACCESS_LOG_TABLES } from './accessLog';
import { OUTBOX_SCHEMA, OUTBOX_TABLES } from './realtime/outbox';
import { THROTTLE_SCHEMA, THROTTLE_TABLES } from './http/shared-throttle';
import { FEEDBACK_SCHEMA, FEEDBACK_TABLES } from './feedback';
import { WEBINARS_SCHEMA, WEBINARS_TABLES } from './webinars';
import { DATA_KEYS_SCHEMA, DATA_KEYS_TABLES } from './crypto/dataKeys';

// Idempotent: runs at every start. Later issues add tables here with `if not exists`.
const SCHEMA = `
create table if not exists users (
  user_id serial primary key,
  user_name text not null unique,
  email text not null unique,
  password_hash text not null,
  first_name text not null default '',
  last_name text not null default '',
  user_type int not null,
  is_mentor boolean not null default false,
  mentor_detail jsonb,
  care_provider_detail jsonb,
  profile_picture text,
  created_at timestamptz not null default now()
);
-- Names and addresses are unique whatever their case, decided by the insert itself (a prior
-- "is it taken?" check loses a race between two sign-ups).
create unique index if not exists users_user_name_lower_key on users (lower(user_name));
create unique index if not exists users_email_lower_key on users (lower(email));
-- True only once the address is verified (a link sent by e-mail); seeded accounts are.
alter table users add column if not exists email_verified boolean not null default false;
-- How many times the person has signed in (issue #28.6: "Welcome" the first time, "Welcome back"
-- after). Accounts that exist when the column arrives, and the seeded demo accounts with their
-- history, count as having signed in before; a sign-up starts at 0 (server/interaction/signup.ts).
alter table users add column if not exists sign_ins int not null default 1;

create table if not exists notifications (
  id serial primary key,
  user_id int not null references users(user_id) on delete cascade,
  type text not null,
  sub_type text,
  notification_text text not null,
  notification_from text,
  notification_username text,
  user_image_url text,
  post_id text,
  community_id text,
  meeting_id text,
  notification_ts timestamptz not null default now(),
  is_read boolean not null default false,
  is_seen boolean not null default false
);
-- How many events one row tells (issue #57.4): one author's posts in a community within a
-- quarter of an hour are one notice, "5 new posts in …" (server/community/notify.ts).
alter table notifications add column if not exists repeats int not null default 1;
create index if not exists notifications_user_idx on notifications(user_id, is_seen);
create index if not exists notifications_user_ts_idx on notifications(user_id, notification_ts desc, id desc);

-- Every realtime notification sent over server-sent events; the id is the SSE event id,
-- so a reconnecting client (Last-Event-ID) gets exactly what it missed.
create table if not exists server_events (
  id bigserial primary key,
  user_id int not null references users(user_id) on delete cascade,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index if not exists server_events_user_idx on server_events(user_id, id);

create table if not exists chats (
  id serial primary key,
  is_group boolean not null default false,
  chat_name text,
  image_url text,
  created_at timestamptz not null default now()
);

create table if not exists chat_participants (
  chat_id int not null references chats(id) on delete cascade,
  user_id int not null references users(user_id) on delete cascade,
  is_admin boolean not null default false,
  last_read_at timestamptz not null default to_timestamp(0),
  primary key (chat_id, user_id)
);

create table if not exists chat_messages (
  id serial primary key,
  chat_id int not null references chats(id) on delete cascade,
  sender_id int not null references users(user_id) on delete cascade,
  body text not null,
  sent_at timestamptz not null default now()
);
create index if not exists chat_messages_chat_idx on chat_messages(chat_id, sent_at);

create table if not exists error_reports (
  id serial primary key,
  received_at timestamptz not null default now(),
  project_id text not null,
  envelope text not null
);
-- Who sent a report and how large it is: what one address keeps, and all reports together, are
-- bounded by bytes (server/reports/routes.ts).
alter table error_reports add column if not exists address text;
alter table error_reports add column if not exists size int not null default 0;
create index if not exists error_reports_address_idx on error_reports(address, id);

create table if not exists oidc_payloads (
  id text not null,
  model text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  consumed_at timestamptz,
  expires_at timestamptz,
  primary key (model, id)
);
create index if not exists oidc_payloads_grant_idx on oidc_payloads(grant_id);
create index if not exists oidc_payloads_uid_idx on oidc_payloads(uid);
create index if not exists oidc_payloads_user_code_idx on oidc_payloads(user_code);

create table if not exists contact_messages (
  id serial primary key,
  name text not null,
  email text not null,
  role text,
  message text not null,
  received_at timestamptz not null default now()
);

create table if not exists server_keys (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);
`;

const TABLES = [
  ...DATA_KEYS_TABLES,
  ...FEEDBACK_TABLES,
  ...WEBINARS_TABLES,
  ...ADMIN_TABLES,
  ...SESSIONS_TABLES,
  ...ACCESS_LOG_TABLES,
  ...PREFERENCES_TABLES,
  ...ACCOUNT_TABLES,
  ...INVOICES_TABLES,
  ...NORA_TABLES,
  ...HELP_TABLES,
  ...RESOURCES_TABLES,
  ...SCREENING_TABLES,
  ...NOTES_TABLES,
  ...REVIEWS_TABLES,
  ...BOOKING_TABLES,
  ...DIRECTORY_TABLES,
  ...COMMUNITY_TABLES,
  ...SEARCH_TABLES,
  ...PLACES_TABLES,
  'pin_codes',
  'user_pins',
  // session_notes was the notes' table before server/notes (dropped if an old database still has it).
  'session_notes',
  'email_verifications',
  'contact_messages',
  'oidc_payloads',
  'server_keys',
  'error_reports',
  ...THROTTLE_TABLES,
  ...OUTBOX_TABLES,
  ...CONNECTIONS_TABLES,
  ...CHAT_TABLES,
  'chat_messages',
  'chat_participants',
  'chats',
  'server_events',
  'notifications',
  'users',
];

export async function createSchema(db: Database): Promise<void> {
  await db.exec(SCHEMA);
  await db.exec(EMAIL_VERIFICATION_SCHEMA);
  await db.exec(PLACES_SCHEMA);
  await db.exec(SEARCH_SCHEMA);
  await db.exec(COMMUNITY_SCHEMA);
  await db.exec(DIRECTORY_SCHEMA);
  await db.exec(PIN_SCHEMA);
  await db.exec(BOOKING_SCHEMA);
  await db.exec(REVIEWS_SCHEMA);
  await db.exec(CHAT_SCHEMA);
  await db.exec(CONNECTIONS_SCHEMA);
  await db.exec(NOTES_SCHEMA);
  await db.exec(SCREENING_SCHEMA);
  await db.exec(RESOURCES_SCHEMA);
  await db.exec(NORA_SCHEMA);
  await db.exec(HELP_SCHEMA);
  await db.exec(FEEDBACK_SCHEMA);
  await db.exec(WEBINARS_SCHEMA);
  await db.exec(INVOICES_SCHEMA);
  await db.exec(ACCOUNT_SCHEMA);
  await db.exec(PREFERENCES_SCHEMA);
  await db.exec(ADMIN_SCHEMA);
  await db.exec(SESSIONS_SCHEMA);
  await db.exec(ACCESS_LOG_SCHEMA);
  await db.exec(OUTBOX_SCHEMA);
  await db.exec(THROTTLE_SCHEMA);
  await db.exec(DATA_KEYS_SCHEMA);
}

export async function dropSchema(db: Database): Promise<void> {
  await db.exec(TABLES.map((t) => `drop table if exists ${t} cascade;`).join('\n'));
}
