/**
 * Help (issue #37, /caretools): how-to articles kept apart from the resource hub's (they are about
 * the product, not about care), in the hub's shape: an article, its sections with headings (what
 * the search and the assistant, issue #35, read and cite), a generated tsvector per section
 * (heading weighted above body) with a GIN index. Idempotent, at every start.
 */
export const HELP_SCHEMA = `
create table if not exists help_articles (
  id serial primary key,
  slug text not null unique,
  title text not null,
  summary text not null,
  topic text not null,
  position int not null,
  updated_at timestamptz not null default now(),
  title_document tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B')
  ) stored
);
create index if not exists help_articles_title_document_idx on help_articles using gin(title_document);

create table if not exists help_sections (
  article_id int not null references help_articles(id) on delete cascade,
  position int not null,
  heading text not null,
  body text not null,
  search_document tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, heading), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')
  ) stored,
  primary key (article_id, position)
);
create index if not exists help_sections_search_idx on help_sections using gin(search_document);
`;

export const HELP_TABLES = ['help_sections', 'help_articles'];
