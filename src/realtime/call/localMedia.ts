import type { Devices, MediaCommand, MediaEvent, MediaFailure, MediaKind } from '../../../machines/call/call.machine';
import { reportError } from '../../reporting/reporting';

/** How often the microphone's level is measured for the meter and the speaking indicator. */
const LEVEL_EVERY_MS = 100;

const failureOf = (error: unknown): MediaFailure => {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'blocked';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no device';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
};

const constraint = (deviceId: string | null): MediaTrackConstraints | true =>
  deviceId ? { deviceId: { exact: deviceId } } : true;

/**
 * The camera and microphone of a call (issue #61), as a callback actor: opens both (or whichever
 * exists), lists the devices and hears them change, measures the microphone's level, and follows
 * the call's commands: another device, the microphone muted (its track disabled: it sends
 * silence), the camera off (its track stopped: the light goes out) and on again. A track that
 * ends by itself (a device unplugged) is told as lost. Stopping the actor releases everything.
 */
export function localMedia({
  input,
  sendBack,
  receive,
}: {
  input: { camera: string | null; microphone: string | null };
  sendBack: (event: MediaEvent) => void;
  receive: (listener: (command: MediaCommand) => void) => void;
}) {
  const media = navigator.mediaDevices;
  const chosen = { ...input };
  let audio: MediaStreamTrack | null = null;
  let video: MediaStreamTrack | null = null;
  let audioOn = true;
  let stopped = false;
  let meter: { context: AudioContext; timer: ReturnType<typeof setInterval> } | null = null;

  const stream = () => new MediaStream([audio, video].filter((t): t is MediaStreamTrack => t !== null));
  const tell = (type: 'media.ready' | 'media.stream') =>
    sendBack({ type, stream: stream(), audio: audio !== null, video: video !== null });

  const listDevices = async () => {
    try {
      const all = await media.enumerateDevices();
      const of = (kind: MediaDeviceKind) =>
        all
          .filter((d) => d.kind === kind && d.deviceId)
          .map((d, i) => ({
            deviceId: d.deviceId,
            label: d.label || `${kind === 'videoinput' ? 'Camera' : 'Microphone'} ${i + 1}`,
          }));
      const devices: Devices = { cameras: of('videoinput'), microphones: of('audioinput') };
      chosen.camera = video?.getSettings().deviceId ?? chosen.camera;
      chosen.microphone = audio?.getSettings().deviceId ?? chosen.microphone;
      if (!stopped) sendBack({ type: 'media.devices', devices, chosen: { ...chosen } });
    } catch (error) {
      reportError(error, { flow: 'call', problem: 'could not list devices' });
    }
  };

  const watch = (track: MediaStreamTrack, kind: MediaKind) => {
    track.addEventListener('ended', () => {
      if (stopped || (kind === 'audio' ? audio : video) !== track) return;
      if (kind === 'audio') audio = null;
      else video = null;
      sendBack({ type: 'media.lost', kind });
    });
  };

  const measure = () => {
    meter?.context.close().catch(() => {});
    clearInterval(meter?.timer);
    meter = null;
    if (!audio) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([audio])).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let last = -1;
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      // Loudness in 0..1: the RMS, scaled so speech fills the meter.
      const level = audioOn ? Math.min(1, Math.sqrt(sum / samples.length) * 4) : 0;
      if (Math.abs(level - last) >= 0.02) sendBack({ type: 'media.level', level });
      last = level;
    }, LEVEL_EVERY_MS);
    meter = { context, timer };
  };

  const take = (opened: MediaStream) => {
    for (const track of opened.getTracks()) {
      if (stopped) {
        track.stop();
        continue;
      }
      const kind = track.kind as MediaKind;
      const before = kind === 'audio' ? audio : video;
      before?.stop();
      if (kind === 'audio') {
        audio = track;
        track.enabled = audioOn;
      } else video = track;
      watch(track, kind);
    }
  };

  /** Both, or whichever one exists: a laptop without a camera still joins with its microphone. */
  const open = async () => {
    let lastError: unknown;
    for (const wanted of [
      { audio: constraint(chosen.microphone), video: constraint(chosen.camera) },
      { audio: constraint(chosen.microphone) },
      { video: constraint(chosen.camera) },
    ]) {
      try {
        take(await media.getUserMedia(wanted));
        if (stopped) return;
        measure();
        tell('media.ready');
        void listDevices();
        return;
      } catch (error) {
        lastError = error;
        // Refused, or busy: asking for less would be refused the same way.
        if (failureOf(error) !== 'no device') break;
      }
    }
    if (stopped) return;
    const failure = failureOf(lastError);
    if (failure === 'failed') reportError(lastError, { flow: 'call', problem: 'camera or microphone failed' });
    sendBack({ type: 'media.failed', failure });
    void listDevices();
  };

  const reopen = async (kind: MediaKind) => {
    try {
      take(
        await media.getUserMedia(
          kind === 'audio' ? { audio: constraint(chosen.microphone) } : { video: constraint(chosen.camera) },
        ),
      );
      if (stopped) return;
      if (kind === 'audio') measure();
      tell('media.stream');
      void listDevices();
    } catch (error) {
      if (failureOf(error) === 'failed') reportError(error, { flow: 'call', problem: `could not open the ${kind}` });
      // Nothing new: what the person has stays as it was (a lost device stays lost).
      tell('media.stream');
    }
  };

  receive((command) => {
    if (command.type === 'media.retry') void open();
    if (command.type === 'media.use') {
      if (command.kind === 'audio') chosen.microphone = command.deviceId;
      else chosen.camera = command.deviceId;
      void reopen(command.kind);
    }
    if (command.type === 'media.enable' && command.kind === 'audio') {
      audioOn = command.on;
      if (audio) audio.enabled = command.on;
    }
    if (command.type === 'media.enable' && command.kind === 'video') {
      if (command.on) void reopen('video');
      else {
        video?.stop();
        video = null;
        tell('media.stream');
      }
    }
  });

  const onDeviceChange = () => void listDevices();
  media.addEventListener('devicechange', onDeviceChange);
  void open();

  return () => {
    stopped = true;
    media.removeEventListener('devicechange', onDeviceChange);
    audio?.stop();
    video?.stop();
    clearInterval(meter?.timer);
    meter?.context.close().catch(() => {});
  };
}
