import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { count, idParams, pageIndex, pageSize } from './fields';
import { ADMIN, adminReason } from './admin';
import { COMMUNITY_LIMITS, JOIN_POLICIES } from './community';

/**
 * /admin-communities (issue #36): every community with its membership and activity counts, sorted
 * and paged by the server; create, edit, archive (read-only, out of Discover) and restore, pin for
 * everyone (first in Discover), assign and remove moderators. Each with a reason and one audit
 * row (the target: the moderator assigned or removed, else none; the community is in before/after).
 */
export const COMMUNITIES_PAGE_SIZE = 20;
export const COMMUNITY_SORTS = ['name', 'members', 'activity'] as const;

const person = z.object({ user_id: z.int(), user_name: z.string(), display_name: z.string() });

export const adminCommunitySchema = z.object({
  community_id: z.int(),
  community_name: z.string(),
  description: z.string(),
  join_policy: z.enum(JOIN_POLICIES),
  member_count: count,
  post_count: count,
  last_activity_at: z.nullable(z.string()),
  created_at: z.string(),
  archived: z.boolean(),
  pinned_for_everyone: z.boolean(),
  moderators: z.array(person),
});
export type AdminCommunity = z.infer<typeof adminCommunitySchema>;

const answer = z.object({ data: adminCommunitySchema });
const errors = { 403: 'not an administrator', 404: 'no such community' };
const fields = {
  community_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'give it a name'),
      z.maxLength(COMMUNITY_LIMITS.name, `at most ${COMMUNITY_LIMITS.name} characters`),
    ),
  description: z.string().check(z.trim(), z.maxLength(COMMUNITY_LIMITS.description)),
  join_policy: z.enum(JOIN_POLICIES),
};

export const communities = endpoint({
  method: 'GET',
  path: `${ADMIN}/communities`,
  summary: 'Every community (archived too) with its counts, searched by name, sorted and paged by the server.',
  query: z.object({
    q: z.optional(z.string().check(z.maxLength(100))),
    sort: z._default(z.enum(COMMUNITY_SORTS), 'name'),
    order: z._default(z.enum(['asc', 'desc']), 'asc'),
    page: z._default(pageIndex, 0),
    size: z._default(pageSize(100), COMMUNITIES_PAGE_SIZE),
  }),
  response: z.object({ data: z.object({ data: z.array(adminCommunitySchema), total: count, page: z.int(), size: z.int() }) }),
  errors: { 403: 'not an administrator' },
  auth: 'bearer',
});

export const createCommunity = endpoint({
  method: 'POST',
  path: `${ADMIN}/communities`,
  summary: 'Creates a community (no moderator yet: assign one).',
  body: z.object({ reason: adminReason, ...fields }),
  status: 201,
  response: answer,
  errors: { 403: 'not an administrator', 409: 'a community with that name exists' },
  auth: 'bearer',
});

export const editCommunity = endpoint({
  method: 'PUT',
  path: `${ADMIN}/communities/:id`,
  summary: 'Edits its name, description and join policy.',
  params: idParams,
  body: z.object({ reason: adminReason, ...fields }),
  response: answer,
  errors: { ...errors, 409: 'a community with that name exists' },
  auth: 'bearer',
});

export const archiveCommunity = endpoint({
  method: 'POST',
  path: `${ADMIN}/communities/:id/archived`,
  summary: 'Archives a community (read-only, out of Discover) or restores it (archived: false).',
  params: idParams,
  body: z.object({ reason: adminReason, archived: z.boolean() }),
  response: answer,
  errors: { ...errors, 409: 'already so' },
  auth: 'bearer',
});

export const pinCommunity = endpoint({
  method: 'POST',
  path: `${ADMIN}/communities/:id/pinned`,
  summary: 'Pins a community for everyone (first in Discover) or unpins it.',
  params: idParams,
  body: z.object({ reason: adminReason, pinned: z.boolean() }),
  response: answer,
  errors: { ...errors, 409: 'already so' },
  auth: 'bearer',
});

export const setModerator = endpoint({
  method: 'POST',
  path: `${ADMIN}/communities/:id/moderators`,
  summary: 'Makes a member (by user name) a moderator, joining them if need be, or makes a moderator a member again.',
  params: idParams,
  body: z.object({
    reason: adminReason,
    user_name: z.string().check(z.trim(), z.minLength(1, 'give a user name'), z.maxLength(100)),
    moderator: z.boolean(),
  }),
  response: answer,
  errors: { ...errors, 409: 'no such person, or already so' },
  auth: 'bearer',
});
