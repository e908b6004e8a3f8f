import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { NOTIFICATION_SUB_TYPES, NOTIFICATION_TYPES } from './notifications';

/**
 * /__dev: the test hooks (off in production unless REFERENCE_DEV_HOOKS=1). Every entry is hidden and
 * server-only: the end-to-end and server tests drive them, no service calls them.
 */

const DEV = '/__dev';
const HOOK = { auth: 'dev', hidden: true, serverOnly: 'a test hook' } as const;
const anything = z.looseObject({});

export const fault = z.object({
  method: z.optional(z.string().check(z.minLength(1))),
  /** Prefix of the URL path, e.g. "/api/user-audit/user-notification/bell-count". */
  path: z.string().check(z.startsWith('/')),
  status: z.optional(z.int().check(z.minimum(100), z.maximum(599))),
  delayMs: z.optional(z.int().check(z.minimum(0), z.maximum(120_000))),
  times: z.optional(z.int().check(z.minimum(1))),
  dropStream: z.optional(z.boolean()),
});

export const MAX_BURST = 10_000;

export const notify = z.object({
  user_name: z.string().check(z.minLength(1)),
  type: z.enum(NOTIFICATION_TYPES),
  subType: z.optional(z.enum(NOTIFICATION_SUB_TYPES)),
  notification: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
  /** 'SYSADMIN', a user name or a user id; a user fills in the name and picture. */
  notificationFrom: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  notificationUsername: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  userImageUrl: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
  postId: z.optional(z.int()),
  communityId: z.optional(z.int()),
  meeting_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  count: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_BURST))),
});

export const devChat = z
  .object({
    from: z.string().check(z.minLength(1)),
    to: z.optional(z.string().check(z.minLength(1))),
    group_id: z.optional(z.int().check(z.positive())),
    message: z.string(),
  })
  .check(z.refine((c) => (c.to === undefined) !== (c.group_id === undefined), { error: 'give exactly one of to and group_id' }));

export const serverEvents = endpoint({
  method: 'GET',
  path: `${DEV}/server-events`,
  summary: 'Open server-event streams and live listeners per user (leak checks).',
  response: z.object({ open: z.int(), listeners: z.record(z.string(), z.int()) }),
  ...HOOK,
});

export const addFault = endpoint({
  method: 'POST',
  path: `${DEV}/faults`,
  summary: 'Injects a fault (a status, a delay, a dropped stream) into matching /api and /public requests.',
  body: fault,
  status: 201,
  response: z.object({ fault: anything }),
  ...HOOK,
});

export const listFaults = endpoint({
  method: 'GET',
  path: `${DEV}/faults`,
  summary: 'The faults registered.',
  response: z.object({ faults: z.array(anything) }),
  ...HOOK,
});

export const clearFaults = endpoint({
  method: 'DELETE',
  path: `${DEV}/faults`,
  summary: 'Removes every fault.',
  response: z.object({ result: z.literal('ok') }),
  ...HOOK,
});

export const mail = endpoint({
  method: 'GET',
  path: `${DEV}/mail`,
  summary: 'Mail the server captured (no SMTP_URL): verification links, PIN codes.',
  response: z.object({ mail: z.array(anything) }),
  ...HOOK,
});

export const errorReports = endpoint({
  method: 'GET',
  path: `${DEV}/error-reports`,
  summary: 'The error reports received.',
  response: z.object({ reports: z.array(anything) }),
  ...HOOK,
});

export const clearErrorReports = endpoint({
  method: 'DELETE',
  path: `${DEV}/error-reports`,
  summary: 'Deletes the error reports.',
  response: z.object({ result: z.literal('ok') }),
  ...HOOK,
});

export const runDigests = endpoint({
  method: 'POST',
  path: `${DEV}/digests`,
  summary: "Runs the e-mail digest job once, now by the server's clock (it runs hourly): how many digests it sent.",
  response: z.object({ sent: z.int() }),
  ...HOOK,
});

export const contactMessages = endpoint({
  method: 'GET',
  path: `${DEV}/contact-messages`,
  summary: 'What the public contact form stored.',
  response: z.object({ messages: z.array(anything) }),
  ...HOOK,
});

export const devNotify = endpoint({
  method: 'POST',
  path: `${DEV}/notify`,
  summary: 'Sends a server event (a notification) to a person, `count` times.',
  body: notify,
  response: anything,
  ...HOOK,
});

export const chatBulk = endpoint({
  method: 'POST',
  path: `${DEV}/chat/bulk`,
  summary: 'Fills a one-to-one conversation with `count` messages (long-history tests).',
  body: z.object({
    from: z.string().check(z.minLength(1)),
    to: z.string().check(z.minLength(1)),
    count: z.int().check(z.minimum(1), z.maximum(20_000)),
  }),
  response: z.object({ chat_id: z.int(), count: z.int() }),
  ...HOOK,
});

export const communityPostsBulk = endpoint({
  method: 'POST',
  path: `${DEV}/community/posts/bulk`,
  summary:
    'Writes `count` posts by a person in a community, "<title> 1" oldest to "<title> count" newest, a second apart, telling nobody (long-feed tests; the write rate is for people, issue #57.4).',
  body: z.object({
    author: z.string().check(z.minLength(1)),
    community_id: z.int().check(z.minimum(1)),
    title: z.string().check(z.minLength(1), z.maxLength(100)),
    count: z.int().check(z.minimum(1), z.maximum(2_000)),
    kind: z._default(z.enum(['POST', 'QUESTION']), 'POST'),
    tags: z._default(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(5)), []),
  }),
  response: z.object({ post_ids: z.array(z.int()) }),
  ...HOOK,
});

export const dropChatSockets = endpoint({
  method: 'POST',
  path: `${DEV}/chat-sockets/drop`,
  summary: 'Drops a person’s chat sockets (reconnection tests).',
  body: z.object({ user_name: z.string().check(z.minLength(1)) }),
  response: z.object({ dropped: z.boolean() }),
  ...HOOK,
});

export const devChatMessage = endpoint({
  method: 'POST',
  path: `${DEV}/chat`,
  summary: 'Sends a chat message as someone, one-to-one (to) or to a group (group_id).',
  body: devChat,
  response: anything,
  ...HOOK,
});

/** Points Ask Nora at a test's fake OpenAI-compatible model, or back at the library (model: null). */
export const noraModel = endpoint({
  method: 'PUT',
  path: `${DEV}/nora/model`,
  summary: 'Sets the model Ask Nora answers with (a fake one in tests), or none.',
  body: z.object({
    model: z.nullable(
      z.object({
        baseUrl: z.string().check(z.regex(/^http:\/\/(localhost|127\.0\.0\.1):\d+\//, { error: 'must be a loopback URL' })),
        model: z.string().check(z.minLength(1)),
        timeoutMs: z.optional(z.int().check(z.minimum(50), z.maximum(60_000))),
      }),
    ),
  }),
  response: z.object({ result: z.literal('ok') }),
  ...HOOK,
});

/** Points the calls at a test's own TURN relay (a loopback address), or back at none. */
export const webinarClock = endpoint({
  method: 'PUT',
  path: `${DEV}/webinars/clock`,
  summary:
    "Sets the instant the webinars' registration reads as now (which sessions are over), or back to the server's clock: a test registers for a session whatever today's date.",
  body: z.object({ at: z.nullable(z.iso.datetime({ offset: true, error: 'must be a time (ISO 8601)' })) }),
  response: z.object({ result: z.literal('ok') }),
  ...HOOK,
});

export const callIce = endpoint({
  method: 'PUT',
  path: `${DEV}/call/ice`,
  summary: 'Sets the calls’ ICE servers and transport policy (a test’s TURN relay on loopback), or none.',
  body: z.object({
    servers: z.array(
      z.object({
        urls: z.string().check(
          z.regex(/^(stun|turn):(localhost|127\.0\.0\.1):\d+(\?transport=(udp|tcp))?$/, {
            error: 'must be a loopback STUN or TURN URL',
          }),
        ),
        username: z.optional(z.string().check(z.maxLength(64))),
        credential: z.optional(z.string().check(z.maxLength(64))),
      }),
    ),
    policy: z.enum(['all', 'relay']),
  }),
  response: z.object({ result: z.literal('ok') }),
  ...HOOK,
});

/**
 * A session between two people at any time, bypassing the concierge's hours and notice: a call
 * that opens now, or one that has ended (a review's test). The database still refuses two
 * scheduled sessions of one concierge that overlap (409).
 */
export const devSession = endpoint({
  method: 'POST',
  path: `${DEV}/sessions`,
  summary: 'Makes a session between a concierge and a booker at any time (scheduled, or already completed).',
  body: z.object({
    concierge: z.string().check(z.minLength(1)),
    booker: z.string().check(z.minLength(1)),
    start: z.iso.datetime({ offset: true }),
    minutes: z._default(z.int().check(z.minimum(1), z.maximum(240)), 60),
    status: z._default(z.enum(['scheduled', 'completed']), 'scheduled'),
  }),
  status: 201,
  response: z.object({ id: z.int(), meeting_id: z.string(), start: z.string(), end: z.string() }),
  errors: { 404: 'no such person', 409: 'the concierge has a session then' },
  ...HOOK,
});
