import { useSystemSelector } from '../../system/context';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened';
import type { PinSetupActorRef } from '../../../machines/pin/pinSetup.machine';
import type { PinVerifyActorRef } from '../../../machines/pin/pinVerify.machine';

/** The dialogs' code (and Headless UI's Dialog) loads with the first PIN dialog. */
const LazyPinDialog = lazyWhenOpened(() => import('./PinDialog'));

/**
 * Wherever the person is, the PIN dialog the gate opened: the intro after sign-in, the
 * verify before a protected page, Settings' toggle, change and setup.
 */
export function PinDialogHost() {
  const dialog = useSystemSelector('pinGate', (s) => (s.hasTag('dialog') ? s.context.dialog : null), null);
  const flow = useSystemSelector(
    'pinGate',
    (s) => s.children.flow as PinSetupActorRef | PinVerifyActorRef | undefined,
    undefined,
  );
  return <LazyPinDialog open={dialog !== null && flow !== undefined} dialog={dialog} flow={flow} />;
}
