import type { Database } from '../db/database';
import type { NamedPerson } from '../../contract/display-name';
import { personJson } from '../db/users';
import { containsPattern, fuzzyText, words } from './query';
import { conditionHelp } from './conditions';
import type { Understood } from './request';

export { understandFor } from './understanding';
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
  `(select count(*) from unnest(${param}) g where ${document} @@ to_tsquery('english', g))::int`;

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
  /** From the request's place, when it has one the gazetteer knows. */
  distance_miles?: number | null;
  total: number;
}

/** A request's place reaches this far (miles): the directory's usual radius. */
export const PLACE_RADIUS_MILES = 25;

/**
 * How a provider search answered: `all` when every result matches every word (and, with a place,
 * is within PLACE_RADIUS_MILES of it); `closest` when none does, and these are the nearest to it:
 * the most words matched, then the nearest.
 */
export type Match = 'all' | 'closest';

/**
 * Words that ask for a provider without saying which ("autism support", "speech services",
 * "a provider"): left out of a provider search when other words remain, since no practice's
 * page says them and requiring them would find nothing.
 */
const GENERIC_PROVIDER_WORDS = new Set([
  'support',
  'supports',
  'service',
  'services',
  'help',
  'care',
  'provider',
  'providers',
  'specialist',
  'specialists',
  'professional',
  'professionals',
  'option',
  'options',
]);

/** What people call a practitioner, and the service words the directory uses for the work ("speech therapist" → therapy). */
const PRACTITIONER_WORDS: Record<string, string[]> = {
  therapist: ['therapy'],
  therapists: ['therapy'],
  pathologist: ['speech', 'language'],
  pathologists: ['speech', 'language'],
  slp: ['speech'],
  ot: ['occupational'],
  pt: ['physical'],
  physiotherapist: ['physical'],
  physio: ['physical'],
  psychologist: ['neuropsychology', 'counseling'],
  counselor: ['counseling'],
  counsellor: ['counseling'],
  behavioral: ['aba'],
  behavioural: ['aba'],
};

/** The words a provider search requires, each with the service words that also satisfy it. */
export function providerTerms(text: string): { typed: string[]; extra: string[][] } {
  const all = words(text);
  const specific = all.filter((w) => !GENERIC_PROVIDER_WORDS.has(w));
  const typed = specific.length ? specific : all;
  const help = conditionHelp(typed);
  return { typed, extra: typed.map((w, i) => [...help[i]!, ...(PRACTITIONER_WORDS[w] ?? [])]) };
}

/** Every group matches: one tsquery (the GIN index answers it). */
const allOf = (groups: TermGroups) => groups.map((g) => `(${g})`).join(' & ');

/**
 * Providers for an understood request. Every word must match (a typo, a condition's services and
 * a practitioner's service count), and a place is a filter: within PLACE_RADIUS_MILES of it,
 * nearest first, then by full-text rank. Extra words narrow, never widen. When nothing matches
 * all of it, the closest matches answer instead (`match: 'closest'`): those matching the most
 * words, nearest first, wherever they are.
 */
export async function searchProviders(
  db: Database,
  request: Understood,
  limit: number,
  offset = 0,
): Promise<{ rows: ProviderHit[]; match: Match }> {
  const { typed, extra } = providerTerms(request.text);
  const groups = await termGroups(db, typed, extra);
  const place = request.place;
  const located = place?.latitude !== undefined && place.longitude !== undefined;
  /** One statement: every word within the place (exact), or the most words, nearest first (closest). */
  const run = (kind: Match, at: number) => {
    // Each value is a parameter once, numbered where first used (a parameter no statement uses has no type).
    const params: unknown[] = [limit, at];
    const param = (value: unknown, type: string) => `$${params.push(value)}::${type}`;
    const distance = located
      ? `directory_miles(${param(place.latitude, 'float8')}, ${param(place.longitude, 'float8')}, latitude, longitude)`
      : 'null::float8';
    const nearest = located ? `${distance} nulls last, ` : '';
    const any = groups.length ? param(anyOf(groups), 'text') : '';
    // How well the words are spelt in the name and services (a name typed whole beats a word like it), then the rank.
    const rank = groups.length
      ? `word_similarity(${param(fuzzyText(request.text), 'text')}, search_words) desc, ts_rank(search_document, to_tsquery('english', ${any}))`
      : '0::real';
    let where: string;
    let order: string;
    if (kind === 'all') {
      // A place the gazetteer does not know ("in Narnia") can only be matched by its name.
      const inPlace = located
        ? `(latitude is not null and ${distance} <= ${PLACE_RADIUS_MILES})`
        : place
          ? `coalesce(lower(city) = lower(${param(place.city ?? place.label, 'text')}) and (${param(place.state ?? '', 'text')} = '' or upper(state) = upper($${params.length})), false)`
          : 'true';
      const all = groups.length ? `search_document @@ to_tsquery('english', ${param(allOf(groups), 'text')})` : 'true';
      where = `${all} and ${inPlace}`;
      order = `${nearest}${rank} desc, name, therapy_provider_id`;
    } else {
      where = groups.length ? `search_document @@ to_tsquery('english', ${any})` : 'true';
      const matched = groups.length ? matchedCount('search_document', param(groups, 'text[]')) : '0';
      order = `${matched} desc, ${nearest}${rank} desc, name, therapy_provider_id`;
    }
    return db.query<ProviderHit>(
      `select therapy_provider_id, name, provider_image_url, website, services, city, state, zip_code,
              ${distance} as distance_miles, count(*) over ()::int as total
         from therapy_providers
        where (${where}) and retired_at is null
        order by ${order}
        limit $1 offset $2`,
      params,
    );
  };
  const exact = await run('all', offset);
  if (exact.rows.length > 0 || (groups.length <= 1 && !place)) return { rows: exact.rows, match: 'all' };
  // Past the last page of exact matches, or none at all (then the closest, paged the same way).
  if (offset > 0 && (await run('all', 0)).rows.length > 0) return { rows: [], match: 'all' };
  return { rows: (await run('closest', offset)).rows, match: 'closest' };
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
  const where = [
    'u.user_type <> 99',
    'u.user_id <> $1',
    'u.deleted_at is null',
    // A block stands between two people either way: neither finds the other (#57.11), as the profile is a 404.
    'not exists (select 1 from chat_blocks b where (b.blocker_id = $1 and b.blocked_id = u.user_id) or (b.blocker_id = u.user_id and b.blocked_id = $1))',
  ];
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
  /** What SPEC §6's display name is made of (routes.ts names the author with it). */
  author: NamedPerson;
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
    rank = `${matchedCount('p.search_document', '$7::text[]')} + ts_rank(p.search_document, to_tsquery('english', $5))`;
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
            ${personJson('u')} as author, ${rank} as rank, count(*) over ()::int as total
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
