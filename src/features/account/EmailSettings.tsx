import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FormEvent } from 'react';
import type { EmailChangeField } from '../../../contract/account-email';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { useEmailChangeLogic } from './wiring';

const FIELDS: { field: EmailChangeField; label: string; type: string; autoComplete: string }[] = [
  { field: 'new_email', label: 'New e-mail address', type: 'email', autoComplete: 'email' },
  { field: 'current_password', label: 'Current password', type: 'password', autoComplete: 'current-password' },
];

const inputClass =
  'focus-ring mt-1 w-full max-w-sm rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:aria-invalid:border-red-400';
const until = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * Settings › Account's e-mail change (issue #37): the new address and the current password; the
 * server mails a link to the new address, and until it is opened this says so with Resend and
 * Cancel. Opened from the link, it confirms the change. Renders the emailChange actor
 * (machines/account/emailChange.machine.ts) and sends its events.
 */
export function EmailSettings() {
  const { logic, token } = useEmailChangeLogic();
  // Asked of the account owner (issue #60): the form lives in the app's actor tree while Settings is open.
  const form = usePageFlow('account', 'account/email', logic, { token });
  if (!form) return null;
  return <EmailForm form={form} />;
}

function EmailForm({ form }: { form: ActorRefFrom<ReturnType<typeof useEmailChangeLogic>['logic']> }) {
  const s = useSelector(form, (snapshot) => snapshot);
  const { email, pending, values, errors, notice } = s.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'email.submit' });
  };
  return (
    <section
      aria-labelledby="email-title"
      data-testid="email-change"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="email-title" className="text-lg font-semibold">
        E-mail address
      </h2>
      {s.hasTag('loading') ? (
        <p role="status" className="mt-2">
          {s.matches('confirming') ? 'Confirming your new e-mail address…' : 'Loading…'}
        </p>
      ) : null}
      {s.matches('unavailable') ? (
        <div role="alert" className="mt-2">
          <p>Couldn't load your e-mail address.</p>
          <Button variant="secondary" className="mt-3" onClick={() => form.send({ type: 'email.retry' })}>
            Try again
          </Button>
        </div>
      ) : null}
      {s.matches('confirmed') || s.matches('linkRefused') ? (
        <div role={s.matches('confirmed') ? 'status' : 'alert'} className="mt-2">
          <p>{s.matches('confirmed') ? `Your e-mail address is now ${email}. Sign in with it from now on.` : notice}</p>
          <Button variant="secondary" className="mt-3" onClick={() => form.send({ type: 'email.done' })}>
            OK
          </Button>
        </div>
      ) : null}
      {s.hasTag('awaiting') && pending ? (
        <div className="mt-2 space-y-3">
          <p role="status">
            Waiting for confirmation to <strong>{pending.new_email}</strong>. Open the link we sent there before{' '}
            {until(pending.expires_at)}. Until then you sign in with {email}.
          </p>
          {notice ? <p role="status">{notice}</p> : null}
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" disabled={s.hasTag('busy')} onClick={() => form.send({ type: 'email.resend' })}>
              Resend the link
            </Button>
            <Button variant="ghost" disabled={s.hasTag('busy')} onClick={() => form.send({ type: 'email.cancel' })}>
              Cancel the change
            </Button>
          </div>
        </div>
      ) : null}
      {s.hasTag('editing') || s.hasTag('saving') ? (
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="email-title"
          aria-busy={s.hasTag('saving')}
          className="mt-3 space-y-4"
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Your address is <strong>{email}</strong>. We send a link to the new address; it changes when you open it.
          </p>
          {FIELDS.map(({ field, label, type, autoComplete }) => (
            <div key={field}>
              <label htmlFor={`email-${field}`} className="block text-sm font-medium">
                {label}
              </label>
              <input
                id={`email-${field}`}
                type={type}
                autoComplete={autoComplete}
                value={values[field]}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `email-${field}-error` : undefined}
                onChange={(e) => form.send({ type: 'email.edit', field, value: e.target.value })}
                className={inputClass}
              />
              {errors[field] ? (
                <p id={`email-${field}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
                  {errors[field]}
                </p>
              ) : null}
            </div>
          ))}
          {s.hasTag('failed') ? <p role="alert">Couldn't ask for the change. Try again.</p> : null}
          <Button type="submit" disabled={s.hasTag('saving')}>
            {s.hasTag('saving') ? 'Sending the link…' : 'Change e-mail address'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
