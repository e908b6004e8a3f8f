import { useSystemActor, useSystemTag } from '../../system/context';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened';
import { IDLE_WARNING_TEXT } from './idleWarningText';

/** The dialog's code (and Headless UI's Dialog) loads with the first warning. */
const LazyIdleWarningDialog = lazyWhenOpened(() => import('./IdleWarningDialog'));

/**
 * Over any signed-in page, the idle sign-out's warning (issue #62): a dialog with
 * "Stay signed in", and a live region, present before the warning, that says it aloud.
 */
export function IdleWarningHost() {
  const warning = useSystemTag('idleSignOut', 'warning');
  const idle = useSystemActor('idleSignOut');
  return (
    <>
      <div className="sr-only" aria-live="assertive" aria-atomic="true" data-testid="idle-warning-live">
        {warning ? IDLE_WARNING_TEXT : ''}
      </div>
      <LazyIdleWarningDialog open={warning} onStay={() => idle?.send({ type: 'idle.stay' })} />
    </>
  );
}
