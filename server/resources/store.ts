import type { Queryable } from '../db/types';

/**
 * Every SQL statement of the resource hub. Bookmarks are always read and written with the
 * caller's own id, so no statement hands one person's bookmarks to another.
 */

export interface SummaryRow {
  slug: string;
  title: string;
  summary: string;
  category: string;
  reading_minutes: number;
  bookmarked: boolean;
  matched_heading: string | null;
}

const BOOKMARKED = `exists (select 1 from resource_bookmarks b where b.article_id = a.id and b.user_id = $1) as bookmarked`;

/** Every article, or a category's, by category then title. */
export async function listArticles(q: Queryable, userId: number, category: string | undefined): Promise<SummaryRow[]> {
  const { rows } = await q.query<SummaryRow>(
    `select a.slug, a.title, a.summary, a.category, a.reading_minutes, ${BOOKMARKED}, null as matched_heading
       from resource_articles a
      where $2::text is null or a.category = $2
      order by a.category, a.title`,
    [userId, category ?? null],
  );
  return rows;
}

/**
 * Full text over titles, summaries and sections (websearch syntax: words, "a phrase", -not),
 * best first: an article ranks by its title's match and its best section's; the best section's
 * heading says where the words are.
 */
export async function searchArticles(
  q: Queryable,
  userId: number,
  query: string,
  category: string | undefined,
): Promise<SummaryRow[]> {
  const { rows } = await q.query<SummaryRow>(
    `with query as (select websearch_to_tsquery('english', $2) as tsq),
     best_section as (
       select distinct on (s.article_id) s.article_id, s.heading, ts_rank(s.search_document, query.tsq) as rank
         from resource_sections s, query
        where s.search_document @@ query.tsq
        order by s.article_id, rank desc, s.position
     )
     select a.slug, a.title, a.summary, a.category, a.reading_minutes, ${BOOKMARKED},
            case when a.title_document @@ query.tsq then null else bs.heading end as matched_heading
       from resource_articles a
       cross join query
       left join best_section bs on bs.article_id = a.id
      where (a.title_document @@ query.tsq or bs.article_id is not null)
        and ($3::text is null or a.category = $3)
      order by 2 * ts_rank(a.title_document, query.tsq) + coalesce(bs.rank, 0) desc, a.title`,
    [userId, query, category ?? null],
  );
  return rows;
}

export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  reading_minutes: number;
  bookmarked: boolean;
  updated_at: string;
  sections: { heading: string; body: string }[];
}

export async function articleBySlug(q: Queryable, userId: number, slug: string): Promise<ArticleRow | undefined> {
  const { rows } = await q.query<ArticleRow>(
    `select a.id, a.slug, a.title, a.summary, a.category, a.reading_minutes, ${BOOKMARKED},
            to_char(a.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
            coalesce((select json_agg(json_build_object('heading', s.heading, 'body', s.body) order by s.position)
                        from resource_sections s where s.article_id = a.id), '[]'::json) as sections
       from resource_articles a
      where a.slug = $2`,
    [userId, slug],
  );
  return rows[0];
}

/** Bookmarks the article for the person (again is the same); false when there is no such article. */
export async function addBookmark(q: Queryable, userId: number, slug: string): Promise<boolean> {
  const { rows } = await q.query<{ found: boolean }>(
    `with article as (select id from resource_articles where slug = $2),
     saved as (insert into resource_bookmarks (user_id, article_id) select $1, id from article on conflict do nothing)
     select exists (select 1 from article) as found`,
    [userId, slug],
  );
  return rows[0]!.found;
}

/** Removes the person's bookmark (none is the same); false when there is no such article. */
export async function removeBookmark(q: Queryable, userId: number, slug: string): Promise<boolean> {
  const { rows } = await q.query<{ found: boolean }>(
    `with article as (select id from resource_articles where slug = $2),
     removed as (delete from resource_bookmarks b using article where b.article_id = article.id and b.user_id = $1)
     select exists (select 1 from article) as found`,
    [userId, slug],
  );
  return rows[0]!.found;
}

export interface BookmarkRow {
  slug: string;
  title: string;
  category: string;
  reading_minutes: number;
  bookmarked_at: string;
}

export async function listBookmarks(q: Queryable, userId: number, limit: number): Promise<BookmarkRow[]> {
  const { rows } = await q.query<BookmarkRow>(
    `select a.slug, a.title, a.category, a.reading_minutes,
            to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as bookmarked_at
       from resource_bookmarks b join resource_articles a on a.id = b.article_id
      where b.user_id = $1
      order by b.created_at desc, a.title
      limit $2`,
    [userId, limit],
  );
  return rows;
}
