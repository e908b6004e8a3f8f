import { assign, setup, stateIn } from 'xstate';
import { unprovided, unprovidedCallback } from '../domain/placeholder';

/** Why voice search stopped, each with its own message and way out in the dialog. */
export type VoiceFailure =
  | 'permission denied'
  | 'no microphone'
  | 'microphone busy'
  | 'microphone lost'
  | 'microphone failed'
  | 'connection lost'
  | 'no speech';

/** What the dialog ended with, for the search box: fill it and suggest, search now, or nothing. */
export type VoiceOutcome = { action: 'edit'; text: string } | { action: 'search'; text: string } | { action: 'close' };

export interface VoiceContext {
  /** Final text the recogniser has settled on. */
  transcript: string;
  /** The text still forming: replaced by each partial, folded into `transcript` by the final. */
  interim: string;
  /** How loud the microphone is, 0 to 1, for the level meter. */
  level: number;
  /** Voice search is busy: this person's place in line (1 is next), or null when not waiting. */
  place: number | null;
  failure: VoiceFailure | null;
  /** What the person asked for while the last words were being settled. */
  intent: 'edit' | 'search' | null;
  outcome: VoiceOutcome | null;
}

/** What the microphone and connection (src/realtime/voice.ts) report. */
export type CaptureEvent =
  | { type: 'voice.ready' }
  | { type: 'voice.level'; level: number }
  | { type: 'voice.partial'; text: string }
  | { type: 'voice.final'; text: string }
  /** The recognisers are all taken (or this account has its share): wait, at this place in line. */
  | { type: 'voice.queued'; position: number }
  /** The wait is over: what is said now is heard. */
  | { type: 'voice.listening' }
  | { type: 'voice.failed'; failure: Exclude<VoiceFailure, 'no speech'> }
  | { type: 'voice.hidden' }
  | { type: 'voice.visible' };

/** What the dialog sends. */
export type PersonEvent =
  | { type: 'voice.reset' }
  | { type: 'voice.edit' }
  | { type: 'voice.searchNow' }
  | { type: 'voice.retry' }
  | { type: 'voice.close' };

export type VoiceEvent = CaptureEvent | PersonEvent;

/** Told to the capture actor: the person has finished; send the end message and stop the microphone. */
export type CaptureCommand = { type: 'capture.end' };

/** The text a person sees: what is settled, then what is forming. */
export const shownText = (context: Pick<VoiceContext, 'transcript' | 'interim'>) =>
  [context.transcript, context.interim].filter((part) => part.length > 0).join(' ');

/** The voice search flow's types, effects, guards and delays; the chart is in voiceSearch.machine.ts. */
export const voiceSearchSetup = setup({
  types: {
    /** The flags the voice dialog reads. */
    tags: {} as 'loading' | 'queued' | 'recording' | 'streaming' | 'finishing' | 'failed',
    context: {} as VoiceContext,
    events: {} as VoiceEvent,
    output: {} as VoiceOutcome,
  },
  actors: {
    // The microphone, AudioWorklet and WebSocket as one actor (src/realtime/voice.ts, provided
    // in src/features/search/voiceFlow.ts). Stopping it releases all of them.
    capture: unprovidedCallback<CaptureCommand>('voiceSearch', 'capture'),
  },
  actions: {
    // Error reporting, provided in src/features/search/voiceFlow.ts (SPEC §8: reported once).
    'report failure': (_, _params: { failure: VoiceFailure }) => unprovided('voiceSearch', 'report failure'),
    'take level': assign((_, params: { level: number }) => ({ level: Math.min(1, Math.max(0, params.level)) })),
    'take partial': assign((_, params: { text: string }) => ({ interim: params.text })),
    /** Voice search is busy: the place in line the server gave. */
    'wait in line': assign(({ event }) => ({ place: event.type === 'voice.queued' ? event.position : null })),
    'stop waiting': assign({ place: null }),
    /** The final text replaces what was forming and is appended to what was settled (SPEC §7). */
    'take final': assign(({ context }, params: { text: string }) => ({
      transcript: shownText({ transcript: context.transcript, interim: params.text || context.interim }),
      interim: '',
    })),
    'forget words': assign({ transcript: '', interim: '', level: 0, place: null, failure: null, intent: null }),
    fail: assign((_, params: { failure: VoiceFailure }) => ({ failure: params.failure, level: 0, place: null })),
    'intend to': assign((_, params: { intent: 'edit' | 'search' }) => ({ intent: params.intent })),
    'settle outcome': assign(({ context }) => ({
      outcome: context.intent ? { action: context.intent, text: shownText(context) } : ({ action: 'close' } as const),
    })),
  },
  guards: {
    'words were heard': (_, params: { text: string }) => params.text.trim().length > 0,
    // Silence is not counted while the tab is hidden (the hidden tab's own grace decides then).
    'tab is visible': stateIn('#voiceSearch.session.listening.page.visible'),
    // Hearing nothing is not a fault; a microphone that failed for an unexpected reason is
    // reported by the capture actor with the browser's own error (src/realtime/voice.ts).
    'failure is reported': ({ context }) => context.failure !== 'no speech' && context.failure !== 'microphone failed',
  },
  delays: {
    /** Issue #13: no words 8 s after recording starts is "We didn't catch that". */
    silenceTimeout: 8_000,
    /** Issue #13: a tab hidden this long lets go of the microphone and the connection. */
    hiddenGrace: 30_000,
    /** How long the last words may take to settle once the person has finished. */
    finishTimeout: 3_000,
  },
});
