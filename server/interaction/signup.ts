import * as z from 'zod/mini';
import * as contract from '../../contract/interaction';
import type { Database } from '../db/database';
import { passwordProblem } from '../accounts';
import { DatabaseError } from '../db/errors';
import { insertUser, type UserRow } from '../db/users';
import { USER_TYPES, type SignUpErrors, type SignUpField, type SignUpValues } from './pages';

const FIELDS: SignUpField[] = ['first_name', 'last_name', 'user_name', 'email', 'password', 'user_type', 'provider_name'];
const USER_NAME = /^[A-Za-z0-9._-]{3,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's schema: each field optional text, capped (the messages for missing or wrong
 * values come from validateSignUp, in the form's words). Anything else in the body is dropped.
 */
const signUpForm = contract.signUpForm;

export function readSignUpForm(body: unknown): SignUpValues {
  const parsed = z.safeParse(signUpForm, body && typeof body === 'object' ? body : {});
  const source: Partial<Record<SignUpField, string | undefined>> = parsed.success ? parsed.data : {};
  const values: SignUpValues = {};
  for (const field of FIELDS) {
    const raw = source[field];
    if (typeof raw === 'string') values[field] = field === 'password' ? raw : raw.trim();
  }
  return values;
}

export function validateSignUp(v: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  const required = (field: SignUpField, label: string, max = 100) => {
    const value = v[field] ?? '';
    if (!value) errors[field] = `Enter your ${label}.`;
    else if (value.length > max) errors[field] = `Use at most ${max} characters.`;
  };
  required('first_name', 'first name');
  required('last_name', 'last name');
  if (!v.user_name) errors.user_name = 'Choose a user name.';
  else if (!USER_NAME.test(v.user_name)) errors.user_name = 'Use 3 to 30 letters, digits, dots, dashes or underscores.';
  if (!v.email) errors.email = 'Enter your e-mail address.';
  else if (!EMAIL.test(v.email) || v.email.length > 254) errors.email = 'Enter an e-mail address like name@example.com.';
  if (!v.password) errors.password = 'Choose a password.';
  else {
    const problem = passwordProblem(v.password, { userName: v.user_name, email: v.email });
    if (problem) errors.password = problem;
  }
  const type = Number(v.user_type);
  if (!USER_TYPES.some((t) => t.value === type)) errors.user_type = 'Choose what describes you.';
  if (type === 4) required('provider_name', 'practice or provider name', 200);
  return errors;
}

export type SignUpResult = { ok: true; user: UserRow } | { ok: false; errors: SignUpErrors };

export async function signUp(db: Database, v: SignUpValues): Promise<SignUpResult> {
  const errors = validateSignUp(v);
  if (Object.keys(errors).length) return { ok: false, errors };
  const userName = v.user_name ?? '';
  const email = v.email ?? '';
  const userType = Number(v.user_type);
  try {
    const user = await insertUser(db, {
      user_name: userName,
      email,
      password: v.password ?? '',
      first_name: v.first_name ?? '',
      last_name: v.last_name ?? '',
      user_type: userType,
      care_provider_detail: userType === 4 ? { provider_name: v.provider_name ?? '' } : null,
    });
    // A new account has never signed in (the column's default counts older accounts as having done so).
    await db.query('update users set sign_ins = 0 where user_id = $1', [user.user_id]);
    return { ok: true, user };
  } catch (error) {
    // The unique indexes on lower(user_name) and lower(email) decide, also between two
    // sign-ups at the same moment. People need to know a name is taken, so say which.
    if (error instanceof DatabaseError && error.code === '23505') {
      if (error.constraint?.includes('email'))
        return { ok: false, errors: { email: 'An account with this e-mail already exists. Sign in instead.' } };
      return { ok: false, errors: { user_name: 'This user name is already taken. Choose another one.' } };
    }
    throw error;
  }
}
