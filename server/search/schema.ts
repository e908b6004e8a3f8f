/**
 * What global search reads (SPEC §3, §7): therapy providers, community posts and
 * questions and each person's search history (places: server/places). Search runs in Postgres:
 * a `tsvector` per row for full-text search with ranking, and `pg_trgm` trigram
 * indexes so a typo ("thrapy") still finds its word. Both work in PGlite (its pg_trgm
 * extension is loaded in pglite.ts) and in a Postgres server (contrib).
 */
export const SEARCH_SCHEMA = `
create extension if not exists pg_trgm;

create table if not exists therapy_providers (
  therapy_provider_id serial primary key,
  name text not null,
  services text not null,
  city text not null,
  state text not null,
  zip_code text not null,
  website text,
  provider_image_url text,
  -- What a suggestion matches: the name and services, with the name weighted first.
  search_document tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, services), 'B')
  ) stored,
  search_words text generated always as (lower(name || ' ' || services)) stored
);
create index if not exists therapy_providers_document_idx on therapy_providers using gin (search_document);
create index if not exists therapy_providers_words_trgm_idx on therapy_providers using gin (search_words gin_trgm_ops);

-- People are searched by name (and a provider's practice name) with trigrams.
alter table users add column if not exists city text;
alter table users add column if not exists state text;
alter table users add column if not exists zip_code text;
create index if not exists users_search_trgm_idx on users using gin (
  (lower(first_name || ' ' || last_name || ' ' || user_name || ' ' || coalesce(care_provider_detail->>'provider_name', ''))) gin_trgm_ops
);

create table if not exists community_posts (
  post_id serial primary key,
  kind text not null check (kind in ('POST', 'QUESTION')),
  author_id int not null references users(user_id) on delete cascade,
  community_id int,
  title text not null,
  body text not null,
  tags text[] not null default '{}',
  upvotes int not null default 0,
  posted_at timestamptz not null default now(),
  search_document tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')
  ) stored,
  search_words text generated always as (lower(title)) stored
);
create index if not exists community_posts_document_idx on community_posts using gin (search_document);
create index if not exists community_posts_words_trgm_idx on community_posts using gin (search_words gin_trgm_ops);
create index if not exists community_posts_tags_idx on community_posts using gin (tags);
create index if not exists community_posts_kind_time_idx on community_posts (kind, posted_at desc);

-- The 200 demo zip codes search once kept: every US zip code and town is in server/places now.
drop table if exists zip_codes;

-- Every word providers, posts and questions use, for typo correction: a typed word that
-- matches nothing is looked up here by trigram similarity ("thrapy" → "therapy") and the
-- full-text query then searches for both (pg_trgm's documented spelling-suggestion recipe).
create table if not exists search_lexicon (word text primary key);
create index if not exists search_lexicon_trgm_idx on search_lexicon using gin (word gin_trgm_ops);

-- One row per person, kind, text and sub type: searching the same thing again moves it to the top.
create table if not exists search_history (
  id serial primary key,
  user_id int not null references users(user_id) on delete cascade,
  type text not null,
  search_text text not null,
  sub_type text not null check (sub_type in ('PROVIDER_NAME', 'USER', 'FREE_TEXT')),
  target_id int,
  searched_at timestamptz not null default now()
);
create unique index if not exists search_history_unique_idx
  on search_history (user_id, type, sub_type, lower(search_text), coalesce(target_id, 0));
create index if not exists search_history_user_time_idx on search_history (user_id, type, searched_at desc);
`;

/** Dependents first, for dropSchema. */
export const SEARCH_TABLES = ['search_lexicon', 'search_history', 'community_posts', 'therapy_providers'];

/** Refills the lexicon from the searchable text (idempotent; run after seeding and at start). */
export const REFRESH_LEXICON = `
insert into search_lexicon (word)
  select word from ts_stat($q$select to_tsvector('simple', name || ' ' || services) from therapy_providers$q$)
  union
  select word from ts_stat($q$select to_tsvector('simple', title || ' ' || body) from community_posts$q$)
on conflict do nothing;
`;
