/**
 * Ask Nora (issue #35): each person's conversations and their turns (question, answer, cited
 * sources). Nora's passages are not copied here: retrieval reads the resource hub's and help's
 * sections, which already carry a weighted tsvector with a GIN index (retrieval.ts).
 */
export const NORA_SCHEMA = `
create table if not exists nora_conversations (
  id serial primary key,
  user_id int not null references users(user_id) on delete cascade,
  title text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists nora_conversations_user_idx on nora_conversations(user_id, updated_at desc);

create table if not exists nora_turns (
  id serial primary key,
  conversation_id int not null references nora_conversations(id) on delete cascade,
  question text not null,
  answer text not null,
  sources jsonb not null default '[]',
  crisis boolean not null default false,
  mode text not null,
  found boolean not null default true,
  notice text,
  created_at timestamptz not null default now()
);
create index if not exists nora_turns_conversation_idx on nora_turns(conversation_id, id);
`;

export const NORA_TABLES = ['nora_turns', 'nora_conversations'];
