import type { Queryable } from '../db/types';

/**
 * Nora's retrieval, in SQL on PGlite and Postgres alike: the question's words OR-ed (a question
 * rarely uses every word a section does, so websearch_to_tsquery's all-words finds too little),
 * matched against the resource hub's sections (and help's, once its tables exist), ranked with
 * ts_rank_cd (the section's weighted heading and body, plus its article's title), quoted with
 * ts_headline, and each passage's best sentences picked by the same ranking for the extractive
 * answer.
 */

export interface Passage {
  kind: 'article' | 'help';
  slug: string;
  title: string;
  /** 0-based, as stored. */
  position: number;
  heading: string;
  quote: string;
  /** The passage's best sentences for the question, in the passage's order. */
  sentences: string[];
  rank: number;
  /** How many of the question's words (lexemes) the passage or its article's title holds, of `asked`. */
  matched: number;
  asked: number;
}

/** The question as a tsquery text with its lexemes OR-ed, or '' when it has none (only stop words). */
const OR_QUERY = `replace(plainto_tsquery('english', $1)::text, ' & ', ' | ')`;

/** A library whose sections Nora reads: same shape for the hub and help (server/help/schema.ts). */
const LIBRARIES = [
  { kind: 'article', articles: 'resource_articles', sections: 'resource_sections' },
  { kind: 'help', articles: 'help_articles', sections: 'help_sections' },
] as const;

let present: Promise<Set<string>> | undefined;

/** The libraries whose tables exist (help arrives with issue #37): read once per process. */
async function libraries(db: Queryable) {
  present ??= db
    .query<{ name: string }>(`select c.relname as name from pg_class c where c.relname = any($1::text[])`, [
      LIBRARIES.map((l) => l.sections),
    ])
    .then(({ rows }) => new Set(rows.map((r) => r.name)));
  const found = await present;
  return LIBRARIES.filter((l) => found.has(l.sections));
}

export async function retrieve(db: Queryable, question: string, limit = 5): Promise<Passage[]> {
  const sources = await libraries(db);
  const candidates = sources
    .map(
      (l) => `select '${l.kind}'::text as kind, a.slug, a.title, s.position, s.heading, s.body,
              ts_rank_cd(s.search_document, query.tsq, 1) + 0.5 * ts_rank_cd(a.title_document, query.tsq, 1) as rank,
              (select count(*) from unnest(lexemes.list) w
                where (s.search_document || a.title_document) @@ plainto_tsquery('simple', w))::int as matched,
              cardinality(lexemes.list) as asked
         from ${l.sections} s join ${l.articles} a on a.id = s.article_id, query, lexemes
        where s.search_document @@ query.tsq or a.title_document @@ query.tsq`,
    )
    .join('\nunion all\n');
  const { rows } = await db.query<Passage>(
    `with words as (select ${OR_QUERY} as t),
     query as (select t::tsquery as tsq from words where t <> ''),
     lexemes as (select coalesce(array_agg(lexeme), '{}') as list from unnest(to_tsvector('english', $1))),
     top as (${candidates} order by rank desc, slug, position limit $2),
     sentences as (
       select top.kind, top.slug, top.position, x.sentence, x.ord,
              row_number() over (partition by top.kind, top.slug, top.position
                                 order by ts_rank_cd(to_tsvector('english', x.sentence), query.tsq) desc, x.ord) as best
         from top, query, regexp_split_to_table(top.body, '(?<=[.!?])\\s+') with ordinality as x(sentence, ord)
     )
     select top.kind, top.slug, top.title, top.position, top.heading, top.rank, top.matched, top.asked,
            ts_headline('english', top.body, query.tsq, 'MaxWords=30, MinWords=12, StartSel="", StopSel=""') as quote,
            (select array_agg(s.sentence order by s.ord) from sentences s
              where s.kind = top.kind and s.slug = top.slug and s.position = top.position and s.best <= 2) as sentences
       from top, query
      order by top.rank desc, top.slug, top.position`,
    [question, limit],
  );
  return rows;
}

/**
 * "What is X?": the resource-hub article about exactly X (its title's words are the term's, e.g.
 * "occupational therapy"), as a passage of its lead, the first section's opening sentences. The
 * answer opens with it, the definition, before what to do next.
 */
export async function articleLead(db: Queryable, term: string): Promise<Passage | undefined> {
  const { rows } = await db.query<{ slug: string; title: string; position: number; heading: string; body: string }>(
    `with term as (select array(select lexeme from unnest(to_tsvector('english', $1)) order by 1) as words)
     select a.slug, a.title, s.position, s.heading, s.body
       from resource_articles a join resource_sections s on s.article_id = a.id, term
      where cardinality(term.words) > 0
        and array(select lexeme from unnest(to_tsvector('english', a.title)) order by 1) = term.words
      order by s.position limit 1`,
    [term],
  );
  const row = rows[0];
  if (!row) return undefined;
  const sentences = row.body.split(/(?<=[.!?])\s+/).slice(0, 2);
  return {
    kind: 'article',
    slug: row.slug,
    title: row.title,
    position: row.position,
    heading: row.heading,
    quote: sentences.join(' '),
    sentences,
    rank: Number.POSITIVE_INFINITY,
    matched: 1,
    asked: 1,
  };
}
