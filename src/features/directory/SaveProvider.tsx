import { useSelector } from '@xstate/react';
import type { SavedProvidersActorRef } from '../../../machines/directory/savedProviders.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { useSavedProvidersLogic } from './wiring';

/**
 * The saved-providers flow (machines/directory/savedProviders.machine.ts), asked of the directory's
 * owner: one for the results and a provider's page, stopped when neither is open. Undefined until
 * the owner answered (Save is not offered meanwhile).
 */
export function useSavedProviders(): SavedProvidersActorRef | undefined {
  return usePageFlow('directory', 'directory/savedProviders', useSavedProvidersLogic(), undefined);
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
  actor: SavedProvidersActorRef | undefined;
  id: number;
  name: string;
  /** The accessible name, when "Save" alone would not say which provider (a row of the results). */
  label?: string;
  className?: string;
}) {
  const known = useSelector(actor, (s) => !!s && !s.hasTag('loading') && !s.hasTag('unavailable'));
  const saved = useSelector(actor, (s) => s?.context.saved.includes(id) ?? false);
  if (!actor || !known) return null;
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
export function SaveNotices({ actor }: { actor: SavedProvidersActorRef | undefined }) {
  const message = useSelector(actor, (s) => s?.context.message ?? null);
  const done = useSelector(actor, (s) => s?.context.done ?? null);
  return (
    <>
      {message ? (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-2 rounded-[var(--radius)] bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <span className="flex-1">{message}</span>
          <Button variant="ghost" onClick={() => actor?.send({ type: 'saved.dismiss' })}>
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
