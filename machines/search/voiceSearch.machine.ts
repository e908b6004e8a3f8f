import { enqueueActions, sendTo, type ActorRefFrom } from 'xstate';
import { voiceSearchSetup, type VoiceEvent } from './voiceSearch.setup';

export * from './voiceSearch.setup';

/**
 * Voice search (SPEC §4, §7, §8; issue #13): spawned by the header's search when the
 * microphone button is pressed and stopped when the dialog closes, which is what releases the
 * microphone and the connection. `session` holds the capture actor. While `listening`, its
 * `progress` goes loading → recording → streaming as words arrive (by way of `queued` when
 * every recogniser is taken: the server says so, issue #26), and its `page` region lets
 * go when the tab stays hidden; `finishing` lets the last words settle once the person asks to search.
 */
export const voiceSearchMachine = voiceSearchSetup.createMachine({
  id: 'voiceSearch',
  context: { transcript: '', interim: '', level: 0, place: null, failure: null, intent: null, outcome: null },
  initial: 'session',
  on: {
    // Escape or Close, from anywhere: everything ends.
    'voice.close': '.closed',
  },
  states: {
    session: {
      invoke: { src: 'capture', id: 'capture' },
      on: {
        'voice.level': { actions: { type: 'take level', params: ({ event }) => ({ level: event.level }) } },
        'voice.failed': {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ failure: event.failure }) },
        },
        // Reset: the transcript goes, and a new microphone and connection start.
        'voice.reset': { target: 'session', reenter: true, actions: 'forget words' },
      },
      initial: 'listening',
      states: {
        listening: {
          type: 'parallel',
          states: {
            progress: {
              initial: 'loading',
              states: {
                loading: {
                  description: 'The microphone and the connection are opening.',
                  tags: ['loading'],
                  on: { 'voice.ready': 'recording', 'voice.queued': { target: 'queued', actions: 'wait in line' } },
                },
                queued: {
                  description:
                    'Voice search is busy (issue #26): the person is told their place in line; no silence is counted while they wait.',
                  tags: ['queued'],
                  on: {
                    'voice.queued': { actions: 'wait in line' },
                    // Their turn: the whole 8 s to start speaking.
                    'voice.listening': { target: 'recording', actions: 'stop waiting' },
                  },
                },
                recording: {
                  description: 'Listening; no words yet.',
                  tags: ['recording'],
                  after: {
                    silenceTimeout: {
                      guard: 'tab is visible',
                      target: '#voiceSearch.failed',
                      actions: { type: 'fail', params: { failure: 'no speech' } },
                    },
                  },
                  on: {
                    // Back on the tab: the person gets the whole 8 s again.
                    'voice.visible': { target: 'recording', reenter: true },
                    // No recogniser was free for the first frames: nothing is heard yet, the person waits.
                    'voice.queued': { target: 'queued', actions: 'wait in line' },
                    'voice.partial': {
                      guard: { type: 'words were heard', params: ({ event }) => ({ text: event.text }) },
                      target: 'streaming',
                      actions: { type: 'take partial', params: ({ event }) => ({ text: event.text }) },
                    },
                  },
                },
                streaming: {
                  description: 'Words are arriving: the transcript grows.',
                  tags: ['streaming'],
                  on: {
                    'voice.partial': [
                      {
                        guard: { type: 'words were heard', params: ({ event }) => ({ text: event.text }) },
                        actions: { type: 'take partial', params: ({ event }) => ({ text: event.text }) },
                      },
                      // The words it thought it heard are gone (a breath, a cough): listening again.
                      { target: 'recording', actions: { type: 'take partial', params: { text: '' } } },
                    ],
                    'voice.edit': {
                      target: '#voiceSearch.session.finishing',
                      actions: { type: 'intend to', params: { intent: 'edit' } },
                    },
                    'voice.searchNow': {
                      target: '#voiceSearch.session.finishing',
                      actions: { type: 'intend to', params: { intent: 'search' } },
                    },
                  },
                },
              },
            },
            page: {
              initial: 'visible',
              states: {
                visible: { on: { 'voice.hidden': 'hidden' } },
                hidden: {
                  description: 'The tab is hidden: after 30 s the microphone and the connection are released.',
                  on: { 'voice.visible': 'visible' },
                  after: { hiddenGrace: '#voiceSearch.closed' },
                },
              },
            },
          },
        },
        finishing: {
          description: 'The person has finished: the microphone stops and the last words settle (at most 3 s).',
          tags: ['finishing'],
          entry: sendTo('capture', { type: 'capture.end' }),
          on: {
            'voice.partial': { actions: { type: 'take partial', params: ({ event }) => ({ text: event.text }) } },
            'voice.final': [
              {
                guard: { type: 'words were heard', params: ({ event }) => ({ text: event.text }) },
                target: '#voiceSearch.finished',
                actions: { type: 'take final', params: ({ event }) => ({ text: event.text }) },
              },
              // Nothing settled: what the person saw forming is what they meant.
              { target: '#voiceSearch.finished', actions: { type: 'take final', params: { text: '' } } },
            ],
          },
          after: { finishTimeout: '#voiceSearch.finished' },
        },
      },
    },
    failed: {
      description: 'Stopped, with the failure named and a way out: Try again or Close.',
      tags: ['failed'],
      // SPEC §8: a microphone or connection failure is reported once; hearing nothing is not a fault.
      entry: enqueueActions(({ context, check, enqueue }) => {
        if (context.failure && check('failure is reported'))
          enqueue({ type: 'report failure', params: { failure: context.failure } });
      }),
      on: {
        // Only a person's click retries: no loop floods the server.
        'voice.retry': { target: 'session', actions: 'forget words' },
      },
    },
    finished: {
      type: 'final',
      description: 'Edit & Search or Stop & Search Now, with the words heard.',
      entry: 'settle outcome',
    },
    closed: {
      type: 'final',
      description: 'Closed (Escape, Close, the tab hidden too long): nothing is searched.',
    },
  },
  output: ({ context }) => context.outcome ?? { action: 'close' },
});

export type VoiceSearchEvent = VoiceEvent;
export type VoiceSearchActorRef = ActorRefFrom<typeof voiceSearchMachine>;
