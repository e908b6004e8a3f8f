import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';
import { count, id, idParams, pageIndex, pageSize } from './fields';

/**
 * The administrator's API (issue #36, SPEC §2 administrator menu, §6 administrator 99): its own
 * prefix, every route refused with 403 to anyone but user type 99 by the server. Every action
 * takes a reason and writes one row of the append-only audit log (server/admin/audit-store.ts).
 */
export const ADMIN = '/api/admin/v1';

export const MEMBERS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;
export const REASON_MAX = 500;
/** The user types an administrator may give (SPEC §6). */
export const USER_TYPES = [1, 2, 4, 5, 99] as const;
export const MEMBER_SORTS = ['joined', 'name', 'type'] as const;
export const AUDIT_ACTIONS = [
  'suspend',
  'unsuspend',
  'change_type',
  'unlock',
  'sign_out_everywhere',
  // The feed's moderation queue (contract/admin-feed.ts): the target is the content's author.
  'approve_content',
  'remove_content',
  'ignore_reports',
  // Questions (contract/admin-questions.ts): the target is the question's asker.
  'close_question',
  'reopen_question',
  'move_question',
  'accept_answer',
  // Communities (contract/admin-communities.ts): the target is the moderator, else none.
  'create_community',
  'edit_community',
  'archive_community',
  'restore_community',
  'add_moderator',
  'remove_moderator',
  'pin_community',
  'unpin_community',
  // Concierges (contract/admin-concierge.ts): the target is the concierge or the member asking.
  'mentoring_off',
  'mentoring_on',
  'concierge_approve',
  'concierge_decline',
  // Providers (contract/admin-providers.ts): no target person; the provider is in before and after.
  'provider_create',
  'provider_edit',
  'provider_retire',
  // A community's moderators (contract/community.ts hideComment, hidePost): the target is the author.
  'hide_comment',
  'show_comment',
  'hide_post',
  'show_post',
  // Opening a member's account panel (issue #62): the member sees it, with the reason, in "Who saw my data".
  'view_member',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const yesNo = z.optional(z.enum(['true', 'false']));
const day = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')));
/** Every action's reason: the audit log keeps it. */
export const reason = z
  .string({ error: 'give a reason' })
  .check(z.trim(), z.minLength(1, 'give a reason'), z.maxLength(REASON_MAX, `at most ${REASON_MAX} characters`));
/** Every admin action's reason (the other admin contract files use it). */
export const adminReason = reason;

export const memberSchema = z.object({
  user_id: z.int(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** SPEC §6's display name (issue #63.6): what the product calls the member everywhere. */
  display_name: z._default(z.string(), ''),
  email: z.string(),
  user_type: z.int(),
  is_mentor: z.boolean(),
  joined_at: z.string(),
  /** Set while suspended; `suspended_until` null then means indefinitely. */
  suspended: z.boolean(),
  suspended_until: z.nullable(z.string()),
  suspension_reason: z.nullable(z.string()),
});
export type Member = z.infer<typeof memberSchema>;

export const memberDetailSchema = z.extend(memberSchema, {
  /** The PIN's lockout's end while locked (ISO), else null. */
  pin_locked_until: z.nullable(z.string()),
  /** The sign-in lockout's end while locked (ISO), else null. */
  sign_in_locked_until: z.nullable(z.string()),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const listMembers = endpoint({
  method: 'GET',
  path: `${ADMIN}/members`,
  summary: 'Searches every member (name, user name or e-mail), filtered and sorted on the server, a page at a time.',
  query: z.object({
    q: z.optional(z.string().check(z.maxLength(100, 'at most 100 characters'))),
    type: z.optional(
      z.coerce.number().check(
        z.int(),
        z.refine((n) => (USER_TYPES as readonly number[]).includes(n), 'unknown type'),
      ),
    ),
    mentor: yesNo,
    suspended: yesNo,
    joined_from: day,
    joined_to: day,
    sort: z._default(z.enum(MEMBER_SORTS), 'joined'),
    order: z._default(z.enum(['asc', 'desc']), 'desc'),
    page: z._default(pageIndex, 0),
    size: z._default(pageSize(100), MEMBERS_PAGE_SIZE),
  }),
  response: z.object({ data: z.object({ data: z.array(memberSchema), total: count, page: z.int(), size: z.int() }) }),
  errors: { 403: 'not an administrator' },
  auth: 'bearer',
});

export const member = endpoint({
  method: 'GET',
  path: `${ADMIN}/members/:id`,
  summary:
    "A member's detail with their suspension and lockouts. Opening it is audited (`view_member`) and listed in the member's own \"Who saw my data\" with the reason given (issue #62), in the read's transaction.",
  params: idParams,
  query: z.object({ reason: z.optional(reason) }),
  response: z.object({ data: memberDetailSchema }),
  errors: { 403: 'not an administrator', 404: 'no such member' },
  auth: 'bearer',
});

const memberAnswer = z.object({ data: memberDetailSchema });
const actionErrors = { 403: 'not an administrator', 404: 'no such member', 409: 'not on oneself' };

export const suspend = endpoint({
  method: 'POST',
  path: `${ADMIN}/members/:id/suspend`,
  summary: 'Suspends a member until a time or indefinitely (until null): their sessions end at once and sign-in is refused.',
  params: idParams,
  body: z.object({ reason, until: z.nullable(z.iso.datetime({ offset: true, error: 'must be a time (ISO 8601)' })) }),
  response: memberAnswer,
  errors: { ...actionErrors, 400: 'no reason, or a time not in the future' },
  auth: 'bearer',
});

export const unsuspend = endpoint({
  method: 'POST',
  path: `${ADMIN}/members/:id/unsuspend`,
  summary: "Ends a member's suspension.",
  params: idParams,
  body: z.object({ reason }),
  response: memberAnswer,
  errors: actionErrors,
  auth: 'bearer',
});

export const changeType = endpoint({
  method: 'POST',
  path: `${ADMIN}/members/:id/type`,
  summary: "Changes a member's user type.",
  params: idParams,
  body: z.object({
    reason,
    user_type: z
      .int({ error: 'choose a user type' })
      .check(z.refine((n) => (USER_TYPES as readonly number[]).includes(n), 'unknown type')),
  }),
  response: memberAnswer,
  errors: actionErrors,
  auth: 'bearer',
});

export const unlock = endpoint({
  method: 'POST',
  path: `${ADMIN}/members/:id/unlock`,
  summary: "Clears a member's sign-in lockout and PIN lockout.",
  params: idParams,
  body: z.object({ reason }),
  response: memberAnswer,
  errors: actionErrors,
  auth: 'bearer',
});

export const auditRowSchema = z.object({
  id: z.int(),
  at: z.string(),
  actor: z.object({ user_id: z.int(), user_name: z.string() }),
  action: z.string(),
  target: z.nullable(z.object({ user_id: z.int(), user_name: z.string() })),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  address: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

const auditFilters = {
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  actor: z.optional(id),
  target: z.optional(id),
  from: day,
  to: day,
};

export const auditLog = endpoint({
  method: 'GET',
  path: `${ADMIN}/audit`,
  summary: 'The audit log of administrators\u2019 actions, newest first, filtered.',
  query: z.object({ ...auditFilters, page: z._default(pageIndex, 0), size: z._default(pageSize(200), AUDIT_PAGE_SIZE) }),
  response: z.object({ data: z.object({ data: z.array(auditRowSchema), total: count, page: z.int(), size: z.int() }) }),
  errors: { 403: 'not an administrator' },
  auth: 'bearer',
});

export const auditCsv = endpoint({
  method: 'GET',
  path: `${ADMIN}/audit.csv`,
  summary: 'The audit log with the same filters, every matching row, as CSV.',
  query: z.object(auditFilters),
  response: raw('text/csv'),
  errors: { 403: 'not an administrator' },
  auth: 'bearer',
});
