import * as z from 'zod/mini';
import { ADMIN, reason } from './admin';
import { endpoint } from './endpoint';
import { count, idParams, pageIndex, pageSize } from './fields';

/**
 * /admin, the concierge administration (issue #36): every concierge (a care provider or
 * coordinator with a concierge profile, SPEC §3 and §6) with their coming sessions and reviews;
 * mentoring switched off (every session still to come cancelled, both people told) or on, each
 * with a reason and an audit row; and members' requests to become a concierge, sent from
 * Settings and approved or declined by an administrator.
 */

export const CONCIERGES_PAGE_SIZE = 20;
export const REQUESTS_PAGE_SIZE = 20;
export const BOOKINGS_PAGE_SIZE = 20;
export const CONCIERGE_SORTS = ['name', 'upcoming', 'rating', 'reviews'] as const;
/** The user type an approved request gives (SPEC §3): a care provider or a care coordinator. */
export const CONCIERGE_TYPES = [4, 5] as const;
export const REQUEST_STATES = ['pending', 'approved', 'declined'] as const;

const person = z.object({ user_id: z.int(), user_name: z.string(), first_name: z.string(), last_name: z.string() });

export const conciergeSchema = z.extend(person, {
  user_type: z.int(),
  is_mentor: z.boolean(),
  /** Scheduled sessions still to come: what switching mentoring off cancels. */
  upcoming_sessions: count,
  /** The average of their reviews, to one place; 0 with none. */
  rating: z.number(),
  review_count: count,
});
export type Concierge = z.infer<typeof conciergeSchema>;

export const listConcierges = endpoint({
  method: 'GET',
  path: `${ADMIN}/concierges`,
  summary: 'Every concierge with their coming sessions, rating and reviews, sorted and paged on the server.',
  query: z.object({
    sort: z._default(z.enum(CONCIERGE_SORTS), 'name'),
    order: z._default(z.enum(['asc', 'desc']), 'asc'),
    page: z._default(pageIndex, 0),
    size: z._default(pageSize(100), CONCIERGES_PAGE_SIZE),
  }),
  response: z.object({ data: z.object({ data: z.array(conciergeSchema), total: count, page: z.int(), size: z.int() }) }),
  errors: { 403: 'not an administrator' },
  auth: 'bearer',
});

export const setMentoring = endpoint({
  method: 'POST',
  path: `${ADMIN}/concierges/:id/mentoring`,
  summary:
    "Switches a concierge's mentoring off (every scheduled session still to come is cancelled and both people are told) or back on.",
  params: idParams,
  body: z.object({ reason, is_mentor: z.boolean({ error: 'say on or off' }) }),
  response: z.object({ data: z.object({ concierge: conciergeSchema, cancelled: count }) }),
  errors: { 403: 'not an administrator', 404: 'no such concierge', 409: 'already so' },
  auth: 'bearer',
});

export const conciergeBookingSchema = z.object({
  id: z.int(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
  booker: person,
});
export type ConciergeBooking = z.infer<typeof conciergeBookingSchema>;

export const conciergeBookings = endpoint({
  method: 'GET',
  path: `${ADMIN}/concierges/:id/bookings`,
  summary: "A concierge's bookings, the latest first (when, with whom, status; never their notes).",
  params: idParams,
  query: z.object({ page: z._default(pageIndex, 0), size: z._default(pageSize(100), BOOKINGS_PAGE_SIZE) }),
  response: z.object({
    data: z.object({ data: z.array(conciergeBookingSchema), total: count, page: z.int(), size: z.int() }),
  }),
  errors: { 403: 'not an administrator', 404: 'no such concierge' },
  auth: 'bearer',
});

export const requestSchema = z.object({
  id: z.int(),
  user: z.extend(person, { user_type: z.int() }),
  /** The user type asked for: 4 care provider, 5 care coordinator. */
  as_type: z.int(),
  message: z.string(),
  status: z.enum(REQUEST_STATES),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
  /** The administrator's reason, told to the member with the decision. */
  decision_reason: z.nullable(z.string()),
});
export type ConciergeRequest = z.infer<typeof requestSchema>;

export const listRequests = endpoint({
  method: 'GET',
  path: `${ADMIN}/concierge-requests`,
  summary: 'Requests to become a concierge in one state (pending first by default), oldest first, paged.',
  query: z.object({
    status: z._default(z.enum(REQUEST_STATES), 'pending'),
    page: z._default(pageIndex, 0),
    size: z._default(pageSize(100), REQUESTS_PAGE_SIZE),
  }),
  response: z.object({ data: z.object({ data: z.array(requestSchema), total: count, page: z.int(), size: z.int() }) }),
  errors: { 403: 'not an administrator' },
  auth: 'bearer',
});

const decisionErrors = { 403: 'not an administrator', 404: 'no such request', 409: 'already decided' };

export const approveRequest = endpoint({
  method: 'POST',
  path: `${ADMIN}/concierge-requests/:id/approve`,
  summary: 'Approves a request: the member takes the type asked for, becomes a mentor with a concierge profile, and is told.',
  params: idParams,
  body: z.object({ reason }),
  response: z.object({ data: requestSchema }),
  errors: decisionErrors,
  auth: 'bearer',
});

export const declineRequest = endpoint({
  method: 'POST',
  path: `${ADMIN}/concierge-requests/:id/decline`,
  summary: 'Declines a request; the member is told with the reason.',
  params: idParams,
  body: z.object({ reason }),
  response: z.object({ data: requestSchema }),
  errors: decisionErrors,
  auth: 'bearer',
});
