import { DELETION_GRACE_DAYS } from '../../contract/account-limits';
import type { SessionEndReason } from '../../contract/sessions';

/**
 * What the person reads when their session ended while a page was open (the server said why on
 * its event stream or chat socket, contract/sessions.ts). SPEC §8 has no sentence for it: these
 * say what happened and what to do next.
 */
export const SESSION_ENDED_TEXT: Record<SessionEndReason, string> = {
  suspended: 'An administrator suspended your account, so you have been signed out.',
  signed_out_by_administrator: 'An administrator signed you out on every device. Sign in again to continue.',
  signed_out_elsewhere: 'This browser was signed out from another one (Settings › Sessions). Sign in again to continue.',
  signed_out: 'You signed out in another tab or window. Sign in again to continue.',
  password_changed: 'Your password was changed, so this browser was signed out. Sign in with the new password.',
  // The Delete account page that asked for it is signed out at once by this: the page says when.
  idle: 'You were signed out because NeuroHealth Care was not used for a while, to keep your family’s information private. Sign in again to continue.',
  account_deleted: `Your account will be deleted in ${DELETION_GRACE_DAYS} days, so you have been signed out. Signing in before then keeps it.`,
};

/** A live connection was refused (401) and the session could not be renewed: it ended, reason unknown. */
export const SESSION_REFUSED_TEXT = 'Your session has ended. Sign in again to continue.';
