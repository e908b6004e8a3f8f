import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { count, userParams } from './fields';

/** The signed-in person (SPEC §3 user, §7 user manager). Both paths are ones SPEC leaves "not shown". */

const nullableString = () => z._default(z.nullable(z.string()), null);

export const user = z.object({
  user_id: z.int(),
  user_name: z.string(),
  email: z.string(),
  first_name: nullableString(),
  last_name: nullableString(),
  profile_picture: nullableString(),
  user_type: z.int(),
  is_mentor: z._default(z.boolean(), false),
  mentor_detail: z._default(z.nullable(z.looseObject({ profile_picture: z.optional(z.nullable(z.string())) })), null),
  care_provider_detail: z._default(z.nullable(z.looseObject({ provider_name: z.optional(z.nullable(z.string())) })), null),
  first_sign_in: z._default(z.boolean(), false),
});

export const currentUser = endpoint({
  method: 'GET',
  path: '/api/user-manager/v1/users/me',
  summary: 'The person the token belongs to.',
  response: z.object({ data: user }),
  errors: { 404: 'the account is gone' },
  auth: 'bearer',
  hidden: true,
});

export const pendingInvitationCount = endpoint({
  method: 'GET',
  path: '/api/user-manager/v1/users/:userId/invitations/pending-count',
  summary: 'How many group invitations wait for the person’s answer.',
  params: userParams,
  response: z.object({ data: z.object({ count }) }),
  errors: { 403: 'another user' },
  auth: 'bearer',
  hidden: true,
});
