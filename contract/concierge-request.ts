import * as z from 'zod/mini';
import { CONCIERGE_TYPES, requestSchema } from './admin-concierge';
import { endpoint } from './endpoint';

/**
 * A member's request to become a concierge (issue #36), sent from Settings and decided by an
 * administrator on /admin (contract/admin-concierge.ts). Any signed-in member but an
 * administrator; at most one request waits at a time.
 */
export const MESSAGE_MAX = 1000;
const UM = '/api/user-manager/v1';

export const myRequest = endpoint({
  method: 'GET',
  path: `${UM}/concierge-request`,
  summary: "The member's latest request to become a concierge, or null.",
  response: z.object({ data: z.nullable(requestSchema) }),
  errors: { 403: 'an administrator' },
  auth: 'bearer',
});

export const sendRequest = endpoint({
  method: 'POST',
  path: `${UM}/concierge-request`,
  summary: 'Asks to become a concierge, as a care provider (4) or coordinator (5), with a message for the administrators.',
  body: z.object({
    as_type: z
      .int({ error: 'choose care provider or care coordinator' })
      .check(z.refine((n) => (CONCIERGE_TYPES as readonly number[]).includes(n), 'choose care provider or care coordinator')),
    message: z
      .string({ error: 'say why' })
      .check(z.trim(), z.minLength(1, 'say why'), z.maxLength(MESSAGE_MAX, `at most ${MESSAGE_MAX} characters`)),
  }),
  response: z.object({ data: requestSchema }),
  errors: { 403: 'an administrator', 409: 'already a concierge, or a request is pending' },
  auth: 'bearer',
});
