import { useActorRef, useSelector } from '@xstate/react';
import type { SavedProvidersActorRef } from '../../../machines/directory/savedProviders.machine';
import { useAppSystem } from '../../system/context';
import { Button } from '../../ui/Button';
import { useSavedProvidersLogic } from './wiring';

/** The page's saved-providers actor (machines/directory/savedProviders.machine.ts), stopped with the page. */
export function useSavedProviders(): SavedProvidersActorRef {
  const { inspect } = useAppSystem();
  return useActorRef(useSavedProvidersLogic(), inspect ? { inspect } : {});
}

/**
 * Save on a provider (issue #63.9): a toggle (aria-pressed), as the resource hub's Save article:
 * its label stays "Save" and its mark (✓ or +) and colour say whether it is saved; shown at once, taken back with why if the server says no. Not
 * offered while the saved list is unknown.
 */
export function SaveProviderButton({
  actor,
  id,
  name,
  label,
  className = '',
}: {
  actor: SavedProvidersActorRef;
  id: number;
  name: string;
  /** The accessible name, when "Save" alone would not say which provider (a row of the results). */
  label?: string;
  className?: string;
}) {
  const known = useSelector(actor, (s) => !s.hasTag('loading') && !s.hasTag('unavailable'));
  const saved = useSelector(actor, (s) => s.context.saved.includes(id));
  if (!known) return null;
  return (
    <Button
      variant={saved ? 'primary' : 'secondary'}
      aria-pressed={saved}
      aria-label={label}
      className={`shrink-0 px-3 py-1.5 ${className}`}
      onClick={() => actor.send({ type: 'saved.toggle', id, name })}
    >
      <span aria-hidden="true">{saved ? '✓' : '+'}</span>
      Save
    </Button>
  );
}

/** What became of the last change: the server's refusal (with Dismiss), or a polite line once kept. */
export function SaveNotices({ actor }: { actor: SavedProvidersActorRef }) {
  const message = useSelector(actor, (s) => s.context.message);
  const done = useSelector(actor, (s) => s.context.done);
  return (
    <>
      {message ? (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-2 rounded-[var(--radius)] bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <span className="flex-1">{message}</span>
          <Button variant="ghost" onClick={() => actor.send({ type: 'saved.dismiss' })}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {done ?? ''}
      </p>
    </>
  );
}
