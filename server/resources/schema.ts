/**
 * The resource hub (issue #34): articles, their sections (what the search and the assistant read,
 * each with its heading) and each person's bookmarks. The search document is a generated
 * tsvector per section (heading weighted above body) with a GIN index; the same statement works
 * on PGlite and Postgres. Idempotent, at every start.
 */
export const RESOURCES_SCHEMA = `
create table if not exists resource_articles (
  id serial primary key,
  slug text not null unique,
  title text not null,
  summary text not null,
  category text not null,
  reading_minutes int not null check (reading_minutes > 0),
  updated_at timestamptz not null default now(),
  title_document tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B')
  ) stored
);
create index if not exists resource_articles_category_idx on resource_articles(category, title);
create index if not exists resource_articles_title_document_idx on resource_articles using gin(title_document);

create table if not exists resource_sections (
  article_id int not null references resource_articles(id) on delete cascade,
  position int not null,
  heading text not null,
  body text not null,
  search_document tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, heading), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')
  ) stored,
  primary key (article_id, position)
);
create index if not exists resource_sections_search_idx on resource_sections using gin(search_document);

create table if not exists resource_bookmarks (
  user_id int not null references users(user_id) on delete cascade,
  article_id int not null references resource_articles(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, article_id)
);
create index if not exists resource_bookmarks_user_idx on resource_bookmarks(user_id, created_at desc);
`;

export const RESOURCES_TABLES = ['resource_bookmarks', 'resource_sections', 'resource_articles'];
