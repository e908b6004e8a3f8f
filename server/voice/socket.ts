import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import * as z from 'zod/mini';
import { voiceToServer } from '../../contract/voice';
import type { LiveTokenVerifier } from '../http/auth';
import type { FaultRegistry } from '../http/faults';
import { sleep } from '../http/faults';
import type { LiveConnections, LiveToken } from '../realtime/live-connections';
import { AsyncQueue, SAMPLE_RATE, type SpeechEngine } from './engine';
import { VOICE_LIMITS, VoiceTurns, type VoiceLimits } from './turns';

/**
 * Largest voice message accepted. 100 ms of 16 kHz 16-bit mono audio is 3.2 kB; 64 kB leaves
 * room for any sane chunking. A larger message closes that connection with 1009 (message too
 * big): `ws` reports it as an `error` on the socket, which must be handled per connection or
 * it becomes an uncaught exception that takes the whole process down.
 */
export const VOICE_MAX_PAYLOAD = 64 * 1024;

/** One utterance is at most this long; then it ends as if the person had stopped (docs/VOICE.md). */
export const VOICE_MAX_AUDIO_MS = 30_000;

/** The close codes of the voice protocol (docs/VOICE.md). */
export const VOICE_CLOSE = {
  done: 1000,
  invalidFrame: 1007,
  tokenExpired: 1008,
  recognizerFailed: 1011,
  /** The audio stopped, or fell behind the clock, by `idleMs` (an application code: no standard one means this). */
  idle: 4000,
} as const;

/** The only text frame a client sends: it has finished speaking (contract/voice.ts). */
const EndMessage = voiceToServer.schema;

export interface VoiceServer {
  wss: WebSocketServer;
  turns: VoiceTurns;
}

/**
 * One utterance per socket. It asks for a recogniser turn with its first audio frame (a socket
 * that sends nothing holds nothing) and holds it while audio flows at the pace it is spoken.
 * The turn ends with the final text, when the socket closes, or, closing it with 4000, after
 * `idleMs` without audio or once the audio has fallen `idleMs` behind the clock since the turn
 * began (a frame now and then would hold a recogniser as surely as none). Beyond the pool or
 * the account's share the socket waits, and is told: `{"type":"queued","position":n}`
 * whenever its place changes, then `{"type":"listening"}` when its turn begins. Audio sent
 * while waiting is not kept: the person is asked to wait, and speaks once told they are heard.
 */
export function createVoiceServer(live: LiveConnections, engine: SpeechEngine, limits: VoiceLimits = VOICE_LIMITS): VoiceServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: VOICE_MAX_PAYLOAD });
  const turns = new VoiceTurns(limits);
  wss.on('connection', (ws: WebSocket, _req: IncomingMessage, token: LiveToken) => {
    const audio = new AsyncQueue<Int16Array>();
    const utterance = new AbortController();
    let samples = 0;
    let turn: 'none' | 'waiting' | 'running' | 'over' = 'none';
    let leaveTurn = () => {};
    let idle: NodeJS.Timeout | undefined;
    let turnBegan = 0;
    const send = (message: object) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const close = (code: number, reason: string) => {
      audio.end();
      if (ws.readyState === ws.OPEN) ws.close(code, reason);
    };
    /** No more audio for this utterance: the recogniser settles the final text. */
    const endAudio = () => {
      clearTimeout(idle);
      audio.end();
    };
    // 1008 (policy): the token it was opened with has ended.
    const release = live.add('voice', token, () => close(VOICE_CLOSE.tokenExpired, 'token expired'));
    // A malformed frame or an oversized message ends this connection only (ws has already
    // sent the close code: 1002 protocol error or 1009 too big).
    ws.on('error', () => ws.terminate());
    // The turn goes back at once; the recogniser itself is freed as the abort reaches it.
    ws.on('close', () => {
      release();
      endAudio();
      utterance.abort();
      leaveTurn();
    });

    const transcribe = async () => {
      try {
        for await (const fragment of engine.transcribe(audio, utterance.signal)) {
          if (ws.readyState !== ws.OPEN) break;
          ws.send(JSON.stringify(fragment));
          if (fragment.type === 'final') close(VOICE_CLOSE.done, 'done');
        }
      } catch {
        close(VOICE_CLOSE.recognizerFailed, 'recogniser failed');
      } finally {
        turn = 'over';
        endAudio();
        leaveTurn();
      }
    };

    const askForTurn = () => {
      turn = 'waiting';
      let waited = false;
      leaveTurn = turns.request(token.userId, {
        onWaiting: (position) => {
          waited = true;
          send({ type: 'queued', position });
        },
        onTurn: () => {
          turn = 'running';
          if (waited) send({ type: 'listening' });
          turnBegan = Date.now();
          void transcribe();
        },
      });
    };

    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.toString('utf8'));
        } catch {
          parsed = null;
        }
        if (!z.safeParse(EndMessage, parsed).success) return close(VOICE_CLOSE.invalidFrame, 'expected {"type":"end"}');
        if (turn === 'running') return endAudio();
        if (turn === 'over') return;
        // Nothing was decoded (no audio yet, or still in line): nothing was heard.
        turn = 'over';
        leaveTurn();
        send({ type: 'final', text: '' });
        return close(VOICE_CLOSE.done, 'done');
      }
      // 16-bit samples: an odd byte count is not audio this protocol carries.
      if (data.length % 2 !== 0) return close(VOICE_CLOSE.invalidFrame, 'expected 16-bit PCM');
      if (turn === 'over' || audio.isEnded) return;
      clearTimeout(idle);
      idle = setTimeout(() => close(VOICE_CLOSE.idle, 'no audio'), limits.idleMs);
      if (turn === 'none') askForTurn();
      if (turn !== 'running') return;
      const pcm = new Int16Array(data.length / 2);
      for (let i = 0; i < pcm.length; i += 1) pcm[i] = data.readInt16LE(i * 2);
      samples += pcm.length;
      const heardMs = (samples / SAMPLE_RATE) * 1000;
      if (Date.now() - turnBegan - heardMs > limits.idleMs) return close(VOICE_CLOSE.idle, 'audio too slow');
      audio.push(pcm);
      if (heardMs >= VOICE_MAX_AUDIO_MS) endAudio();
    });
  });
  return { wss, turns };
}

function refuse(socket: Duplex, status: 401 | 403 | 429, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export interface VoiceUpgradeOptions {
  verify: LiveTokenVerifier;
  live: LiveConnections;
  allowedOrigins: readonly string[];
  faults?: FaultRegistry | undefined;
}

/**
 * Upgrade for the voice path. Before upgrading, the request must come from an allowed
 * `Origin` (a browser always sends one on a WebSocket; any web page could otherwise open the
 * microphone stream with the person's cookies) and carry a valid access token in the query
 * string (`access_token`, as the event stream). Dev faults: a status refuses it, dropStream cuts it.
 */
export async function upgradeVoice(
  voice: VoiceServer,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  options: VoiceUpgradeOptions,
): Promise<void> {
  // Errors on the raw socket before the upgrade completes (a reset, garbage) end it alone.
  socket.on('error', () => socket.destroy());
  const url = new URL(req.url ?? '/', 'http://localhost');
  const origin = req.headers.origin;
  if (origin !== undefined && !options.allowedOrigins.includes(origin)) return refuse(socket, 403, 'Forbidden');
  const token = url.searchParams.get('access_token');
  const opened = token ? await options.verify(token) : undefined;
  if (!opened) return refuse(socket, 401, 'Unauthorized');
  if (options.live.full(opened.userId, 'voice')) return refuse(socket, 429, 'Too Many Connections');

  const fault = options.faults?.take('GET', url.pathname);
  if (fault?.delayMs) await sleep(fault.delayMs);
  if (fault?.status && !fault.dropStream) {
    socket.end(`HTTP/1.1 ${fault.status} Injected Fault\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    return;
  }
  voice.wss.handleUpgrade(req, socket, head, (ws) => {
    if (fault?.dropStream) {
      ws.on('error', () => ws.terminate());
      ws.terminate();
      return;
    }
    voice.wss.emit('connection', ws, req, opened);
  });
}
