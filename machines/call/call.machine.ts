import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { callSetup } from './call.setup';

export * from './call.setup';

/** What the session's end, a move to another tab and leaving do from anywhere in the call. */
const ENDINGS = {
  'signal.ended': { target: '#call.ended', actions: 'take outcome' },
  'signal.moved': { target: '#call.ended', actions: 'take outcome' },
  'call.leave': { target: '#call.ended', actions: ['leave', 'take outcome'] },
} as const;

/** The other person, from any state of the link: here again, gone, or their microphone and camera. */
const PEER_EVENTS = {
  'signal.media': { actions: 'take peer media' },
} as const;

/**
 * A concierge session's call (issue #61). It loads the session and the call's configuration,
 * then the camera and microphone open for a check (preview, devices, level; join with either
 * off), the person joins the session's room over the chat socket, waits for the other person,
 * and the two connect browser to browser; a dropped network is a reconnection (an ICE restart,
 * the other side told), and the call ends by Leave, by the concierge's end for both, or from the
 * other tab the person opened it in. The camera and microphone (`media`), the signalling and the
 * connection (`peer`) are actors invoked where they live: leaving a state stops what it held.
 */
export const callMachine = callSetup.createMachine({
  id: 'call',
  context: ({ input }) => ({
    meetingId: input.meetingId,
    session: null,
    service: null,
    refusal: null,
    failure: null,
    devices: { cameras: [], microphones: [] },
    chosen: { camera: null, microphone: null },
    local: null,
    screen: null,
    remote: null,
    level: 0,
    peerLevel: 0,
    peerMedia: { audio: true, video: true, screen: false },
    role: null,
    startsAt: 0,
    endsAt: 0,
    joinedAt: 0,
    connectedSince: null,
    offer: null,
    notice: null,
    micOn: false,
    cameraOn: false,
    inRoom: false,
    together: false,
    peerGone: null,
    outcome: null,
  }),
  // The call's messages on the chat socket, for the whole flow: a message sent on the way out
  // (Leave) still goes, and the machine's end stops it.
  invoke: { src: 'signalling', id: 'signalling', input: ({ context }) => ({ meetingId: context.meetingId }) },
  initial: 'loading',
  states: {
    loading: {
      description: 'The session and the call’s configuration are read.',
      tags: 'loading',
      invoke: {
        src: 'load',
        id: 'load',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: [
          { guard: 'session is closed', target: 'refused', actions: ['take loaded', 'refuse closed session'] },
          { target: 'live', actions: 'take loaded' },
        ],
        onError: [
          { guard: 'session is unknown', target: 'refused', actions: 'refuse unknown session' },
          { target: 'unavailable' },
        ],
      },
    },
    unavailable: {
      description: 'The session could not be read (the network or the server): Try again.',
      on: { 'call.retry': 'loading' },
    },
    live: {
      type: 'parallel',
      invoke: { src: 'media', id: 'media', input: ({ context }) => context.chosen },
      on: {
        'media.devices': { actions: 'take devices' },
        'media.level': { actions: 'take level' },
        'media.stream': { actions: ['take media', 'send outgoing'] },
        'device.pick': { actions: 'use device' },
        'notice.dismiss': { actions: 'dismiss notice' },
      },
      states: {
        microphone: {
          initial: 'absent',
          states: {
            absent: {
              description: 'No microphone is open (none found, refused, or not yet).',
              on: {
                'media.ready': { guard: 'has audio', target: 'on' },
                'media.stream': { guard: 'has audio', target: 'on' },
              },
            },
            // Entering and leaving on tell the other person (a muted microphone shows on their side).
            on: {
              entry: ['mic on', 'tell my media'],
              exit: ['mic off', 'tell my media'],
              on: {
                'mic.toggle': { target: 'muted', actions: { type: 'enable media', params: { kind: 'audio', on: false } } },
                'media.lost': { guard: 'lost audio', target: 'lost' },
              },
            },
            muted: {
              description: 'Muted: the microphone stays open (the level shows "you are muted") but sends silence.',
              on: { 'mic.toggle': { target: 'on', actions: { type: 'enable media', params: { kind: 'audio', on: true } } } },
            },
            lost: {
              description: 'The microphone was unplugged or stopped: plug it back in or choose another.',
              on: { 'media.stream': { guard: 'has audio', target: 'on' } },
            },
          },
        },
        camera: {
          initial: 'absent',
          states: {
            absent: {
              description: 'No camera is open (none found, refused, or not yet).',
              on: {
                'media.ready': { guard: 'has video', target: 'on' },
                'media.stream': { guard: 'has video', target: 'on' },
              },
            },
            on: {
              entry: ['camera on', 'tell my media'],
              exit: ['camera off', 'tell my media'],
              on: {
                'camera.toggle': { target: 'off', actions: { type: 'enable media', params: { kind: 'video', on: false } } },
                'media.lost': { guard: 'lost video', target: 'lost' },
              },
            },
            off: {
              description: 'Camera off: it is closed (its light goes out); turning it on opens it again.',
              on: { 'camera.toggle': { target: 'on', actions: { type: 'enable media', params: { kind: 'video', on: true } } } },
            },
            lost: {
              description: 'The camera was unplugged or stopped: plug it back in or choose another.',
              on: { 'media.stream': { guard: 'has video', target: 'on' } },
            },
          },
        },
        stage: {
          initial: 'checking',
          states: {
            checking: {
              tags: 'checking',
              initial: 'starting',
              on: { 'call.leave': { target: '#call.ended', actions: 'take outcome' } },
              states: {
                starting: {
                  description: 'The browser is asked for the camera and microphone.',
                  on: {
                    'media.ready': { target: 'ready', actions: 'take media' },
                    'media.failed': [
                      { guard: 'blocked', target: 'blocked', actions: 'take failure' },
                      { guard: 'no device', target: 'noDevice', actions: 'take failure' },
                      {
                        guard: 'is reported',
                        target: 'failed',
                        actions: ['take failure', { type: 'report media failure', params: { failure: 'failed' } }],
                      },
                      { target: 'failed', actions: 'take failure' },
                    ],
                  },
                },
                ready: {
                  description: 'Preview, devices and level meter: join with the camera or microphone on or off.',
                  on: { 'call.join': '#call.live.stage.connection' },
                },
                blocked: {
                  description: 'The browser refused the camera and microphone: how to allow them, or join without.',
                  on: {
                    'call.retry': { target: 'starting', actions: 'retry media' },
                    'call.join': '#call.live.stage.connection',
                  },
                },
                noDevice: {
                  description: 'No camera or microphone was found: plug one in and try again, or join without.',
                  on: {
                    'call.retry': { target: 'starting', actions: 'retry media' },
                    'call.join': '#call.live.stage.connection',
                  },
                },
                failed: {
                  description:
                    'The camera or microphone is busy (another app) or failed: close it there and try again, or join without.',
                  on: {
                    'call.retry': { target: 'starting', actions: 'retry media' },
                    'call.join': '#call.live.stage.connection',
                  },
                },
              },
            },
            connection: {
              on: {
                ...ENDINGS,
                'signal.refused': [{ guard: 'refuses joining', target: '#call.refused', actions: 'take refusal' }],
              },
              initial: 'joining',
              states: {
                joining: {
                  tags: 'joining',
                  entry: 'ask to join',
                  on: {
                    // The socket opened (or came back) after the first ask went nowhere.
                    'signal.up': { actions: 'ask to join' },
                    'signal.joined': { target: 'inCall', actions: 'take joined' },
                  },
                  initial: 'asking',
                  states: {
                    asking: { description: 'Coming into the session’s room.', after: { slowJoin: 'slow' } },
                    slow: { description: '"Still connecting…": the socket or the server is slow; Leave is there.' },
                  },
                },
                inCall: {
                  type: 'parallel',
                  tags: 'in call',
                  entry: ['enter room', 'tell my media'],
                  exit: 'leave room',
                  on: {
                    // The chat socket came back: into the room again, keeping the connection when there is one.
                    'signal.up': { actions: 'ask to join' },
                    'signal.joined': { actions: 'take joined' },
                    ...PEER_EVENTS,
                  },
                  states: {
                    link: {
                      initial: 'waiting',
                      states: {
                        waiting: {
                          description: 'The other person is not in the call (yet, or they left): "Waiting for …".',
                          tags: 'waiting',
                          on: {
                            'signal.peer': [
                              {
                                guard: 'peer just joined',
                                target: 'together',
                                actions: ['peer back', { type: 'say here', params: { resume: false } }, 'tell my media'],
                              },
                              { guard: 'peer came', target: 'together', actions: ['peer back', 'tell my media'] },
                            ],
                            'signal.description': {
                              guard: 'is an offer',
                              target: 'together',
                              actions: ['peer back', 'take offer'],
                            },
                          },
                        },
                        away: {
                          description: 'The other person’s page closed: they may come back.',
                          tags: 'waiting',
                          on: {
                            'signal.peer': [
                              {
                                guard: 'peer just joined',
                                target: 'together',
                                actions: ['peer back', { type: 'say here', params: { resume: false } }, 'tell my media'],
                              },
                              { guard: 'peer came', target: 'together', actions: ['peer back', 'tell my media'] },
                            ],
                            'signal.description': {
                              guard: 'is an offer',
                              target: 'together',
                              actions: ['peer back', 'take offer'],
                            },
                          },
                        },
                        together: {
                          invoke: {
                            src: 'peer',
                            id: 'peer',
                            input: ({ context }) => ({
                              service: context.service!,
                              offerer: context.role === 'concierge',
                              audio: context.local,
                              video: context.screen ?? context.local,
                              offer: context.offer,
                            }),
                          },
                          entry: 'be together',
                          exit: ['be apart', 'forget offer'],
                          on: {
                            'signal.up': { actions: 'ask to join' },
                            'signal.description': { actions: 'pass description' },
                            'signal.candidate': { actions: 'pass candidate' },
                            'peer.description': { actions: 'send description' },
                            'peer.candidate': { actions: 'send candidate' },
                            'peer.remote': { actions: 'take remote' },
                            'peer.level': { actions: 'take peer level' },
                            'signal.peer': [
                              // A new page of theirs: a new connection, from nothing.
                              {
                                guard: 'peer joined fresh',
                                target: 'together',
                                reenter: true,
                                actions: [{ type: 'say here', params: { resume: false } }, 'tell my media'],
                              },
                              { guard: 'peer present fresh', target: 'together', reenter: true, actions: 'tell my media' },
                              // Their socket came back: the connection is kept.
                              {
                                guard: 'peer joined again',
                                actions: [{ type: 'say here', params: { resume: true } }, 'tell my media'],
                              },
                              { guard: 'peer left', target: 'waiting', actions: 'peer left' },
                              { guard: 'peer closed', target: 'away', actions: 'peer closed' },
                              // Their socket dropped: the media may well still flow; the connection says.
                            ],
                          },
                          initial: 'connecting',
                          states: {
                            connecting: {
                              description: 'Connecting to the other person (offer, answer, candidates).',
                              on: { 'peer.connected': { target: 'connected', actions: 'take connected' } },
                              after: { connectTimeout: 'reconnecting.mine' },
                            },
                            connected: {
                              description: 'Seeing and hearing each other.',
                              tags: 'connected',
                              on: {
                                'peer.disconnected': 'reconnecting.mine',
                                'signal.link': { guard: 'they reconnect', target: 'reconnecting.theirs' },
                              },
                            },
                            reconnecting: {
                              tags: 'reconnecting',
                              initial: 'mine',
                              entry: { type: 'tell link', params: { state: 'reconnecting' } },
                              exit: { type: 'tell link', params: { state: 'connected' } },
                              on: {
                                'peer.connected': { target: 'connected', actions: 'take connected' },
                                // Back in the room while the connection is down: a new path now.
                                'signal.peer': {
                                  guard: 'peer joined again',
                                  actions: [{ type: 'say here', params: { resume: true } }, 'tell my media', 'restart ice'],
                                },
                              },
                              states: {
                                mine: {
                                  description: 'The connection dropped: an ICE restart looks for a new path, again every 5 s.',
                                  entry: 'restart ice',
                                  after: { retryIce: { target: 'mine', reenter: true } },
                                },
                                theirs: {
                                  description: 'The other person’s connection dropped: "… is reconnecting".',
                                  tags: 'their reconnecting',
                                  entry: 'restart ice',
                                  on: {
                                    'signal.link': {
                                      guard: 'they are back',
                                      target: '#call.live.stage.connection.inCall.link.together.connected',
                                    },
                                    'peer.disconnected': 'mine',
                                  },
                                },
                              },
                            },
                          },
                        },
                      },
                    },
                    screen: {
                      initial: 'idle',
                      states: {
                        idle: { on: { 'screen.start': 'active' } },
                        active: {
                          // The chosen screen lives as long as this state: leaving it ends the sharing.
                          invoke: { src: 'screen', id: 'screen' },
                          initial: 'choosing',
                          on: {
                            'screen.stop': { target: 'idle', actions: ['forget screen', 'send outgoing', 'tell my media'] },
                            // Stopped from the browser's own bar.
                            'screen.ended': { target: 'idle', actions: ['forget screen', 'send outgoing', 'tell my media'] },
                          },
                          states: {
                            choosing: {
                              description: 'The browser asks which screen, window or tab to share.',
                              on: {
                                'screen.ready': { target: 'sharing', actions: ['take screen', 'send outgoing', 'tell my media'] },
                                'screen.failed': '#call.live.stage.connection.inCall.screen.idle',
                              },
                            },
                            sharing: {
                              description: 'The screen goes to the other person instead of the camera.',
                              tags: 'sharing',
                            },
                          },
                        },
                      },
                    },
                    schedule: {
                      invoke: {
                        src: 'sessionClock',
                        id: 'sessionClock',
                        input: ({ context }) => ({ endsAt: context.endsAt, joinedAt: context.joinedAt }),
                      },
                      initial: 'onTime',
                      states: {
                        onTime: { on: { 'schedule.endingSoon': 'endingSoon' } },
                        endingSoon: {
                          description: '"5 minutes left" before the scheduled end.',
                          tags: 'ending soon',
                          on: { 'schedule.over': 'over' },
                        },
                        over: { description: 'Past the scheduled end: said gently; the call goes on.', tags: 'over time' },
                      },
                    },
                    ending: {
                      initial: 'idle',
                      states: {
                        idle: { on: { 'call.end': { guard: 'is the concierge', target: 'confirming' } } },
                        confirming: {
                          description: 'End the session for both? It cannot be undone.',
                          tags: 'confirming end',
                          on: { 'call.endConfirmed': 'requesting', 'call.endCancelled': 'idle' },
                        },
                        requesting: {
                          description: 'Ending for both: the server marks the session and tells both.',
                          tags: 'ending',
                          entry: 'ask to end',
                          on: { 'signal.refused': { guard: 'refuses ending', target: 'idle', actions: 'take end refusal' } },
                          after: {
                            endTimeout: {
                              target: 'idle',
                              actions: { type: 'notify', params: { notice: 'The session could not be ended: try again.' } },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    refused: {
      description: 'The session cannot be joined: not this person’s, cancelled or moved, not yet open, or over.',
    },
    ended: {
      type: 'final',
      description: 'Left, ended for both (completed or a no-show), or moved to another tab: everything is released.',
    },
  },
  output: ({ context }) => context.outcome,
});

export type CallActorRef = ActorRefFrom<typeof callMachine>;
export type CallSnapshot = SnapshotFrom<typeof callMachine>;
