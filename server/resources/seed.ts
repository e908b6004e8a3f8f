import type { Database } from '../db/database';
import { GETTING_STARTED } from './articles/gettingStarted';
import { INSURANCE } from './articles/insurance';
import { SCHOOL } from './articles/school';
import { SCREENING } from './articles/screening';
import { THERAPIES } from './articles/therapies';
import type { SeedArticle } from './articles/types';
import { WELLBEING } from './articles/wellbeing';

export const ARTICLES: SeedArticle[] = [...GETTING_STARTED, ...SCREENING, ...THERAPIES, ...SCHOOL, ...INSURANCE, ...WELLBEING];

/** Minutes to read at about 200 words a minute, at least one. */
export function readingMinutes(article: SeedArticle): number {
  const text = [article.title, article.summary, ...article.sections.flatMap((s) => [s.heading, s.body])].join(' ');
  return Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 200));
}

/**
 * The hub's articles, once (an existing hub, with bookmarks pointing at it, is left as it is), in
 * one statement: every server test starts a server that seeds, so ~190 inserts would add up.
 */
export async function seedResourcesIfEmpty(db: Database): Promise<void> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from resource_articles');
  if (rows[0]!.n > 0) return;
  const data = ARTICLES.map((a) => ({ ...a, reading_minutes: readingMinutes(a) }));
  await db.query(
    `with data as (
       select * from jsonb_to_recordset($1::jsonb)
         as d(slug text, title text, summary text, category text, reading_minutes int, sections jsonb)
     ),
     inserted as (
       insert into resource_articles (slug, title, summary, category, reading_minutes)
       select slug, title, summary, category, reading_minutes from data
       returning id, slug
     )
     insert into resource_sections (article_id, position, heading, body)
     select inserted.id, s.ord - 1, s.value->>'heading', s.value->>'body'
       from inserted join data using (slug), jsonb_array_elements(data.sections) with ordinality as s(value, ord)`,
    [JSON.stringify(data)],
  );
}
