import type { Database } from '../db/database';
import { containsPattern, fuzzyText, words } from './query';
import { conditionHelp } from './conditions';
import { understand, type Place, type Understood } from './request';
import { visiblePost } from '../community';

/** One typed word's alternatives in tsquery form: "spe:* | speech", OR-ed into the whole query. */
export type TermGroups = string[];

/**
 * The full-text terms of `words`, one group per word, with typo correction: each word
 * matches as a prefix ("spe" → "speech"), as any lexicon word spelled like it ("thrapy"
 * → "therapy", by trigram similarity), or as a service that helps with the condition it
 * names ("autism" → speech, sensory). Empty when there are no words.
 */
export async function termGroups(db: Database, typed: string[], extra: string[][] = []): Promise<TermGroups> {
  if (typed.length === 0) return [];
  const { rows } = await db.query<{ typed: string; alternatives: string[] }>(
    `select t.w as typed,
            array(select l.word from search_lexicon l where l.word % t.w and l.word <> t.w
                   order by similarity(l.word, t.w) desc, l.word limit 3) as alternatives
       from unnest($1::text[]) with ordinality as t(w, i) order by t.i`,
    [typed],
  );
  return rows.map(({ typed: w, alternatives }, i) => {
    const safe = [...alternatives, ...(extra[i] ?? [])].filter((a) => /^[\p{L}\p{N}]+$/u.test(a));
    return [`${w}:*`, ...new Set(safe)].join(' | ');
  });
}

/** Any group matches (ranked by how many do, see matchedCount): one tsquery. */
export const anyOf = (groups: TermGroups) => groups.map((g) => `(${g})`).join(' | ');

/** SQL counting how many of the groups in `param` (a text[] parameter) `document` matches. */
const matchedCount = (document: string, param: string) =>
  `(select count(*) from unnest(${param}::text[]) g where ${document} @@ to_tsquery('english', g))::int`;

/** A request's understanding on this database: "near me" is the person's zip, cities are the zip table's. */
export function understandFor(db: Database, text: string, userId: number): Promise<Understood> {
  const placeOf = (row: { zip_code?: string | null; city: string; state: string } | undefined, withZip: boolean): Place | null =>
    row
      ? {
          ...(withZip && row.zip_code ? { zip: row.zip_code } : {}),
          city: row.city,
          state: row.state,
          label: withZip && row.zip_code ? row.zip_code : `${row.city}, ${row.state}`,
        }
      : null;
  return understand(text, {
    async home() {
      const { rows } = await db.query<{ zip_code: string | null; city: string; state: string }>(
        'select zip_code, city, state from users where user_id = $1 and zip_code is not null',
        [userId],
      );
      return placeOf(rows[0], true);
    },
    async city(name, state) {
      const { rows } = await db.query<{ city: string; state: string }>(
        `select city, state from zip_codes
          where regexp_replace(lower(city), '[^a-z ]', '', 'g') = regexp_replace(lower($1), '[^a-z ]', '', 'g')
            and ($2::text is null or upper(state) = upper($2))
          order by zip_code limit 1`,
        [name, state ?? null],
      );
      return placeOf(rows[0], false);
    },
    async isSearchWord(word) {
      const { rows } = await db.query('select 1 from search_lexicon where word = $1', [word]);
      return rows.length > 0;
    },
  });
}

/** What a search was understood as, for the client: the words searched and the place read. */
export const understoodBody = (u: Understood) => ({ search_text: u.text, location: u.place?.label ?? null });

/** The document a person is found by: must equal users_search_trgm_idx's expression (schema.ts). */
export const PERSON_DOCUMENT = `lower(u.first_name || ' ' || u.last_name || ' ' || u.user_name || ' ' || coalesce(u.care_provider_detail->>'provider_name', ''))`;

export interface ProviderHit {
  therapy_provider_id: number;
  name: string;
  provider_image_url: string | null;
  website: string | null;
  services: string;
  city: string;
  state: string;
  zip_code: string;
  total: number;
}

/**
 * Providers for an understood request, best first: those matching more of its words, then
 * those in its place, then by full-text rank, spelling similarity and name. Any word
 * matching is enough (a request says more than any one provider's page does).
 */
export async function searchProviders(db: Database, request: Understood, limit: number, offset = 0): Promise<ProviderHit[]> {
  const typed = words(request.text);
  const groups = await termGroups(db, typed, conditionHelp(typed));
  const place = request.place;
  const params: unknown[] = [limit, offset, place?.zip ?? null, place?.city ?? null, place?.state ?? null];
  // In the place: the same zip, or the same city (and state when said). Coalesced: with no
  // zip asked, "zip_code = null" is null, and null sorts first under "desc", which put every
  // provider outside the place ahead of those in it.
  const inPlace = `coalesce(zip_code = $3 or (lower(city) = lower($4) and ($5::text is null or upper(state) = upper($5))), false)`;
  let where = 'true';
  let order = `${inPlace} desc, name`;
  if (groups.length) {
    params.push(anyOf(groups), fuzzyText(request.text), groups);
    where = `search_document @@ to_tsquery('english', $6) or $7 <% search_words`;
    order = `${matchedCount('search_document', '$8')} desc, ${inPlace} desc,
             ts_rank(search_document, to_tsquery('english', $6)) desc, word_similarity($7, search_words) desc, name`;
  }
  const { rows } = await db.query<ProviderHit>(
    `select therapy_provider_id, name, provider_image_url, website, services, city, state, zip_code,
            count(*) over ()::int as total
       from therapy_providers
      where (${where}) and retired_at is null
      order by ${order}
      limit $1 offset $2`,
    params,
  );
  return rows;
}

export interface PersonHit {
  user_id: number;
  user_name: string;
  user_type: number;
  profile_picture: string | null;
  first_name: string;
  last_name: string;
  is_mentor: boolean;
  provider_name: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  total: number;
}

export interface PeopleFilter {
  text: string;
  /** Only mentors (the Concierge filter). */
  mentorsOnly?: boolean;
  /** A zip code, or a city (and state) as the zip autocomplete writes it: "Boston, MA". */
  location?: string | undefined;
  /** Leaves out the person searching. */
  exceptUserId: number;
}

/** Members matching a name (typos forgiven), never administrators or the searcher. */
export async function searchPeople(db: Database, filter: PeopleFilter, limit: number, offset = 0): Promise<PersonHit[]> {
  const fuzzy = fuzzyText(filter.text);
  const params: unknown[] = [filter.exceptUserId, limit, offset];
  // Deleted accounts (server/account/deletion.ts) are found by no one.
  const where = ['u.user_type <> 99', 'u.user_id <> $1', 'u.deleted_at is null'];
  let order = 'u.first_name, u.last_name, u.user_name';
  if (fuzzy) {
    params.push(containsPattern(fuzzy), fuzzy);
    where.push(`(${PERSON_DOCUMENT} like $4 or $5 <% ${PERSON_DOCUMENT})`);
    order = `(${PERSON_DOCUMENT} like $4) desc, word_similarity($5, ${PERSON_DOCUMENT}) desc, ${order}`;
  }
  if (filter.mentorsOnly) where.push('u.is_mentor');
  const location = filter.location?.trim();
  if (location) {
    const zip = /^\d{5}$/.exec(location)?.[0];
    if (zip) {
      params.push(zip);
      where.push(`u.zip_code = $${params.length}`);
    } else {
      const [city, state] = location.split(',').map((part) => part.trim());
      params.push(city ?? '');
      where.push(`lower(u.city) = lower($${params.length})`);
      if (state) {
        params.push(state.slice(0, 2));
        where.push(`upper(u.state) = upper($${params.length})`);
      }
    }
  }
  const { rows } = await db.query<PersonHit>(
    `select u.user_id, u.user_name, u.user_type, u.profile_picture, u.first_name, u.last_name, u.is_mentor,
            u.care_provider_detail->>'provider_name' as provider_name, u.city, u.state, u.zip_code,
            count(*) over ()::int as total
       from users u
      where ${where.join(' and ')}
      order by ${order}
      limit $2 offset $3`,
    params,
  );
  return rows;
}

export type DatePosted = 'ANY' | 'PAST_DAY' | 'PAST_WEEK' | 'PAST_MONTH' | 'PAST_YEAR';
export type SortBy = 'RELEVANCE' | 'NEWEST' | 'MOST_UPVOTED';

const SINCE: Record<DatePosted, string | null> = {
  ANY: null,
  PAST_DAY: '1 day',
  PAST_WEEK: '7 days',
  PAST_MONTH: '1 month',
  PAST_YEAR: '1 year',
};
const ORDER: Record<SortBy, string> = {
  RELEVANCE: 'rank desc, p.posted_at desc, p.post_id desc',
  NEWEST: 'p.posted_at desc, p.post_id desc',
  MOST_UPVOTED: 'p.upvotes desc, p.posted_at desc, p.post_id desc',
};

export interface PostFilter {
  kind: 'POST' | 'QUESTION';
  text: string;
  datePosted: DatePosted;
  sortBy: SortBy;
  tags: string[];
  /** Who searches: only what they may see in the community is found (server/community/visibility.ts). */
  readerId: number;
}

export interface PostHit {
  post_id: number;
  title: string;
  body: string;
  tags: string[];
  upvotes: number;
  posted_at: Date | string;
  author_user_name: string;
  total: number;
}

/** Community posts (or questions) matching text, date and tags (any of them). */
export async function searchPosts(db: Database, filter: PostFilter, limit: number, offset: number): Promise<PostHit[]> {
  // Conditions are posts' own tags and words: no services added here.
  const groups = await termGroups(db, words(filter.text));
  const params: unknown[] = [filter.kind, limit, offset, filter.readerId];
  const where = ['p.kind = $1', visiblePost('p', 'c', '$4')];
  let rank = '0::real';
  if (groups.length) {
    params.push(anyOf(groups), fuzzyText(filter.text), groups);
    where.push(`(p.search_document @@ to_tsquery('english', $5) or $6 <% p.search_words)`);
    // How many words match comes first, then how well (a real keeps both in one number).
    rank = `${matchedCount('p.search_document', '$7')} + ts_rank(p.search_document, to_tsquery('english', $5))`;
  }
  const since = SINCE[filter.datePosted];
  if (since) {
    params.push(since);
    where.push(`p.posted_at >= now() - $${params.length}::interval`);
  }
  if (filter.tags.length) {
    params.push(filter.tags);
    where.push(`p.tags && $${params.length}::text[]`);
  }
  const { rows } = await db.query<PostHit>(
    `select p.post_id, p.title, p.body, p.tags, p.upvotes, p.posted_at, u.user_name as author_user_name,
            ${rank} as rank, count(*) over ()::int as total
       from community_posts p join users u on u.user_id = p.author_id
            left join communities c on c.community_id = p.community_id
      where ${where.join(' and ')}
      order by ${ORDER[filter.sortBy]}
      limit $2 offset $3`,
    params,
  );
  return rows;
}

export interface TagHit {
  tag: string;
  posts: number;
  questions: number;
  total: number;
}

/** Tags whose name contains the text (or all), with how many posts and questions the reader may see use each. */
export async function searchTags(db: Database, text: string, limit: number, offset: number, readerId: number): Promise<TagHit[]> {
  const fuzzy = fuzzyText(text);
  const { rows } = await db.query<TagHit>(
    `select tag, count(*) filter (where kind = 'POST')::int as posts, count(*) filter (where kind = 'QUESTION')::int as questions,
            count(*) over ()::int as total
       from community_posts p left join communities c on c.community_id = p.community_id, unnest(p.tags) as tag
      where ($1 = '' or tag like $2 or similarity(tag, $1) > 0.4) and ${visiblePost('p', 'c', '$5')}
      group by tag
      order by (tag like $2) desc, count(*) desc, tag
      limit $3 offset $4`,
    [fuzzy, containsPattern(fuzzy), limit, offset, readerId],
  );
  return rows;
}
