/**
 * SPEC §9: "Skip for now" on the PIN intro, remembered per provider account (the identity
 * provider's `sub`) in local storage. A preference, not a secret: account id → true.
 */
const KEY = 'neurohealth.pin-skipped';

function readStore(): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {}; // unreadable or tampered: as if nothing were skipped
  }
}

export const readSkipped = (accountId: string | null): boolean => accountId !== null && readStore()[accountId] === true;

export function rememberSkip(accountId: string | null): void {
  if (accountId === null) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...readStore(), [accountId]: true }));
  } catch {
    // Storage full or blocked: the intro shows again next time, which is harmless.
  }
}
