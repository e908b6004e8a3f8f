import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { ADMIN, adminReason, memberDetailSchema } from './admin';
import { idParams } from './fields';

/**
 * A member's sessions, as an administrator ends them (issue #36, /admin-members): every session
 * at once, with a reason and one audit row (`sign_out_everywhere`). Their open pages hear why
 * (contract/sessions.ts, `session.ended`) and sign out; they may sign in again.
 */
export const signOutEverywhere = endpoint({
  method: 'POST',
  path: `${ADMIN}/members/:id/sign-out`,
  summary: "Signs a member out everywhere: every session's tokens end and their open pages are signed out live.",
  params: idParams,
  body: z.object({ reason: adminReason }),
  response: z.object({ data: memberDetailSchema }),
  errors: { 403: 'not an administrator', 404: 'no such member', 409: 'not on oneself' },
  auth: 'bearer',
});
