import { esc, page } from '../web/html';
import { SIGNUP_SCRIPT } from '../web/inline-scripts';
import { PASSWORD_RULE } from '../accounts';

export const WRONG_CREDENTIALS = 'Wrong e-mail, user name or password.';

export interface SignInView {
  uid: string;
  login?: string;
  error?: string;
}

export function signInPage({ uid, login = '', error }: SignInView): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Sign in',
    `
<h1>Sign in</h1>
${error ? `<div class="alert" role="alert">${esc(error)}</div>` : ''}
<form method="post" action="${esc(base)}/login" novalidate>
  <label for="login">E-mail or user name</label>
  <input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${esc(login)}"${login ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${login ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
<p class="switch">New here? <a href="${esc(base)}?screen=signup">Create an account</a></p>`,
  );
}

export const USER_TYPES: { value: number; label: string }[] = [
  { value: 1, label: 'A family member or caregiver' },
  { value: 2, label: 'Looking for care for myself' },
  { value: 4, label: 'A care provider' },
  { value: 5, label: 'A care coordinator' },
];

export type SignUpField = 'first_name' | 'last_name' | 'user_name' | 'email' | 'password' | 'user_type' | 'provider_name';
export type SignUpValues = Partial<Record<SignUpField, string>>;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

export interface SignUpView {
  uid: string;
  values?: SignUpValues;
  errors?: SignUpErrors;
  /** A message about the whole form (a rate limit). */
  notice?: string;
}

export function signUpPage({ uid, values = {}, errors = {}, notice }: SignUpView): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const count = Object.keys(errors).length;
  const input = (name: SignUpField, label: string, type: string, autocomplete: string, hint?: string) => {
    const error = errors[name];
    const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
    return `
  <label for="${name}">${esc(label)}</label>
  <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}"${type === 'password' ? '' : ` value="${esc(values[name])}"`}${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
  ${hint ? `<p class="hint" id="${name}-hint">${esc(hint)}</p>` : ''}
  ${error ? `<p class="field-error" id="${name}-error">${esc(error)}</p>` : ''}`;
  };
  const typeError = errors.user_type;
  const options = USER_TYPES.map(
    (t) => `<option value="${t.value}"${values.user_type === String(t.value) ? ' selected' : ''}>${esc(t.label)}</option>`,
  ).join('');
  return page(
    'Create an account',
    `
<h1>Create an account</h1>
${notice ? `<div class="alert" role="alert">${esc(notice)}</div>` : ''}
${count ? `<div class="alert" role="alert">Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below.</div>` : ''}
<form method="post" action="${esc(base)}/signup" novalidate>
  ${input('first_name', 'First name', 'text', 'given-name')}
  ${input('last_name', 'Last name', 'text', 'family-name')}
  ${input('user_name', 'User name', 'text', 'username', 'Letters, digits, dots, dashes or underscores; 3 to 30 characters.')}
  ${input('email', 'E-mail', 'email', 'email')}
  ${input('password', 'Password', 'password', 'new-password', PASSWORD_RULE)}
  <label for="user_type">I am</label>
  <select id="user_type" name="user_type"${typeError ? ' aria-invalid="true" aria-describedby="user_type-error"' : ''}>
    <option value=""${values.user_type ? '' : ' selected'}>Choose one</option>
    ${options}
  </select>
  ${typeError ? `<p class="field-error" id="user_type-error">${esc(typeError)}</p>` : ''}
  <div id="provider-fields">
  ${input('provider_name', 'Practice or provider name', 'text', 'organization', 'Required for care providers.')}
  </div>
  <button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${esc(base)}?screen=signin">Sign in</a></p>
<script>${SIGNUP_SCRIPT}</script>`,
  );
}

export function expiredPage(): string {
  return page(
    'Sign-in expired',
    `
<h1>This sign-in page has expired</h1>
<p role="alert">For your security, sign-in pages are valid for one hour.</p>
<p><a href="/">Go back to the app</a> and choose Sign in again.</p>`,
  );
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Signing in to an account scheduled for deletion (server/account/deletion.ts): says when it is
 * to be deleted and that continuing cancels that, with one button; or leave without signing in.
 */
export function keepAccountPage({ uid, scheduledFor }: { uid: string; scheduledFor: Date }): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Your account is scheduled for deletion',
    `
<h1>Your account is scheduled for deletion</h1>
<p role="status">It will be deleted on ${esc(LONG_DATE.format(scheduledFor))}. Signing in now cancels the deletion and keeps your account as it is.</p>
<form method="post" action="${esc(base)}/keep-account">
  <button type="submit">Keep my account and sign in</button>
</form>
<p class="switch"><a href="/">Leave without signing in</a></p>`,
  );
}
