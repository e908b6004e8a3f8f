import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { count, id, token, userParams } from './fields';

/**
 * Follow requests, followers and following (SPEC §3 Follow request, §4, §7 user manager) and the
 * public profile (SPEC §2 `/user?u=`): every wire shape, once. SPEC §7 shows the follow paths;
 * `GET follow-requests?action=` is served under `/users/{id}` like its siblings, the actions'
 * values (ACCEPT, DECLINE, CANCEL; UNFOLLOW, REMOVE) and the profile path are chosen here.
 */

export {
  ownProfile,
  updateProfile,
  uploadProfilePicture,
  profilePictureFile,
  WHO_CAN_MESSAGE,
  WHO_SEES_COMMUNITIES,
  type OwnProfile,
  type ProfileUpdate,
  type WhoCanMessage,
  type WhoSeesCommunities,
} from './connections-profile';

// The follow requests' list and its shapes are in connections-requests.ts (the dashboard's block reads them alone).
import { connectionCountsSchema, connectionSchema, page, paging, personSchema } from './connections-requests';
export {
  connectionCountsSchema,
  connectionSchema,
  CONNECTIONS_PAGE_SIZE,
  FOLLOW_LIST_ACTIONS,
  listFollowRequests,
  personSchema,
  type Connection,
  type ConnectionCounts,
  type ConnectionPage,
  type Person,
} from './connections-requests';

const UM = '/api/user-manager/v1/users/:userId';

const FORBIDDEN = { 403: 'another user’s connections' };

export const sendFollowRequest = endpoint({
  method: 'POST',
  path: `${UM}/follow-requests`,
  summary: 'Asks to follow a person; they hear it as a Follow Request notification.',
  params: userParams,
  body: z.object({ receiver_id: id }),
  status: 201,
  response: z.object({ data: connectionSchema }),
  errors: {
    400: 'a request to oneself',
    403: 'another user, or one of the two has blocked the other',
    404: 'no such person',
    409: 'already requested or already following',
  },
  auth: 'bearer',
});

export const RESPOND_ACTIONS = ['ACCEPT', 'DECLINE', 'CANCEL'] as const;
export type RespondAction = (typeof RESPOND_ACTIONS)[number];

export const respondToFollowRequest = endpoint({
  method: 'PUT',
  path: `${UM}/follow-requests/:requestId`,
  summary: 'The receiver accepts or declines a waiting request; the sender cancels it. Accepting tells the sender.',
  params: z.object({ userId: id, requestId: id }),
  query: z.object({ action: z.enum(RESPOND_ACTIONS, { error: 'must be ACCEPT, DECLINE or CANCEL' }) }),
  response: z.object({ data: z.object({ request_id: z.int(), status: z.enum(['ACCEPTED', 'DECLINED', 'CANCELLED']) }) }),
  errors: { ...FORBIDDEN, 404: 'no waiting request of this person with that id' },
  auth: 'bearer',
});

export const ENDING_ACTIONS = ['UNFOLLOW', 'REMOVE'] as const;

export const endFollow = endpoint({
  method: 'DELETE',
  path: `${UM}/follow-requests`,
  summary: 'UNFOLLOW stops following receiver_id; REMOVE stops follower_id following the person.',
  params: userParams,
  query: z.object({
    action: z.enum(ENDING_ACTIONS, { error: 'must be UNFOLLOW or REMOVE' }),
    receiver_id: z.optional(id),
    follower_id: z.optional(id),
  }),
  response: z.object({ data: z.object({ counts: connectionCountsSchema }) }),
  errors: { ...FORBIDDEN, 400: 'UNFOLLOW without receiver_id, REMOVE without follower_id', 404: 'not following' },
  auth: 'bearer',
});

export const followers = endpoint({
  method: 'GET',
  path: `${UM}/followers`,
  summary: 'A page of the people who follow the person, newest first, with the four counts.',
  params: userParams,
  query: z.object(paging),
  response: page,
  errors: FORBIDDEN,
  auth: 'bearer',
});

export const following = endpoint({
  method: 'GET',
  path: `${UM}/following-users`,
  summary: 'A page of the people the person follows, newest first, with the four counts.',
  params: userParams,
  query: z.object(paging),
  response: page,
  errors: FORBIDDEN,
  auth: 'bearer',
});

const profileCommunity = z.object({
  community_id: z.int(),
  community_name: z.string(),
  image_url: z._default(z.nullable(z.string()), null),
});

/** Where the reader stands with a person: none, asked (requested), following them. */
export const RELATIONS = ['self', 'none', 'requested', 'following'] as const;
export type Relation = (typeof RELATIONS)[number];

export const publicProfile = endpoint({
  method: 'GET',
  path: '/api/user-manager/v1/profiles/:userName',
  summary: 'A person’s public profile by user name, with the reader’s relation to them; 404 also when they blocked the reader.',
  params: z.object({ userName: token(64) }),
  response: z.object({
    data: z.object({
      user: personSchema,
      bio: z._default(z.string(), ''),
      relation: z.enum(RELATIONS),
      /** The reader's waiting request to them, to cancel. */
      request_id: z._default(z.nullable(z.int()), null),
      /** The reader has blocked them (Unblock instead of Block). */
      blocked: z._default(z.boolean(), false),
      /**
       * The communities they belong to, when their choice (who sees my communities) lets the
       * reader see them; null when it does not: the server leaves them out, not the view.
       */
      communities: z._default(z.nullable(z.array(profileCommunity)), null),
      /** A concierge's next bookable time (ISO instant), null when none in the booking horizon or not a concierge. */
      next_free: z._default(z.nullable(z.string()), null),
      /** A concierge's reviews: average (one decimal) and how many; null when not a concierge. */
      rating: z._default(z.nullable(z.object({ average: z.number(), count })), null),
    }),
  }),
  errors: { 404: 'no such person, or they blocked the reader' },
  auth: 'bearer',
  hidden: true,
});
export type PublicProfile = z.infer<(typeof publicProfile)['response']>['data'];
