import type * as z from 'zod/mini';
import { voiceToClient } from '../../contract/voice';
import { DELAYS } from '../../machines/domain/constants';
import type { CaptureCommand, CaptureEvent, VoiceFailure } from '../../machines/search/voiceSearch.machine';
import type { AppConfig } from '../config';
import { reportError } from '../reporting/reporting';

/** The worklet that turns the microphone into 16 kHz PCM frames (public/worklets). */
const WORKLET_URL = '/worklets/pcm-capture.js';
const TARGET_RATE = 16_000;
/** SPEC §9: one frame every 100 ms. */
const FRAME_SAMPLES = (TARGET_RATE * DELAYS.audioChunk) / 1000;

/**
 * What the server sends (docs/VOICE.md; contract/voice.ts): the text forming, then the
 * final text; and when every recogniser is taken, the place in line until the turn comes.
 */
const serverMessageSchema = voiceToClient.schema;

/** A server message as the event the voice machine takes. */
function captureEventOf(message: z.infer<typeof serverMessageSchema>): CaptureEvent {
  switch (message.type) {
    case 'partial':
      return { type: 'voice.partial', text: message.text };
    case 'final':
      return { type: 'voice.final', text: message.text };
    case 'queued':
      return { type: 'voice.queued', position: message.position };
    case 'listening':
      return { type: 'voice.listening' };
  }
}

/** The browser's reasons for refusing the microphone, as the dialog names them. */
export function microphoneFailure(error: unknown): Exclude<VoiceFailure, 'no speech'> {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permission denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no microphone';
  if (name === 'NotReadableError' || name === 'AbortError') return 'microphone busy';
  return 'microphone failed';
}

type WorkletMessage = { pcm: ArrayBuffer; level: number; last: boolean };

/**
 * Voice search's microphone, AudioWorklet and WebSocket as one callback actor: the only
 * code that touches them. It opens the microphone and the connection at once, queues the
 * frames captured before the socket is open, and reports ready when both are. On
 * `capture.end` the microphone stops (the browser's recording indicator goes off), the last
 * frame is sent, then the end message; the server answers with the final text. Stopping the
 * actor (the dialog closing, a sign-out) stops every track and closes the connection.
 */
export function voiceCapture(config: AppConfig, accessToken: () => string | null) {
  return ({
    sendBack,
    receive,
  }: {
    sendBack: (event: CaptureEvent) => void;
    receive: (listener: (command: CaptureCommand) => void) => void;
  }) => {
    let stopped = false;
    let failed = false;
    let ending = false;
    let micReady = false;
    let stream: MediaStream | null = null;
    let audio: AudioContext | null = null;
    let node: AudioWorkletNode | null = null;
    // Held for as long as the capture runs: an unreferenced source node can be garbage
    // collected while it plays, and the words stop arriving mid-sentence.
    let source: MediaStreamAudioSourceNode | null = null;
    const waiting: Array<ArrayBuffer | string> = [];

    const fail = (failure: Exclude<VoiceFailure, 'no speech'>) => {
      if (stopped || failed) return;
      failed = true;
      sendBack({ type: 'voice.failed', failure });
    };
    const releaseMicrophone = () => {
      stream?.getTracks().forEach((track) => track.stop());
      source?.disconnect();
      node?.port.close();
      node?.disconnect();
      source = null;
      void audio?.close().catch(() => {});
      node = null;
      audio = null;
    };

    const url = new URL(config.voice.path, config.apiBaseUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('access_token', accessToken() ?? '');
    const socket = new WebSocket(url);
    socket.binaryType = 'arraybuffer';
    const send = (data: ArrayBuffer | string) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(data);
      else if (socket.readyState === WebSocket.CONNECTING) waiting.push(data);
    };
    const ready = () => {
      if (micReady && socket.readyState === WebSocket.OPEN && !stopped) sendBack({ type: 'voice.ready' });
    };
    socket.onopen = () => {
      // Frames captured while the connection was opening go first, in order.
      for (const data of waiting.splice(0)) socket.send(data);
      ready();
    };
    socket.onmessage = (message: MessageEvent) => {
      let body: unknown;
      try {
        body = typeof message.data === 'string' ? JSON.parse(message.data) : null;
      } catch {
        body = null;
      }
      const parsed = serverMessageSchema.safeParse(body);
      if (!parsed.success) {
        reportError(new Error('Malformed voice message dropped'), { flow: 'voice search' });
        return;
      }
      sendBack(captureEventOf(parsed.data));
    };
    // SPEC §8: an error or a close ends the session, unless it is the server's normal close after the final text.
    socket.onclose = (event) => {
      if (ending && event.code === 1000) return;
      fail('connection lost');
    };

    const onVisibility = () => sendBack({ type: document.visibilityState === 'hidden' ? 'voice.hidden' : 'voice.visible' });
    document.addEventListener('visibilitychange', onVisibility);
    // Opened (or retried) while the tab is hidden: the grace period starts now.
    if (document.visibilityState === 'hidden') sendBack({ type: 'voice.hidden' });

    void (async () => {
      // The worklet loads while the browser opens the microphone (and perhaps asks the person):
      // once both are there, no sound is lost between them.
      let worklet: Promise<void>;
      try {
        audio = new AudioContext();
        worklet = audio.audioWorklet.addModule(WORKLET_URL);
        worklet.catch(() => {}); // awaited below; a failure is handled there
      } catch (error) {
        reportError(error, { flow: 'voice search', problem: 'audio context' });
        return fail('microphone failed');
      }
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No media devices here', 'NotSupportedError');
        stream = await navigator.mediaDevices.getUserMedia({
          audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
        });
      } catch (error) {
        if (stopped || failed) return;
        const failure = microphoneFailure(error);
        // The usual refusals are reported by the flow; anything else with the browser's own error.
        if (failure === 'microphone failed') reportError(error, { flow: 'voice search', problem: 'getUserMedia' });
        return fail(failure);
      }
      if (stopped) return releaseMicrophone();
      // Unplugged, or taken away by the system: the track ends.
      stream.getAudioTracks()[0]?.addEventListener('ended', () => fail('microphone lost'));
      try {
        await worklet;
        if (stopped || !audio) return releaseMicrophone();
        node = new AudioWorkletNode(audio, 'pcm-capture', {
          numberOfOutputs: 0,
          processorOptions: { targetRate: TARGET_RATE, frameSamples: FRAME_SAMPLES },
        });
        node.port.onmessage = ({ data }: MessageEvent<WorkletMessage>) => {
          if (data.pcm.byteLength > 0) send(data.pcm);
          if (data.last) {
            send(JSON.stringify({ type: 'end' }));
            releaseMicrophone();
          } else sendBack({ type: 'voice.level', level: data.level });
        };
        source = audio.createMediaStreamSource(stream);
        source.connect(node);
        await audio.resume();
      } catch (error) {
        // Stopped or failed meanwhile (the connection was refused while the worklet loaded):
        // closing the audio context aborted the load, which is no failure of its own.
        if (stopped || failed) return releaseMicrophone();
        reportError(error, { flow: 'voice search', problem: 'audio worklet' });
        return fail('microphone failed');
      }
      micReady = true;
      ready();
    })();

    receive((command) => {
      if (command.type !== 'capture.end' || ending) return;
      ending = true;
      // The worklet sends what it holds, marked last; then the end message goes and the microphone stops.
      if (node) node.port.postMessage('flush');
      else {
        send(JSON.stringify({ type: 'end' }));
        releaseMicrophone();
      }
    });

    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      releaseMicrophone();
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000, 'closed');
    };
  };
}
