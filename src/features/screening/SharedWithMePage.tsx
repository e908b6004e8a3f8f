// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SharedResult } from '../../../contract/screening-shares';
import { INSTRUMENTS } from '../../../contract/screening-instruments';
import type { SharedWithMeActorRef } from '../../../machines/screening/sharedWithMe.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { takenOn } from './dates';
import { BAND_LABEL } from './meaning';
import { useSharedWithMeLogic } from './wiring';

/**
 * /screening-shared (issue #62): the screening results people shared with this concierge, each
 * with whose it is and until when. Opening the page is a read in each person's "Who saw my data".
 * A share revoked or over leaves the page at once (live, through the screening owner) and the
 * live region says so. Renders the sharedWithMe flow's snapshot and sends its events.
 */
export function SharedWithMePage() {
  const actor = usePageFlow('screening', 'screening/sharedWithMe', useSharedWithMeLogic(), undefined);
  return actor ? <SharedWithMe actor={actor} /> : null;
}

function SharedWithMe({ actor }: { actor: SharedWithMeActorRef }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const { shared, notice } = s.context;
  // A result taken away while focus was in it: focus comes back to the page's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, [shared.length]);
  return (
    <div className={PAGE_COLUMN}>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        Screening results shared with you
      </h1>
      <p className={`mt-2 ${READING_WIDTH} text-slate-700 dark:text-slate-300`}>
        People you have sessions with can share a screening result with you for a while. They see each time you open it, and when
        they stop sharing it, it leaves this page.
      </p>
      <p role="status" aria-live="polite" className="mt-2 min-h-[1.5em] text-sm">
        {notice ?? ''}
      </p>
      {s.hasTag('loading') ? <Spinner label="Loading shared results" /> : null}
      {s.hasTag('error') ? (
        <LoadFailed
          className="mt-3"
          what="The shared results could not be loaded."
          onRetry={() => actor.send({ type: 'shared.retry' })}
        />
      ) : null}
      {s.hasTag('ready') && shared.length === 0 ? <p className="mt-3">Nothing is shared with you now.</p> : null}
      <ul className="mt-4 space-y-4" aria-label="Shared results">
        {shared.map((item) => (
          <SharedItem key={item.share_id} item={item} />
        ))}
      </ul>
    </div>
  );
}

function SharedItem({ item }: { item: SharedResult }) {
  const { result } = item;
  const tool = INSTRUMENTS[result.tool];
  return (
    <li className="rounded-[var(--radius)] border border-slate-200 p-4 dark:border-slate-700">
      <h2 className="font-semibold">
        <span dir="auto">{item.owner.display_name}</span>: {tool.name} of {takenOn(result.taken_at)}
      </h2>
      <p className="mt-1">
        {result.score !== null && result.max !== null ? `Score ${result.score} of ${result.max}, ` : ''}
        {BAND_LABEL[result.band]}
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {item.until ? `Shared until ${takenOn(item.until)}` : 'Shared until they stop it'}
      </p>
    </li>
  );
}
