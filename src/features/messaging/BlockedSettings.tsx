import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { displayName } from '../../../machines/messaging/messaging.types';
import { usePageFlow } from '../../system/usePageFlow';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useBlockedListLogic } from './wiring';
import { LoadFailed } from '../../ui/LoadFailed';

/** Settings → Blocked people: who cannot message the person, each with Unblock. */
export function BlockedSettings() {
  // Asked of the messaging owner (issue #60): the list lives in the app's actor tree while Settings is open.
  const actor = usePageFlow('messaging', 'messaging/blocked', useBlockedListLogic(), undefined);
  if (!actor) return null;
  return <BlockedList actor={actor} />;
}

function BlockedList({ actor }: { actor: ActorRefFrom<ReturnType<typeof useBlockedListLogic>> }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const { people, refusal, notice } = s.context;
  return (
    <section aria-labelledby="blocked-heading" className="rounded-[var(--radius)] bg-white p-5 shadow-sm dark:bg-slate-900">
      <h2 id="blocked-heading" className="text-lg font-semibold">
        Blocked people
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        People you blocked cannot message you, and their conversations are hidden.
      </p>
      <div role="status" aria-live="polite" className="mt-2 text-sm empty:hidden">
        {notice}
      </div>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {refusal.message}
        </p>
      ) : null}
      {s.hasTag('loading') ? (
        <div className="mt-3">
          <Spinner label="Loading…" />
        </div>
      ) : s.hasTag('error') ? (
        <LoadFailed what="The list could not be loaded." className="mt-3" onRetry={() => actor.send({ type: 'blocked.retry' })} />
      ) : people.length === 0 ? (
        <p className="mt-3 text-sm">You have not blocked anyone.</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {people.map((p) => (
            <li key={p.user_id} className="flex items-center gap-3">
              <Avatar src={p.profile_picture} name={displayName(p)} id={p.user_id} size={32} />
              <span className="flex-1" dir="auto">
                {displayName(p)}
              </span>
              <Button
                variant="secondary"
                disabled={s.hasTag('working')}
                onClick={() => actor.send({ type: 'blocked.unblock', userId: p.user_id })}
              >
                Unblock<span className="sr-only"> {displayName(p)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
