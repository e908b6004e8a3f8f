// Not from the calls' files (contract/account-deletion.ts, account-email.ts): those bring zod.
import { DELETION_GRACE_DAYS, EMAIL_CHANGE_LINK_HOURS } from '../../contract/account-limits';

/** SPEC §9 business constants, named once. */
export const LIMITS = {
  badgeCap: 99,
  toastTextLength: 50,
  notificationPageSize: 10,
  myCommunitiesMax: 10,
  headerHideScrollPx: 56,
  headerMenuPanelPx: 600,
  suggestionsPerKind: 3,
  /** Toasts on screen at once; the rest wait in order. */
  visibleToasts: 3,
} as const;

export const DELAYS = {
  debounce: 300,
  toastLifetime: 5000,
  toastTick: 50,
  audioChunk: 100,
} as const;

export const SOUND_VOLUME = 0.6;

/** SPEC §9 badge rule: counts above 99 show as 99+. */
export const formatBadgeCount = (count: number): string =>
  count > LIMITS.badgeCap ? `${LIMITS.badgeCap}+` : String(Math.max(0, Math.trunc(count)));

/**
 * The person's own account (issue #37): how long an e-mail change's confirmation link works,
 * and how long a deletion waits (signing in within it cancels the deletion). Declared with their
 * calls in contract/, which the server reads too (it never imports machines/).
 */
export const ACCOUNT = {
  emailChangeLinkHours: EMAIL_CHANGE_LINK_HOURS,
  deletionGraceDays: DELETION_GRACE_DAYS,
} as const;
