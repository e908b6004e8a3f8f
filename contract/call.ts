import * as z from 'zod/mini';
import { endpoint, message } from './endpoint';
import { booking, UM, MB } from './booking-events';

/**
 * Concierge sessions on video (issue #61): the call's configuration (`GET /zoom/user`, SPEC §7),
 * the session as its two people read it by meeting id, and the signalling messages that travel
 * on the chat socket (socket.io, so they cross the nodes of a cluster as chat does).
 *
 * The media goes browser to browser (WebRTC); the server only passes the two people's offers,
 * answers and candidates between them, inside a room only they may enter: from ten minutes before
 * the start until the end (`call:join`), and says who came and went. Ending (`call:end`) marks
 * the session completed, or a no-show naming who never came, and sends MEETING_ENDED to both.
 * Each message is parsed here on both sides: the server refuses a malformed one, the app's call
 * actor (src/features/call/actors/signalling.ts) drops and reports it. The chat socket only
 * carries `call:*` events along without reading them, so this file loads with the call, not with
 * every signed-in page.
 */

const SOCKET = 'socket.io /public/chat-sockets/socket.io';

/** A session's meeting id: a UUID made when it was booked. */
export const meetingId = z.uuid({ error: 'must be a meeting id' });

/** One STUN or TURN server, as `RTCIceServer` takes it. */
export const iceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
});
export type IceServer = z.output<typeof iceServer>;

/** The call's configuration: STUN and TURN servers (ICE_SERVERS; none on one machine) and whether only relays may carry it. */
export const callService = z.object({
  provider: z.literal('webrtc'),
  /** Where a session's call opens in the app: this and the meeting id. */
  meeting_base_url: z.string(),
  ice_servers: z.array(iceServer),
  ice_transport_policy: z.enum(['all', 'relay']),
});
export type CallService = z.output<typeof callService>;

export const zoomUser = endpoint({
  method: 'GET',
  path: `${UM}/zoom/user`,
  summary: 'The meeting service: calls in the app over WebRTC, and the STUN and TURN servers (short-lived TURN credentials).',
  response: z.object({ data: callService }),
  auth: 'bearer',
});

export const meeting = endpoint({
  method: 'GET',
  path: `${MB}/meetings/:meetingId`,
  summary: 'A session by its meeting id, for its two people only (anyone else: 404, as for no such session).',
  params: z.object({ meetingId }),
  response: z.object({ data: booking }),
  errors: { 404: 'no such session of this person' },
  auth: 'bearer',
});

// Signalling on the chat socket.

/** An SDP offer or answer. Real ones are a few kB; the bound keeps one socket from costing the server much. */
export const description = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().check(z.maxLength(64_000)),
});
/** An ICE candidate, as `RTCIceCandidate.toJSON()` gives it. */
export const candidate = z.object({
  candidate: z.string().check(z.maxLength(2_000)),
  sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  sdpMLineIndex: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(64)))),
  usernameFragment: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
});
const inMeeting = { meeting_id: meetingId };

export const callJoin = message({
  channel: SOCKET,
  event: 'call:join',
  direction: 'to server',
  summary:
    'Enter the session’s room (its two people, from 10 minutes before the start until the end). `resume`: this app still has its connection to the other person (a socket that came back).',
  schema: z.object({ ...inMeeting, resume: z._default(z.boolean(), false) }),
});

/** Who the person is in the session, and when it runs. */
export const joined = z.object({
  ...inMeeting,
  role: z.enum(['booker', 'concierge']),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The server's clock when it let the person in (the app times "5 minutes left" from it). */
  now: z.string(),
});
export const callJoined = message({
  channel: SOCKET,
  event: 'call:joined',
  direction: 'to client',
  summary: 'The person is in the room. The other person, if there, hears `call:peer` joined and answers `call:here`.',
  schema: joined,
});

export const REFUSAL_REASONS = ['not found', 'cancelled', 'too early', 'not started', 'ended'] as const;
export type CallRefusalReason = (typeof REFUSAL_REASONS)[number];
export const refused = z.object({
  ...inMeeting,
  action: z.enum(['join', 'end']),
  reason: z.enum(REFUSAL_REASONS),
  message: z.string(),
});
export const callRefused = message({
  channel: SOCKET,
  event: 'call:refused',
  direction: 'to client',
  summary:
    'A join or an end refused, and why: no such session of this person, cancelled or moved, too early, not started (ending), over.',
  schema: refused,
});

export const callHere = message({
  channel: SOCKET,
  event: 'call:here',
  direction: 'to server',
  summary: 'The answer to `call:peer` joined: this person is in the room too (`resume`: keeping their connection).',
  schema: z.object({ ...inMeeting, resume: z._default(z.boolean(), false) }),
});

/**
 * The other person: `joined` (they just came in), `present` (they were here: their answer to your
 * join), `left` (they pressed Leave), `closed` (their page closed) or `lost` (their connection
 * dropped; they may come back).
 */
export const peer = z.object({
  ...inMeeting,
  event: z.enum(['joined', 'present', 'left', 'closed', 'lost']),
  resume: z._default(z.boolean(), false),
});
export const callPeer = message({
  channel: SOCKET,
  event: 'call:peer',
  direction: 'to client',
  summary: 'The other person joined, was present, left, closed their page or lost their connection.',
  schema: peer,
});

export const signal = z.object({ ...inMeeting, description: z.optional(description), candidate: z.optional(candidate) }).check(
  z.refine((s) => (s.description === undefined) !== (s.candidate === undefined), {
    error: 'give a description or a candidate',
  }),
);
export const callSignal = message({
  channel: SOCKET,
  event: 'call:signal',
  direction: 'to server',
  summary: 'An offer, answer or ICE candidate for the other person in the room (relayed to them as `call:signal`).',
  schema: signal,
});

/** What the person sends of themselves: microphone and camera on, a screen shared. */
export const media = z.object({ ...inMeeting, audio: z.boolean(), video: z.boolean(), screen: z.boolean() });
export const callMedia = message({
  channel: SOCKET,
  event: 'call:media',
  direction: 'to server',
  summary: 'Microphone, camera and screen on or off (relayed to the other person as `call:media`).',
  schema: media,
});

export const link = z.object({ ...inMeeting, state: z.enum(['reconnecting', 'connected']) });
export const callLink = message({
  channel: SOCKET,
  event: 'call:link',
  direction: 'to server',
  summary:
    'The person’s connection to the other is reconnecting, or back (relayed as `call:link`: the other shows "reconnecting…").',
  schema: link,
});

export const callLeave = message({
  channel: SOCKET,
  event: 'call:leave',
  direction: 'to server',
  summary: 'Leave the room (the other person hears `call:peer` left); the session goes on.',
  schema: z.object(inMeeting),
});

export const callEnd = message({
  channel: SOCKET,
  event: 'call:end',
  direction: 'to server',
  summary: 'End the session for both (either of its two people, from its start): completed, or a no-show; MEETING_ENDED to both.',
  schema: z.object(inMeeting),
});

export const ended = z.object({
  ...inMeeting,
  outcome: z.enum(['completed', 'no-show']),
  /** Who never joined, for a no-show. */
  missing: z.nullable(z.enum(['booker', 'concierge', 'both'])),
  by: z.enum(['booker', 'concierge']),
});
export const callEnded = message({
  channel: SOCKET,
  event: 'call:ended',
  direction: 'to client',
  summary: 'The session was ended (by whom, and how it counts); the call ends for both.',
  schema: ended,
});

export const callMoved = message({
  channel: SOCKET,
  event: 'call:moved',
  direction: 'to client',
  summary: 'The person joined this call from another tab or device: this one is out of the room.',
  schema: z.object(inMeeting),
});
