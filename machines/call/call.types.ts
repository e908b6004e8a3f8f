import type { Refusal } from '../domain/refusal';

/**
 * What the call flow (issue #61) exchanges with its effects: the session and the call's
 * configuration it loads, the camera and microphone, the connection to the other person, the
 * signalling on the chat socket, a shared screen. Media are opaque handles here (a `MediaStream`
 * in the browser): the machine passes them between the effects and the views, never looks inside.
 */

/** A camera, microphone or screen stream, as the machine holds it. */
export interface MediaHandle {
  readonly id: string;
}

export interface Device {
  deviceId: string;
  label: string;
}

export interface Devices {
  cameras: Device[];
  microphones: Device[];
}

export type MediaKind = 'audio' | 'video';

/** Why the camera and microphone could not be opened, each with its own words in the view. */
export type MediaFailure = 'blocked' | 'no device' | 'busy' | 'failed';

export interface IceServer {
  urls: string | string[];
  username?: string | undefined;
  credential?: string | undefined;
}

export interface CallService {
  iceServers: IceServer[];
  icePolicy: 'all' | 'relay';
}

/** One of the session's two people, as the call names them. */
export interface CallPerson {
  user_id: number;
  /** Their conversation is found by it (the in-call chat). */
  user_name: string;
  display_name: string;
  profile_picture: string | null;
}

/** The session, as its two people read it by meeting id (contract/call.ts `meeting`). */
export interface CallSession {
  id: number;
  status: 'scheduled' | 'rescheduled' | 'cancelled' | 'completed' | 'no-show';
  start: string;
  end: string;
  /** Which side the person is on. */
  role: 'booker' | 'concierge';
  meeting_id: string;
  concierge: CallPerson;
  booker: CallPerson;
  /** The person's own note on this session, if they wrote one (the note beside the call opens it). */
  note: { id: number; is_shared: boolean } | null;
}

/** What the call loads first: the session, as its two people read it, and the call's configuration. */
export interface CallLoaded {
  session: CallSession;
  service: CallService;
}

export type CallRole = 'booker' | 'concierge';
export type Description = { type: 'offer' | 'answer'; sdp: string };
export type Candidate = {
  candidate: string;
  sdpMid?: string | null | undefined;
  sdpMLineIndex?: number | null | undefined;
  usernameFragment?: string | null | undefined;
};
export type CallRefusalReason = 'not found' | 'cancelled' | 'too early' | 'not started' | 'ended';

/** How the call ended, for the last screen. */
export type CallOutcome =
  | { kind: 'left' }
  | { kind: 'moved' }
  | { kind: 'ended'; outcome: 'completed' | 'no-show'; missing: 'booker' | 'concierge' | 'both' | null; by: CallRole };

/** The other person's microphone, camera and screen, as they say. */
export interface PeerMedia {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

/** A message of the call to the server (contract/call.ts), handed to the signalling actor. */
export type Outgoing =
  | { event: 'call:join'; payload: { meeting_id: string; resume: boolean } }
  | { event: 'call:here'; payload: { meeting_id: string; resume: boolean } }
  | { event: 'call:signal'; payload: { meeting_id: string; description?: Description; candidate?: Candidate } }
  | { event: 'call:media'; payload: { meeting_id: string } & PeerMedia }
  | { event: 'call:link'; payload: { meeting_id: string; state: 'reconnecting' | 'connected' } }
  | { event: 'call:leave'; payload: { meeting_id: string } }
  | { event: 'call:end'; payload: { meeting_id: string } };

/** What the camera and microphone actor reports (src/features/call/actors/localMedia.ts). */
export type MediaEvent =
  | { type: 'media.ready'; stream: MediaHandle; audio: boolean; video: boolean }
  | { type: 'media.stream'; stream: MediaHandle; audio: boolean; video: boolean }
  | { type: 'media.failed'; failure: MediaFailure }
  | { type: 'media.devices'; devices: Devices; chosen: { camera: string | null; microphone: string | null } }
  | { type: 'media.level'; level: number }
  | { type: 'media.lost'; kind: MediaKind };

/** What the call tells the camera and microphone actor. */
export type MediaCommand =
  | { type: 'media.retry' }
  | { type: 'media.use'; kind: MediaKind; deviceId: string }
  | { type: 'media.enable'; kind: MediaKind; on: boolean };

/** What the signalling actor (src/features/call/actors/signalling.ts) hands over, parsed. */
export type SignalEvent =
  | { type: 'signal.up' }
  | { type: 'signal.down' }
  | { type: 'signal.joined'; role: CallRole; startsAt: number; endsAt: number; now: number }
  | { type: 'signal.refused'; action: 'join' | 'end'; reason: CallRefusalReason; message: string }
  | { type: 'signal.peer'; event: 'joined' | 'present' | 'left' | 'closed' | 'lost'; resume: boolean }
  | { type: 'signal.description'; description: Description }
  | { type: 'signal.candidate'; candidate: Candidate }
  | { type: 'signal.media'; media: PeerMedia }
  | { type: 'signal.link'; state: 'reconnecting' | 'connected' }
  | { type: 'signal.ended'; outcome: 'completed' | 'no-show'; missing: 'booker' | 'concierge' | 'both' | null; by: CallRole }
  | { type: 'signal.moved' };

export type SignalCommand = { type: 'signal.send'; message: Outgoing };

/** What the connection to the other person (src/features/call/actors/peerConnection.ts) reports. */
export type PeerEvent =
  | { type: 'peer.connected'; at: number }
  | { type: 'peer.disconnected' }
  | { type: 'peer.remote'; stream: MediaHandle }
  | { type: 'peer.level'; level: number }
  | { type: 'peer.description'; description: Description }
  | { type: 'peer.candidate'; candidate: Candidate };

/** What the call tells the connection. */
export type PeerCommand =
  | { type: 'peer.remoteDescription'; description: Description }
  | { type: 'peer.remoteCandidate'; candidate: Candidate }
  | { type: 'peer.outgoing'; audio: MediaHandle | null; video: MediaHandle | null }
  | { type: 'peer.restartIce' };

export interface PeerInput {
  service: CallService;
  /** The concierge makes the offers (and restarts ICE); the booker answers. */
  offerer: boolean;
  audio: MediaHandle | null;
  video: MediaHandle | null;
  /** An offer that arrived before the connection existed. */
  offer: Description | null;
}

/** What a shared screen (src/features/call/actors/screenShare.ts) reports. */
export type ScreenEvent =
  { type: 'screen.ready'; stream: MediaHandle } | { type: 'screen.failed'; cancelled: boolean } | { type: 'screen.ended' };

/** What the person does. */
export type PersonEvent =
  | { type: 'call.join' }
  | { type: 'call.retry' }
  | { type: 'device.pick'; kind: MediaKind; deviceId: string }
  | { type: 'mic.toggle' }
  | { type: 'camera.toggle' }
  | { type: 'screen.start' }
  | { type: 'screen.stop' }
  | { type: 'call.leave' }
  | { type: 'call.end' }
  | { type: 'call.endConfirmed' }
  | { type: 'call.endCancelled' }
  | { type: 'notice.dismiss' };

/** What the session's clock (sessionClock.machine.ts) announces. */
export type ScheduleEvent = { type: 'schedule.endingSoon' } | { type: 'schedule.over' };

export type CallEvent = MediaEvent | SignalEvent | PeerEvent | ScreenEvent | PersonEvent | ScheduleEvent;

export interface CallInput {
  meetingId: string;
}

export interface CallContext {
  meetingId: string;
  session: CallSession | null;
  service: CallService | null;
  /** A refusal of the session (loaded closed, or the server refused the join). */
  refusal: Refusal | null;
  failure: MediaFailure | null;
  devices: Devices;
  chosen: { camera: string | null; microphone: string | null };
  local: MediaHandle | null;
  screen: MediaHandle | null;
  remote: MediaHandle | null;
  /** How loud the person's microphone and the other person's voice are, 0 to 1. */
  level: number;
  peerLevel: number;
  peerMedia: PeerMedia;
  role: CallRole | null;
  /** The session's times and the server's clock when the person came in (for "5 minutes left"). */
  startsAt: number;
  endsAt: number;
  joinedAt: number;
  /** When the two were first connected (the call's timer), by the browser's clock. */
  connectedSince: number | null;
  /** An offer that came before the connection to the other person existed. */
  offer: Description | null;
  /** Something the person should know that needs no state of its own (the end refused, a share that failed). */
  notice: string | null;
  /** The microphone and camera as the other person sees them (sent with `call:media`). */
  micOn: boolean;
  cameraOn: boolean;
  /** In the room, and connected to (or connecting to) the other person: where the call's messages and the connection's commands go. */
  inRoom: boolean;
  together: boolean;
  /** Why the other person is not here: they left, or their page closed. */
  peerGone: 'left' | 'closed' | null;
  outcome: CallOutcome | null;
}
