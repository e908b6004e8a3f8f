import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { count, pageIndex, pageSize, userParams } from './fields';

/**
 * The follow requests' list (SPEC §7 user manager) and the shapes it answers, on their own so the
 * dashboard's Follow requests block (issue #34) reads it without the rest of the connections
 * contract; contract/connections.ts re-exports every name here, and the feature uses them from there.
 */

const UM = '/api/user-manager/v1/users/:userId';
const FORBIDDEN = { 403: 'another user’s connections' };

export const CONNECTIONS_PAGE_SIZE = 20;

/** A person as a connections row or a profile shows them (SPEC §6 display name, frame by user_type). */
export const personSchema = z.object({
  user_id: z.int(),
  user_name: z.string(),
  display_name: z.string(),
  user_type: z.int(),
  is_mentor: z._default(z.boolean(), false),
  profile_picture: z._default(z.nullable(z.string()), null),
});
export type Person = z.infer<typeof personSchema>;

/** One row of a list: the request (or the accepted follow) and the other person. */
export const connectionSchema = z.object({
  request_id: z.int(),
  status: z.enum(['PENDING', 'ACCEPTED']),
  created_at: z.string(),
  user: personSchema,
});
export type Connection = z.infer<typeof connectionSchema>;

/** The four tabs' numbers, answered with every list so the counts and the list never disagree. */
export const connectionCountsSchema = z.object({ followers: count, following: count, requests: count, sent: count });
export type ConnectionCounts = z.infer<typeof connectionCountsSchema>;

/** A page of any connections list (followers and following too). */
export const page = z.object({
  data: z.object({
    data: z.array(connectionSchema),
    total: count,
    page: z.int(),
    size: z.int(),
    counts: connectionCountsSchema,
  }),
});
export type ConnectionPage = z.infer<typeof page>['data'];

/** The page and size of any connections list. */
export const paging = {
  page: z._default(pageIndex, 0),
  size: z._default(pageSize(100), CONNECTIONS_PAGE_SIZE),
};

export const FOLLOW_LIST_ACTIONS = ['ALL', 'SENT'] as const;

export const listFollowRequests = endpoint({
  method: 'GET',
  path: `${UM}/follow-requests`,
  summary: 'A page of follow requests waiting: received (ALL) or sent (SENT), newest first, with the four counts.',
  params: userParams,
  query: z.object({ action: z.enum(FOLLOW_LIST_ACTIONS, { error: 'must be ALL or SENT' }), ...paging }),
  response: page,
  errors: FORBIDDEN,
  auth: 'bearer',
});
