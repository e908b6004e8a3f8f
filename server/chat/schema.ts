/**
 * Messaging beyond the first chat tables (server/schema.ts): client ids that make a retried
 * send land once, requests, clearing one's own history, removed group members, blocks,
 * read marks (for "read by"), group permissions, attachments and group pictures. Idempotent, like the rest.
 */
export const CHAT_SCHEMA = `
alter table chat_messages add column if not exists client_id text;
alter table chat_messages add column if not exists attachment_id int;
create unique index if not exists chat_messages_client_idx on chat_messages(sender_id, client_id) where client_id is not null;
create index if not exists chat_messages_chat_id_idx on chat_messages(chat_id, id);

-- accepted: false while a first message from someone new is a request.
alter table chat_participants add column if not exists accepted boolean not null default true;
-- Messages up to this id are hidden for this person ("clear history" is for oneself).
alter table chat_participants add column if not exists cleared_up_to int not null default 0;
-- A removed member keeps reading what was said before, read-only.
alter table chat_participants add column if not exists removed_at timestamptz;

alter table chats add column if not exists permissions jsonb not null
  default '{"send_messages":"all","add_members":"admins","edit_info":"admins"}';

create table if not exists chat_blocks (
  blocker_id int not null references users(user_id) on delete cascade,
  blocked_id int not null references users(user_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id)
);

-- Each time a person's read mark moves: who read a message, and when.
create table if not exists chat_reads (
  chat_id int not null references chats(id) on delete cascade,
  user_id int not null references users(user_id) on delete cascade,
  up_to int not null,
  read_at timestamptz not null default now()
);
create index if not exists chat_reads_idx on chat_reads(chat_id, up_to);

create table if not exists chat_attachments (
  id serial primary key,
  chat_id int not null references chats(id) on delete cascade,
  uploader_id int not null references users(user_id) on delete cascade,
  file_name text not null,
  content_type text not null,
  size int not null,
  storage_key text not null unique,
  created_at timestamptz not null default now()
);

-- Group pictures: uploaded before the group may exist, so they belong to the uploader; a
-- group's image_url names one by its path (/api/chat-server/v2/picture/{storage_key}).
create table if not exists chat_pictures (
  id serial primary key,
  uploader_id int not null references users(user_id) on delete cascade,
  content_type text not null,
  size int not null,
  storage_key text not null unique,
  created_at timestamptz not null default now()
);

-- Quotas (server/chat/uploads-store.ts): what each account and each address keeps, and what is
-- in use (a message's attachment, a group's picture); the rest is deleted after a while.
alter table chat_attachments add column if not exists uploader_address text;
alter table chat_pictures add column if not exists uploader_address text;
create index if not exists chat_attachments_uploader_idx on chat_attachments(uploader_id);
create index if not exists chat_attachments_address_idx on chat_attachments(uploader_address);
create index if not exists chat_pictures_uploader_idx on chat_pictures(uploader_id);
create index if not exists chat_pictures_address_idx on chat_pictures(uploader_address);
create index if not exists chat_messages_attachment_idx on chat_messages(attachment_id) where attachment_id is not null;
create index if not exists chats_image_url_idx on chats(image_url) where image_url is not null;
`;

/** Dropped by a reset, dependents first. */
export const CHAT_TABLES = ['chat_pictures', 'chat_attachments', 'chat_reads', 'chat_blocks'];
