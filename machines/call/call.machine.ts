import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { callSetup } from './call.setup';
import { checkingState } from './call.checking';
import { connectionState } from './call.connection';
import { cameraRegion, microphoneRegion } from './call.devices';

export * from './call.setup';

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
        microphone: microphoneRegion,
        camera: cameraRegion,
        stage: {
          initial: 'checking',
          states: {
            checking: checkingState,
            connection: connectionState,
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
