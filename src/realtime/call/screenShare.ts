import type { ScreenEvent } from '../../../machines/call/call.machine';
import { reportError } from '../../reporting/reporting';

/**
 * A screen, window or tab the person shares in a call (issue #61): the browser asks which; a
 * refusal or a cancelled choice is `screen.failed`, the browser's own "Stop sharing" is
 * `screen.ended`. Stopping the actor stops the sharing.
 */
export function screenShare({ sendBack }: { sendBack: (event: ScreenEvent) => void }) {
  let stream: MediaStream | null = null;
  let stopped = false;
  navigator.mediaDevices.getDisplayMedia({ video: true, audio: false }).then(
    (chosen) => {
      if (stopped) return chosen.getTracks().forEach((t) => t.stop());
      stream = chosen;
      chosen.getVideoTracks()[0]?.addEventListener('ended', () => {
        if (!stopped) sendBack({ type: 'screen.ended' });
      });
      sendBack({ type: 'screen.ready', stream: chosen });
    },
    (error: unknown) => {
      const cancelled = (error as { name?: string }).name === 'NotAllowedError';
      if (!cancelled) reportError(error, { flow: 'call', problem: 'could not share the screen' });
      if (!stopped) sendBack({ type: 'screen.failed', cancelled });
    },
  );
  return () => {
    stopped = true;
    stream?.getTracks().forEach((t) => t.stop());
  };
}
