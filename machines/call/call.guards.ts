import type { CallContext, CallEvent, CallLoaded } from './call.types';

/** A guard of the call flow: what it reads of the context and the event. */
type CallGuard = (args: { context: CallContext; event: CallEvent }) => boolean;

/** The call flow's guards (call.setup.ts names them; the chart and its regions use them). */
export const callGuards = {
  'session is closed': ({ event }) => (event as unknown as { output: CallLoaded }).output.session.status !== 'scheduled',
  'session is unknown': ({ event }) =>
    (event as unknown as { error?: { refusal?: { code?: string } } }).error?.refusal?.code === 'not found',
  'has video': ({ event }) => (event.type === 'media.ready' || event.type === 'media.stream') && event.video,
  'has audio': ({ event }) => (event.type === 'media.ready' || event.type === 'media.stream') && event.audio,
  'lost video': ({ event }) => event.type === 'media.lost' && event.kind === 'video',
  'lost audio': ({ event }) => event.type === 'media.lost' && event.kind === 'audio',
  'picks video': ({ event }) => event.type === 'device.pick' && event.kind === 'video',
  'picks audio': ({ event }) => event.type === 'device.pick' && event.kind === 'audio',
  blocked: ({ event }) => event.type === 'media.failed' && event.failure === 'blocked',
  'no device': ({ event }) => event.type === 'media.failed' && event.failure === 'no device',
  'is reported': ({ event }) => event.type === 'media.failed' && event.failure === 'failed',
  'is the concierge': ({ context }) => context.role === 'concierge',
  'refuses joining': ({ event }) => event.type === 'signal.refused' && event.action === 'join',
  'refuses ending': ({ event }) => event.type === 'signal.refused' && event.action === 'end',
  'peer came': ({ event }) => event.type === 'signal.peer' && (event.event === 'joined' || event.event === 'present'),
  /** They came fresh (a new page): the connection starts again from nothing. */
  'peer joined fresh': ({ event }) => event.type === 'signal.peer' && event.event === 'joined' && !event.resume,
  'peer present fresh': ({ event }) => event.type === 'signal.peer' && event.event === 'present' && !event.resume,
  /** Their socket came back: they keep their connection. */
  'peer joined again': ({ event }) => event.type === 'signal.peer' && event.event === 'joined' && event.resume,
  'peer just joined': ({ event }) => event.type === 'signal.peer' && event.event === 'joined',
  'peer left': ({ event }) => event.type === 'signal.peer' && event.event === 'left',
  'peer closed': ({ event }) => event.type === 'signal.peer' && event.event === 'closed',
  'is an offer': ({ event }) => event.type === 'signal.description' && event.description.type === 'offer',
  'they reconnect': ({ event }) => event.type === 'signal.link' && event.state === 'reconnecting',
  'they are back': ({ event }) => event.type === 'signal.link' && event.state === 'connected',
} satisfies Record<string, CallGuard>;

/** The call flow's delays. */
export const callDelays = {
  /** Past this, "Still connecting…": the socket or the server is slow. */
  slowJoin: 10_000,
  /** A connection still not made this long after the two met is started again (an ICE restart). */
  connectTimeout: 20_000,
  /** While reconnecting, the concierge restarts ICE this often (the network may be back). */
  retryIce: 5_000,
  /** How long the end for both may take before the person is told it did not go through. */
  endTimeout: 10_000,
};
