import type { Candidate, Description, MediaHandle, PeerCommand, PeerEvent, PeerInput } from '../../../machines/call/call.machine';
import { reportError } from '../../reporting/reporting';

/** How often the other person's loudness is read (the speaking indicator). */
const LEVEL_EVERY_MS = 250;

const trackOf = (handle: MediaHandle | null, kind: 'audio' | 'video') =>
  (handle as MediaStream | null)?.getTracks().find((t) => t.kind === kind) ?? null;

/**
 * The connection to the other person of a call (issue #61): an RTCPeerConnection with the
 * configured STUN and TURN servers. The concierge offers (`offerer`), with one audio and one
 * video transceiver whatever is on, so turning the camera on, sharing a screen or switching
 * devices replaces a track without a new negotiation; the booker answers, attaching their tracks
 * to the transceivers the offer made. Candidates that come before the description they belong to
 * wait for it. An ICE restart (the call asks while reconnecting) is a new offer with new
 * credentials; an offer still unanswered (the socket was down) is rolled back first. Reports
 * connected and disconnected, the other person's media and loudness. Stopping closes it.
 */
export function peerConnection({
  input,
  sendBack,
  receive,
}: {
  input: PeerInput;
  sendBack: (event: PeerEvent) => void;
  receive: (listener: (command: PeerCommand) => void) => void;
}) {
  const pc = new RTCPeerConnection({
    iceServers: input.service.iceServers as RTCIceServer[],
    iceTransportPolicy: input.service.icePolicy,
  });
  let closed = false;
  let outgoing = { audio: trackOf(input.audio, 'audio'), video: trackOf(input.video, 'video') };
  const waiting: Candidate[] = [];
  const remote = new MediaStream();

  if (input.offerer) {
    pc.addTransceiver(outgoing.audio ?? 'audio', { direction: 'sendrecv' });
    pc.addTransceiver(outgoing.video ?? 'video', { direction: 'sendrecv' });
  }

  const attach = async () => {
    for (const transceiver of pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind as 'audio' | 'video';
      if (transceiver.currentDirection !== 'stopped' && transceiver.direction !== 'sendrecv') transceiver.direction = 'sendrecv';
      if (transceiver.sender.track !== outgoing[kind]) await transceiver.sender.replaceTrack(outgoing[kind]);
    }
  };

  const describe = () => {
    const d = pc.localDescription;
    if (d && !closed) sendBack({ type: 'peer.description', description: { type: d.type as Description['type'], sdp: d.sdp } });
  };

  const fail = (problem: string) => (error: unknown) => {
    if (!closed) reportError(error, { flow: 'call', problem });
  };

  pc.addEventListener('icecandidate', ({ candidate }) => {
    if (candidate && !closed) sendBack({ type: 'peer.candidate', candidate: candidate.toJSON() as Candidate });
  });
  pc.addEventListener('track', ({ track }) => {
    remote.addTrack(track);
    // A new stream object, so the views see the change.
    sendBack({ type: 'peer.remote', stream: new MediaStream(remote.getTracks()) });
  });
  pc.addEventListener('connectionstatechange', () => {
    if (closed) return;
    if (pc.connectionState === 'connected') sendBack({ type: 'peer.connected', at: Date.now() });
    if (pc.connectionState === 'disconnected' || pc.connectionState === 'failed') sendBack({ type: 'peer.disconnected' });
  });
  if (input.offerer)
    pc.addEventListener('negotiationneeded', () => {
      void pc.setLocalDescription().then(describe, fail('could not make an offer'));
    });

  const flush = async () => {
    for (const c of waiting.splice(0)) await pc.addIceCandidate(c).catch(fail('a candidate was refused'));
  };

  const take = async (description: Description) => {
    if (description.type === 'offer') {
      await pc.setRemoteDescription(description);
      await attach();
      await pc.setLocalDescription();
      describe();
    } else if (pc.signalingState === 'have-local-offer') {
      await pc.setRemoteDescription(description);
    } else return;
    await flush();
  };

  const restartIce = async () => {
    if (!input.offerer || closed) return;
    // An offer nobody answered (the socket was down): start again from a stable state.
    if (pc.signalingState === 'have-local-offer') await pc.setLocalDescription({ type: 'rollback' });
    pc.restartIce();
  };

  receive((command) => {
    if (command.type === 'peer.remoteDescription') void take(command.description).catch(fail('could not take a description'));
    if (command.type === 'peer.remoteCandidate') {
      if (pc.remoteDescription) void pc.addIceCandidate(command.candidate).catch(fail('a candidate was refused'));
      else waiting.push(command.candidate);
    }
    if (command.type === 'peer.outgoing') {
      outgoing = { audio: trackOf(command.audio, 'audio'), video: trackOf(command.video, 'video') };
      void attach().catch(fail('could not change what is sent'));
    }
    if (command.type === 'peer.restartIce') void restartIce().catch(fail('could not restart ICE'));
  });

  if (input.offer) void take(input.offer).catch(fail('could not take the offer'));

  // The other person's loudness, from the received audio's own statistics.
  const levels = setInterval(() => {
    void pc.getStats().then((stats) => {
      stats.forEach((report: { type: string; kind?: string; audioLevel?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'audio' && typeof report.audioLevel === 'number' && !closed)
          sendBack({ type: 'peer.level', level: Math.min(1, report.audioLevel * 3) });
      });
    });
  }, LEVEL_EVERY_MS);

  return () => {
    closed = true;
    clearInterval(levels);
    pc.close();
  };
}
