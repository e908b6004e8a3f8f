import type { Database } from '../db/database';
import { HELP_ARTICLES } from './articles';

/**
 * Writes the help articles in one statement when there are none. Existing articles are left as
 * they are: the assistant (issue #35) may hold an index of them.
 */
export async function seedHelpIfEmpty(db: Database): Promise<void> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from help_articles');
  if (rows[0]!.n > 0) return;
  const data = HELP_ARTICLES.map((a, position) => ({ ...a, position }));
  await db.query(
    `with data as (
       select * from jsonb_to_recordset($1::jsonb)
         as d(slug text, title text, summary text, topic text, position int, sections jsonb)
     ),
     inserted as (
       insert into help_articles (slug, title, summary, topic, position)
       select slug, title, summary, topic, position from data
       returning id, slug
     )
     insert into help_sections (article_id, position, heading, body)
     select inserted.id, s.ord - 1, s.value->>'heading', s.value->>'body'
       from inserted join data using (slug), jsonb_array_elements(data.sections) with ordinality as s(value, ord)`,
    [JSON.stringify(data)],
  );
}
