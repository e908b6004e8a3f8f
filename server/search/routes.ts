import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/search';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import {
  searchPeople,
  searchPosts,
  searchProviders,
  searchTags,
  type PersonHit,
  type PostHit,
  type Match,
  type ProviderHit,
  understandFor,
  understoodBody,
} from './engine';
import type { Understood } from './request';
import * as history from './history-store';
import { serve } from '../http/endpoint';
import { absoluteUrl } from '../http/urls';
import { displayNameOf } from '../db/users';

/** How many of each kind the global search returns; the client shows the first 3 (SPEC §9). */
const GLOBAL_RESULTS = 10;
const HISTORY_KEPT = 10;

const location = (r: { city: string | null; state: string | null; zip_code: string | null }) =>
  r.city && r.state ? `${r.city}, ${r.state}${r.zip_code ? ` ${r.zip_code}` : ''}` : null;

export function presentProvider(origin: string, p: Omit<ProviderHit, 'total'>) {
  return {
    therapy_provider_id: p.therapy_provider_id,
    name: p.name,
    provider_image_url: absoluteUrl(origin, p.provider_image_url),
    website: p.website,
    services: p.services,
    location: location(p),
    // Miles to a tenth, from the request's place.
    distance_miles: p.distance_miles === undefined || p.distance_miles === null ? null : Math.round(p.distance_miles * 10) / 10,
  };
}

export function presentPerson(origin: string, u: Omit<PersonHit, 'total'>) {
  return {
    user_id: u.user_id,
    user_name: u.user_name,
    user_type: u.user_type,
    profile_picture: absoluteUrl(origin, u.profile_picture),
    display_name: displayNameOf({ ...u, care_provider_detail: u.provider_name ? { provider_name: u.provider_name } : null }),
    is_mentor: u.is_mentor,
    location: location(u),
  };
}

const presentPost = (p: PostHit) => ({
  post_id: p.post_id,
  title: p.title,
  excerpt: Array.from(p.body).slice(0, 200).join(''),
  tags: p.tags,
  upvotes: p.upvotes,
  date_posted: new Date(p.posted_at).toISOString(),
  author_user_name: p.author_user_name,
  author_display_name: displayNameOf(p.author),
});

/** One page of a filter's results, with what the request was understood as (its words and place). */
const page = <T>(
  rows: Array<T & { total: number }>,
  present: (row: T) => unknown,
  at: { page: number; size: number },
  understood: Understood,
  match: Match = 'all',
) => ({
  data: {
    data: rows.map(present),
    total: rows[0]?.total ?? 0,
    page: at.page,
    size: at.size,
    understood: understoodBody(understood),
    match,
  },
});

/** A request's place as the people filter reads a location: its zip code, or "City, ST". */
const peopleLocation = (u: Understood) =>
  u.place ? (u.place.zip ?? (u.place.city && u.place.state ? `${u.place.city}, ${u.place.state}` : u.place.label)) : undefined;

/** /api/search-engine (SPEC §7, contract/search.ts): global search, the search page's six filters, search history. */
export function registerSearchEngine(api: FastifyInstance, ctx: ServerContext, db: Database) {
  const origin = ctx.publicOrigin;

  /** The header's suggestions: providers and people, best first. */
  serve(api, contract.globalSearch, async ({ body, req }) => {
    const understood = await understandFor(db, body.search_text, req.userId);
    const [providers, people] = await Promise.all([
      searchProviders(db, understood, GLOBAL_RESULTS),
      searchPeople(db, { text: understood.text, exceptUserId: req.userId }, GLOBAL_RESULTS),
    ]);
    return {
      service_providers: {
        result: providers.rows.map((p) => presentProvider(origin, p)),
        total: providers.rows[0]?.total ?? 0,
        match: providers.match,
      },
      users: { resources: people.map((u) => presentPerson(origin, u)), total: people[0]?.total ?? 0 },
      understood: understoodBody(understood),
    };
  });

  /** Filters 2 (Concierge: mentors) and 3 (Provider: therapy providers), paged. */
  serve(api, contract.searchCategory, async ({ params, body, req }) => {
    const offset = body.page * body.size;
    const understood = await understandFor(db, body.search_text, req.userId);
    if (params.category === 'provider') {
      const providers = await searchProviders(db, understood, body.size, offset);
      return page(providers.rows, (p) => presentProvider(origin, p), body, understood, providers.match);
    }
    const people = await searchPeople(
      db,
      { text: understood.text, mentorsOnly: true, exceptUserId: req.userId },
      body.size,
      offset,
    );
    return page(people, (u) => presentPerson(origin, u), body, understood);
  });

  /** Filter 1 (Caregiver: people), with an optional location (zip code or "City, ST"). */
  serve(api, contract.searchUsers, async ({ body, req }) => {
    const read = await understandFor(db, body.search_text, req.userId);
    // A location chosen on the page wins over a place said in the text ("in Denver").
    const understood: Understood = body.location ? { ...read, place: { label: body.location } } : read;
    const people = await searchPeople(
      db,
      { text: understood.text, location: body.location || peopleLocation(read), exceptUserId: req.userId },
      body.size,
      body.page * body.size,
    );
    return page(people, (u) => presentPerson(origin, u), body, understood);
  });

  for (const [entry, kind] of [
    [contract.searchPosts, 'POST'],
    [contract.searchThreads, 'QUESTION'],
  ] as const) {
    /** Filters 4 (Community: posts) and 5 (Questions: threads). */
    serve(api, entry, async ({ body, req }) => {
      const understood = await understandFor(db, body.search_text, req.userId);
      const posts = await searchPosts(
        db,
        {
          kind,
          text: understood.text,
          datePosted: body.date_posted,
          sortBy: body.sort_by,
          tags: body.tags,
          readerId: req.userId,
        },
        body.size,
        body.page * body.size,
      );
      return page(posts, presentPost, body, understood);
    });
  }

  /** Filter 6 (Tags). */
  serve(api, contract.searchTags, async ({ body, req }) => {
    const understood = await understandFor(db, body.search_text, req.userId);
    const tags = await searchTags(db, understood.text, body.size, body.page * body.size, req.userId);
    return page(tags, ({ tag, posts, questions }) => ({ tag, posts, questions }), body, understood);
  });

  /** Recent searches, newest first, with what each one pointed at (as it is now). */
  serve(api, contract.searchHistory, async ({ query, req }) => {
    const rows = await history.recentSearches(db, req.userId, query.type, HISTORY_KEPT);
    return {
      data: rows.map((r) => ({
        search_text: r.search_text,
        sub_type: r.sub_type,
        searched_at: new Date(r.searched_at).toISOString(),
        search_providers: r.provider ? [presentProvider(origin, r.provider)] : [],
        users: r.person ? [presentPerson(origin, r.person)] : [],
      })),
    };
  });

  /** Clear: deletes all of the person's recent searches of that type. */
  serve(api, contract.clearSearchHistory, async ({ query, req }) => {
    return { result: 'ok', deleted: await history.clearSearches(db, req.userId, query.type) };
  });
}
