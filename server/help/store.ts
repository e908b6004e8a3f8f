import type { Queryable } from '../db/types';

/** Every SQL statement of Help: the articles are the same for every signed-in person. */

export interface HelpRow {
  slug: string;
  title: string;
  summary: string;
  topic: string;
  sections: { heading: string; body: string }[];
  matched_heading: string | null;
}

const SECTIONS = `coalesce((select json_agg(json_build_object('heading', s.heading, 'body', s.body) order by s.position)
                     from help_sections s where s.article_id = a.id), '[]'::json) as sections`;

/** Every article, with its sections, in the page's order. */
export async function listHelp(q: Queryable): Promise<HelpRow[]> {
  const { rows } = await q.query<HelpRow>(
    `select a.slug, a.title, a.summary, a.topic, ${SECTIONS}, null as matched_heading
       from help_articles a order by a.position`,
  );
  return rows;
}

/**
 * Full text over titles, summaries and sections (websearch syntax), best first: an article ranks
 * by its title's match and its best section's, whose heading says where the words are.
 */
export async function searchHelp(q: Queryable, words: string): Promise<HelpRow[]> {
  const { rows } = await q.query<HelpRow>(
    `with query as (select websearch_to_tsquery('english', $1) as tsq),
     best_section as (
       select distinct on (s.article_id) s.article_id, s.heading, ts_rank(s.search_document, query.tsq) as rank
         from help_sections s, query
        where s.search_document @@ query.tsq
        order by s.article_id, rank desc, s.position
     )
     select a.slug, a.title, a.summary, a.topic, ${SECTIONS},
            case when a.title_document @@ query.tsq then null else bs.heading end as matched_heading
       from help_articles a
       cross join query
       left join best_section bs on bs.article_id = a.id
      where a.title_document @@ query.tsq or bs.article_id is not null
      order by 2 * ts_rank(a.title_document, query.tsq) + coalesce(bs.rank, 0) desc, a.position`,
    [words],
  );
  return rows;
}
