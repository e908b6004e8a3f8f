import { fromCallback } from 'xstate';
import { voiceSearchMachine, type CaptureCommand } from '../../../machines/search/voiceSearch.machine';
import { voiceCapture } from '../../realtime/voice';
import type { WiringDeps } from '../../system/deps';
import { reportError } from '../../reporting/reporting';

/**
 * The voice search flow with its effects, in its own chunk: the search box loads it when the
 * microphone button is first pressed (machines/search `loadVoice`), so the dashboard never
 * carries it, nor the worklet, which the capture actor loads when it starts.
 */
export function createVoiceFlow(deps: Pick<WiringDeps, 'config' | 'accessToken'>) {
  return voiceSearchMachine.provide({
    actors: { capture: fromCallback<CaptureCommand>(voiceCapture(deps.config, deps.accessToken) as never) },
    actions: {
      // SPEC §8: microphone and connection failures are reported (once: the machine enters `failed` once per session).
      'report failure': (_, { failure }) =>
        reportError(new Error(`Voice search stopped: ${failure}`), { flow: 'voice search', failure }),
    },
  });
}
