import { readFileSync } from 'node:fs';

export const PASSWORD_MIN_LENGTH = 10;

/** What the sign-up form shows under the password field. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, not only spaces, and not a common password.`;

// A short list of the passwords most often found in breaches, shipped with the server (one per
// line, lower case). Checked case-insensitively and also with trailing digits and symbols removed,
// so "Password2026!" counts as "password".
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** Why a new password is refused, in words for the form; undefined when it is acceptable. */
export function passwordProblem(
  password: string,
  context: { userName?: string | undefined; email?: string | undefined } = {},
): string | undefined {
  if (!password.trim()) return 'Choose a password that is not only spaces.';
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > 200) return 'Use at most 200 characters.';
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/, '');
  if (COMMON.has(lower) || COMMON.has(stem) || /^(.)\1+$/.test(password))
    return 'This password is too common. Choose another one.';
  const name = context.userName?.toLowerCase();
  const local = context.email?.toLowerCase().split('@')[0];
  if ((name && lower.includes(name) && name.length >= 3) || (local && local.length >= 3 && lower.includes(local))) {
    return 'Do not use your user name or e-mail in your password.';
  }
  return undefined;
}
