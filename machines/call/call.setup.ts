import { assign, enqueueActions, sendParent, sendTo, setup, type EventObject } from 'xstate';
import { sessionClockMachine } from './sessionClock.machine';
import { unprovided, unprovidedCallback, unprovidedPromise } from '../domain/placeholder';
import { callDelays, callGuards } from './call.guards';
import type {
  CallContext,
  CallEvent,
  CallInput,
  CallLoaded,
  CallOutcome,
  MediaCommand,
  MediaKind,
  Outgoing,
  PeerCommand,
  PeerInput,
  ScheduleEvent,
  SignalCommand,
} from './call.types';

export * from './call.types';

/** A refusal's code when the session cannot be joined at all, from what was loaded. */
const CLOSED: Record<string, { code: string; message: string }> = {
  cancelled: { code: 'cancelled', message: 'This session was cancelled.' },
  rescheduled: { code: 'cancelled', message: 'This session was moved to another time: join it from your bookings.' },
  completed: { code: 'ended', message: 'This session has ended.' },
  'no-show': { code: 'ended', message: 'This session has ended.' },
};

/** A message to the server over the chat socket, for the signalling actor. */
const signal = (message: Outgoing): SignalCommand => ({ type: 'signal.send', message });

/** The session's clock, announcing to the call. */
export const callSessionClock = sessionClockMachine.provide({
  actions: {
    'announce ending soon': sendParent((): ScheduleEvent => ({ type: 'schedule.endingSoon' })),
    'announce over': sendParent((): ScheduleEvent => ({ type: 'schedule.over' })),
  },
});

/** The call flow's types, effects, guards and delays; the chart is call.machine.ts. */
export const callSetup = setup({
  types: {
    /** The UI decisions the call page reads. */
    tags: {} as
      | 'loading'
      | 'checking'
      | 'joining'
      | 'in call'
      | 'waiting'
      | 'connected'
      | 'reconnecting'
      | 'their reconnecting'
      | 'ending soon'
      | 'over time'
      | 'confirming end'
      | 'ending'
      | 'sharing',
    input: {} as CallInput,
    context: {} as CallContext,
    events: {} as CallEvent,
    output: {} as CallOutcome | null,
  },
  actors: {
    /** "5 minutes left" and "over", from the session's scheduled end (its own machine, with its own timers). */
    sessionClock: callSessionClock,
    /** The session by its meeting id and the call's configuration (`GET /zoom/user`). */
    load: unprovidedPromise<CallLoaded, { meetingId: string }>('call', 'load'),
    /** The camera and microphone: preview, devices, level; stopped, they are released. */
    media: unprovidedCallback<MediaCommand, { camera: string | null; microphone: string | null }>('call', 'media'),
    /** The call's messages on the session's chat socket. */
    signalling: unprovidedCallback<SignalCommand, { meetingId: string }>('call', 'signalling'),
    /** The connection to the other person (RTCPeerConnection); stopped, it is closed. */
    peer: unprovidedCallback<PeerCommand, PeerInput>('call', 'peer'),
    /** A screen, window or tab the person chose to share; stopped, the sharing ends. */
    screen: unprovidedCallback<EventObject>('call', 'screen'),
  },
  actions: {
    /** Reported once (SPEC §8): a camera or microphone that failed for no reason a person can fix. */
    'report media failure': (_, _params: { failure: string }) => unprovided('call', 'report media failure'),
    'take loaded': assign(({ event }) => {
      const loaded = (event as unknown as { output: CallLoaded }).output;
      return { session: loaded.session, service: loaded.service };
    }),
    'refuse closed session': assign(({ context }) => ({
      refusal: CLOSED[context.session?.status ?? ''] ?? { code: 'ended', message: 'This session has ended.' },
    })),
    'refuse unknown session': assign({
      refusal: { code: 'not found', message: 'There is no session with this link for you.' },
    }),
    'take refusal': assign(({ event }) =>
      event.type === 'signal.refused' ? { refusal: { code: event.reason, message: event.message } } : {},
    ),
    'take media': assign(({ event }) =>
      event.type === 'media.ready' || event.type === 'media.stream' ? { local: event.stream, failure: null } : {},
    ),
    'take failure': assign(({ event }) => (event.type === 'media.failed' ? { failure: event.failure } : {})),
    'take devices': assign(({ event }) =>
      event.type === 'media.devices' ? { devices: event.devices, chosen: event.chosen } : {},
    ),
    'take level': assign(({ event }) => (event.type === 'media.level' ? { level: Math.min(1, Math.max(0, event.level)) } : {})),
    'take peer level': assign(({ event }) =>
      event.type === 'peer.level' ? { peerLevel: Math.min(1, Math.max(0, event.level)) } : {},
    ),
    'take remote': assign(({ event }) => (event.type === 'peer.remote' ? { remote: event.stream } : {})),
    'take joined': assign(({ event }) =>
      event.type === 'signal.joined'
        ? { role: event.role, startsAt: event.startsAt, endsAt: event.endsAt, joinedAt: event.now, refusal: null }
        : {},
    ),
    'take peer media': assign(({ event }) => (event.type === 'signal.media' ? { peerMedia: event.media } : {})),
    'take offer': assign(({ event }) => (event.type === 'signal.description' ? { offer: event.description } : {})),
    'forget offer': assign({ offer: null }),
    'take connected': assign(({ context, event }) =>
      event.type === 'peer.connected' ? { connectedSince: context.connectedSince ?? event.at } : {},
    ),
    'peer left': assign({ peerGone: 'left' as const, remote: null, peerLevel: 0 }),
    'peer closed': assign({ peerGone: 'closed' as const, remote: null, peerLevel: 0 }),
    'peer back': assign({ peerGone: null }),
    notify: assign((_, params: { notice: string }) => ({ notice: params.notice })),
    'take end refusal': assign(({ event }) => (event.type === 'signal.refused' ? { notice: event.message } : {})),
    'dismiss notice': assign({ notice: null }),
    'take screen': assign(({ event }) => (event.type === 'screen.ready' ? { screen: event.stream } : {})),
    'forget screen': assign({ screen: null }),
    'take outcome': assign(({ event }) => {
      if (event.type === 'signal.ended')
        return { outcome: { kind: 'ended' as const, outcome: event.outcome, missing: event.missing, by: event.by } };
      if (event.type === 'signal.moved') return { outcome: { kind: 'moved' as const } };
      return { outcome: { kind: 'left' as const } };
    }),

    /** A message to the server over the chat socket. */
    // Back after the socket dropped, the connection to the other person is kept when there is one.
    'ask to join': enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(
        'signalling',
        signal({ event: 'call:join', payload: { meeting_id: context.meetingId, resume: context.together } }),
      );
    }),
    /** The answer to the other person's `joined`: this person is here too, keeping their connection (`resume`) or not. */
    'say here': enqueueActions(({ context, enqueue }, params: { resume: boolean }) => {
      enqueue.sendTo(
        'signalling',
        signal({ event: 'call:here', payload: { meeting_id: context.meetingId, resume: params.resume } }),
      );
    }),
    'enter room': assign({ inRoom: true }),
    'leave room': assign({ inRoom: false }),
    'be together': assign({ together: true }),
    'be apart': assign({ together: false, remote: null, peerLevel: 0 }),
    'mic on': assign({ micOn: true }),
    'mic off': assign({ micOn: false }),
    'camera on': assign({ cameraOn: true }),
    'camera off': assign({ cameraOn: false }),
    /** Microphone, camera and screen as the other person should show them (once in the room). */
    'tell my media': enqueueActions(({ context, enqueue }) => {
      if (!context.inRoom) return;
      enqueue.sendTo(
        'signalling',
        signal({
          event: 'call:media',
          payload: {
            meeting_id: context.meetingId,
            audio: context.micOn,
            video: context.cameraOn,
            screen: context.screen !== null,
          },
        }),
      );
    }),
    'tell link': enqueueActions(({ context, enqueue }, params: { state: 'reconnecting' | 'connected' }) => {
      enqueue.sendTo(
        'signalling',
        signal({ event: 'call:link', payload: { meeting_id: context.meetingId, state: params.state } }),
      );
    }),
    'send description': enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'peer.description') return;
      enqueue.sendTo(
        'signalling',
        signal({ event: 'call:signal', payload: { meeting_id: context.meetingId, description: event.description } }),
      );
    }),
    'send candidate': enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'peer.candidate') return;
      enqueue.sendTo(
        'signalling',
        signal({ event: 'call:signal', payload: { meeting_id: context.meetingId, candidate: event.candidate } }),
      );
    }),
    leave: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo('signalling', signal({ event: 'call:leave', payload: { meeting_id: context.meetingId } })),
    ),
    'ask to end': enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo('signalling', signal({ event: 'call:end', payload: { meeting_id: context.meetingId } })),
    ),

    'pass description': sendTo('peer', ({ event }): PeerCommand => {
      if (event.type !== 'signal.description') throw new Error('pass description: not a description');
      return { type: 'peer.remoteDescription', description: event.description };
    }),
    'pass candidate': sendTo('peer', ({ event }): PeerCommand => {
      if (event.type !== 'signal.candidate') throw new Error('pass candidate: not a candidate');
      return { type: 'peer.remoteCandidate', candidate: event.candidate };
    }),
    /** The concierge makes the offers: an ICE restart finds a new path after the network changed. */
    'restart ice': enqueueActions(({ context, enqueue }) => {
      if (context.role === 'concierge') enqueue.sendTo('peer', { type: 'peer.restartIce' } satisfies PeerCommand);
    }),
    /** What goes to the other person: the microphone, and the shared screen or else the camera. */
    'send outgoing': enqueueActions(({ context, enqueue }) => {
      if (!context.together) return;
      enqueue.sendTo('peer', {
        type: 'peer.outgoing',
        audio: context.local,
        video: context.screen ?? context.local,
      } satisfies PeerCommand);
    }),
    'enable media': sendTo('media', (_, params: { kind: MediaKind; on: boolean }): MediaCommand => ({
      type: 'media.enable',
      ...params,
    })),
    'use device': sendTo('media', ({ event }): MediaCommand => {
      if (event.type !== 'device.pick') throw new Error('use device: not a pick');
      return { type: 'media.use', kind: event.kind, deviceId: event.deviceId };
    }),
    'retry media': sendTo('media', { type: 'media.retry' } satisfies MediaCommand),
  },
  guards: callGuards,
  delays: callDelays,
});
