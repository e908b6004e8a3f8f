import type { VoiceSearchActorRef } from '../../../machines/search/voiceSearch.machine';
import { useSystemSelector } from '../../system/context';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened';

/** The dialog's code (and Headless UI's Dialog) loads with the first press of the microphone button. */
const LazyVoiceDialog = lazyWhenOpened(() => import('./VoiceDialog'));

/** The voice dialog while the search box's `voice` child runs (machines/search, state `voice.open`). */
export function VoiceDialogHost() {
  const voice = useSystemSelector('search', (s) => s.children.voice as VoiceSearchActorRef | undefined, undefined);
  const running = useSystemSelector('search', (s) => s.hasTag('voice') && s.children.voice !== undefined, false);
  const pathname = useSystemSelector('session', (s) => s.context.location.pathname, '');
  return <LazyVoiceDialog open={running} voice={voice ?? null} pathname={pathname} />;
}
