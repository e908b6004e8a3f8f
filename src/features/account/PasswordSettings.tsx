import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FormEvent } from 'react';
import type { PasswordField } from '../../../contract/account';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { usePasswordFormLogic } from './wiring';

const FIELDS: { field: PasswordField; label: string; autoComplete: string; hint?: string }[] = [
  { field: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  {
    field: 'new_password',
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 10 characters, not only spaces, and not a common password.',
  },
];

/**
 * Settings' password change (issue #37, Account): the current password and a new one, checked
 * by the server with sign-up's rules; the person's other sessions are signed out. Renders the
 * passwordForm actor (machines/account/passwordForm.machine.ts) and sends its events.
 */
export function PasswordSettings() {
  // Asked of the account owner (issue #60): the form lives in the app's actor tree while Settings is open.
  const form = usePageFlow('account', 'account/password', usePasswordFormLogic(), undefined);
  if (!form) return null;
  return <PasswordForm form={form} />;
}

function PasswordForm({ form }: { form: ActorRefFrom<ReturnType<typeof usePasswordFormLogic>> }) {
  const s = useSelector(form, (snapshot) => snapshot);
  const { values, errors, signedOut } = s.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'password.submit' });
  };
  return (
    <section
      aria-labelledby="password-title"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="password-title" className="text-lg font-semibold">
        Password
      </h2>
      {s.hasTag('saved') ? (
        <div role="status" className="mt-2">
          <p>
            Your password is changed.{' '}
            {signedOut === 1
              ? 'Your other session is signed out.'
              : signedOut > 1
                ? `Your ${signedOut} other sessions are signed out.`
                : ''}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => form.send({ type: 'password.again' })}>
            Change it again
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="password-title"
          aria-busy={s.hasTag('saving')}
          className="mt-3 space-y-4"
        >
          {FIELDS.map(({ field, label, autoComplete, hint }) => (
            <div key={field}>
              <label htmlFor={`password-${field}`} className="block text-sm font-medium">
                {label}
              </label>
              <input
                id={`password-${field}`}
                type="password"
                autoComplete={autoComplete}
                value={values[field]}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={
                  [hint ? `password-${field}-hint` : '', errors[field] ? `password-${field}-error` : ''].join(' ').trim() ||
                  undefined
                }
                onChange={(e) => form.send({ type: 'password.edit', field, value: e.target.value })}
                className="focus-ring mt-1 w-full max-w-sm rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:aria-invalid:border-red-400"
              />
              {hint ? (
                <p id={`password-${field}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {hint}
                </p>
              ) : null}
              {errors[field] ? (
                <p id={`password-${field}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
                  {errors[field]}
                </p>
              ) : null}
            </div>
          ))}
          {s.hasTag('failed') ? <p role="alert">Couldn't change your password. Try again.</p> : null}
          <Button type="submit" disabled={s.hasTag('saving')}>
            {s.hasTag('saving') ? 'Changing…' : 'Change password'}
          </Button>
          <p className="text-sm text-slate-700 dark:text-slate-300">Changing it signs you out everywhere else.</p>
        </form>
      )}
    </section>
  );
}
