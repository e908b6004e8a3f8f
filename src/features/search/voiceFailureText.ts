import type { VoiceFailure } from '../../../machines/search/voiceSearch.machine';

/** What each failure says, and what the person can do about it (issue #13). */
export const FAILURE_TEXT: Record<VoiceFailure, { title: string; help: string }> = {
  'permission denied': {
    title: 'Microphone access is blocked.',
    help: "Allow the microphone in your browser's site settings: select the icon at the start of the address bar, set Microphone to Allow, then choose Try again.",
  },
  'no microphone': { title: 'No microphone was found.', help: 'Connect a microphone, then choose Try again.' },
  'microphone busy': {
    title: 'Your microphone is being used by another app.',
    help: 'Close the other app or tab using it, then choose Try again.',
  },
  'microphone lost': { title: 'The microphone was disconnected.', help: 'Reconnect it, then choose Try again.' },
  'microphone failed': { title: 'The microphone could not be started.', help: 'Choose Try again, or type your search instead.' },
  'connection lost': {
    title: 'The connection to voice search was lost.',
    help: 'Check your internet connection, then choose Try again.',
  },
  'no speech': {
    title: "We didn't catch that.",
    help: 'Choose Try again, then speak, for example “speech therapy near me”.',
  },
};
