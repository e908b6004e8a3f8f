import type { CallContext, CallOutcome, MediaFailure } from '../../../machines/call/call.machine';

/** What the call says, in plain words (issue #61): one place for the page and its tests. */

export const FAILURE_TEXT: Record<MediaFailure, { title: string; help: string }> = {
  blocked: {
    title: 'Your browser is blocking the camera and microphone.',
    help: 'Allow them for this site (the camera icon in the address bar, or the site’s settings), then press Try again. You can also join without them.',
  },
  'no device': {
    title: 'We couldn’t find a camera or microphone.',
    help: 'Plug one in and press Try again, or join without them: you will see and hear the other person.',
  },
  busy: {
    title: 'Your camera or microphone is in use by another app.',
    help: 'Close the other app (another call, for example), then press Try again, or join without them.',
  },
  failed: {
    title: 'Your camera or microphone didn’t start.',
    help: 'Press Try again, or join without them.',
  },
};

export function outcomeText(outcome: CallOutcome | null, otherName: string): { title: string; text: string } {
  if (!outcome || outcome.kind === 'left')
    return { title: 'You left the call', text: 'The session goes on: you can join again until it ends.' };
  if (outcome.kind === 'moved')
    return { title: 'You joined from another tab', text: 'This tab has left the call; carry on in the other one.' };
  const by = outcome.by === 'concierge' ? 'The concierge' : otherName;
  if (outcome.outcome === 'completed')
    return { title: 'The session has ended', text: `${by} ended the session. Thank you for joining.` };
  return { title: 'The session has ended', text: 'It was marked as a no-show: not everyone joined.' };
}

/** The link's state in words, for the status line (a polite live region). */
export function linkText(
  state: 'waiting' | 'away' | 'connecting' | 'connected' | 'reconnecting' | 'their reconnecting',
  other: string,
  context: Pick<CallContext, 'peerGone'>,
) {
  switch (state) {
    case 'waiting':
      return context.peerGone === 'left'
        ? `${other} left the call. Waiting for them to come back…`
        : `Waiting for ${other} to join…`;
    case 'away':
      return `${other}’s page closed. Waiting for them to come back…`;
    case 'connecting':
      return `Connecting to ${other}…`;
    case 'connected':
      return `Connected with ${other}.`;
    case 'reconnecting':
      return 'Your connection dropped. Reconnecting…';
    case 'their reconnecting':
      return `${other}’s connection dropped. Reconnecting…`;
  }
}

/** A level from the microphone or the other person's audio that counts as speaking. */
export const SPEAKING_LEVEL = 0.08;

/** 12:05 or 1:02:05. */
export function elapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
