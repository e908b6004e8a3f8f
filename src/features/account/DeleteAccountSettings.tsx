import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FormEvent } from 'react';
import { DELETION_GRACE_DAYS } from '../../../contract/account-deletion';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { useAccountDeletionLogic } from './wiring';

const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

/**
 * Settings › Delete account (issue #37): what deleting does, then the PIN (when set) or the
 * password to confirm; the account then waits DELETION_GRACE_DAYS days, every session ends, and
 * signing in before the date cancels it. Renders the accountDeletion actor
 * (machines/account/accountDeletion.machine.ts) and sends its events.
 */
export function DeleteAccountSettings() {
  // Asked of the account owner (issue #60): the deletion flow lives in the app's actor tree while Settings is open.
  const deletion = usePageFlow('account', 'account/deletion', useAccountDeletionLogic(), undefined);
  if (!deletion) return null;
  return <DeleteAccountView deletion={deletion} />;
}

function DeleteAccountView({ deletion }: { deletion: ActorRefFrom<ReturnType<typeof useAccountDeletionLogic>> }) {
  const s = useSelector(deletion, (snapshot) => snapshot);
  const { confirmWith, secret, error, scheduledFor, cancelledAt } = s.context;
  const what = confirmWith === 'pin' ? 'PIN' : 'password';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    deletion.send({ type: 'deletion.submit' });
  };
  return (
    <section
      aria-labelledby="delete-account-title"
      data-testid="delete-account"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="delete-account-title" className="text-lg font-semibold">
        Delete account
      </h2>
      {s.hasTag('loading') ? (
        <p role="status" className="mt-2">
          Loading…
        </p>
      ) : null}
      {s.matches('unavailable') ? (
        <div role="alert" className="mt-2">
          <p>Couldn't load this section.</p>
          <Button variant="secondary" className="mt-3" onClick={() => deletion.send({ type: 'deletion.retry' })}>
            Try again
          </Button>
        </div>
      ) : null}
      {s.hasTag('idle') ? (
        <div className="mt-2 space-y-3">
          {s.matches('cancelled') && cancelledAt ? (
            <p role="status" className="font-medium">
              Your account's deletion was cancelled when you signed in on {day(cancelledAt)}.
            </p>
          ) : null}
          <p>
            Your account is deleted {DELETION_GRACE_DAYS} days after you ask, and you are signed out everywhere at once. Signing
            in before then cancels the deletion. After it your profile, notes and bookmarks are gone; the messages you sent stay
            for the people you sent them to, from "Deleted account".
          </p>
          <Button onClick={() => deletion.send({ type: 'deletion.start' })}>Delete my account</Button>
        </div>
      ) : null}
      {s.hasTag('confirm') || s.hasTag('verifying') ? (
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="delete-account-title"
          aria-busy={s.hasTag('verifying')}
          className="mt-3 space-y-4"
        >
          <div>
            <label htmlFor="delete-secret" className="block text-sm font-medium">
              {confirmWith === 'pin' ? 'Your PIN' : 'Your password'}
            </label>
            <input
              id="delete-secret"
              type="password"
              inputMode={confirmWith === 'pin' ? 'numeric' : undefined}
              autoComplete={confirmWith === 'pin' ? 'off' : 'current-password'}
              value={secret}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'delete-secret-error' : undefined}
              onChange={(e) => deletion.send({ type: 'deletion.edit', value: e.target.value })}
              className="focus-ring mt-1 w-full max-w-sm rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:aria-invalid:border-red-400"
            />
            {error ? (
              <p id="delete-secret-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={s.hasTag('verifying')}>
              {s.hasTag('verifying') ? 'Checking…' : `Delete my account in ${DELETION_GRACE_DAYS} days`}
            </Button>
            <Button variant="ghost" disabled={s.hasTag('verifying')} onClick={() => deletion.send({ type: 'deletion.back' })}>
              Back
            </Button>
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">Enter your {what} to confirm it is you.</p>
        </form>
      ) : null}
      {s.hasTag('grace') && scheduledFor ? (
        <div role="status" className="mt-2 space-y-3">
          <p>
            Your account will be deleted on {day(scheduledFor)}. You are signed out everywhere. Sign in before then to keep it.
          </p>
          <Button onClick={() => deletion.send({ type: 'deletion.signOut' })}>Sign out</Button>
        </div>
      ) : null}
    </section>
  );
}
