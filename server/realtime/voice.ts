import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import type { LiveTokenVerifier } from '../api/auth';
import type { FaultRegistry } from '../dev/faults';
import { sleep } from '../dev/faults';
import type { LiveConnections, LiveToken } from './live-connections';
import { AsyncQueue, SAMPLE_RATE, type SpeechEngine } from '../voice/engine';

/**
 * Largest voice message accepted. 100 ms of 16 kHz 16-bit mono audio is 3.2 kB; 64 kB leaves
 * room for any sane chunking. A larger message closes that connection with 1009 (message too
 * big): `ws` reports it as an `error` on the socket, which must be handled per connection or
 * it becomes an uncaught exception that takes the whole process down.
 */
export const VOICE_MAX_PAYLOAD = 64 * 1024;

/** One utterance is at most this long; then it ends as if the person had stopped (README). */
export const VOICE_MAX_AUDIO_MS = 30_000;

/** The close codes of the voice protocol (README, "Voice search"). */
export const VOICE_CLOSE = {
  done: 1000,
  invalidFrame: 1007,
  tokenExpired: 1008,
  recognizerFailed: 1011,
} as const;

/** The only text frame a client sends: it has finished speaking. */
const EndMessage = z.object({ type: z.literal('end') }).strict();

export interface VoiceServer {
  wss: WebSocketServer;
}

export function createVoiceServer(live: LiveConnections, engine: SpeechEngine): VoiceServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: VOICE_MAX_PAYLOAD });
  wss.on('connection', (ws: WebSocket, _req: IncomingMessage, token: LiveToken) => {
    const audio = new AsyncQueue<Int16Array>();
    const utterance = new AbortController();
    let samples = 0;
    const close = (code: number, reason: string) => {
      audio.end();
      if (ws.readyState === ws.OPEN) ws.close(code, reason);
    };
    // 1008 (policy): the token it was opened with has ended.
    const release = live.add('voice', token, () => close(VOICE_CLOSE.tokenExpired, 'token expired'));
    // A malformed frame or an oversized message ends this connection only (ws has already
    // sent the close code: 1002 protocol error or 1009 too big).
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      release();
      audio.end();
      utterance.abort();
    });
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.toString('utf8'));
        } catch {
          parsed = null;
        }
        if (!EndMessage.safeParse(parsed).success) return close(VOICE_CLOSE.invalidFrame, 'expected {"type":"end"}');
        return audio.end();
      }
      // 16-bit samples: an odd byte count is not audio this protocol carries.
      if (data.length % 2 !== 0) return close(VOICE_CLOSE.invalidFrame, 'expected 16-bit PCM');
      const pcm = new Int16Array(data.length / 2);
      for (let i = 0; i < pcm.length; i += 1) pcm[i] = data.readInt16LE(i * 2);
      samples += pcm.length;
      audio.push(pcm);
      if ((samples / SAMPLE_RATE) * 1000 >= VOICE_MAX_AUDIO_MS) audio.end();
    });

    void (async () => {
      try {
        for await (const fragment of engine.transcribe(audio, utterance.signal)) {
          if (ws.readyState !== ws.OPEN) break;
          ws.send(JSON.stringify(fragment));
          if (fragment.type === 'final') close(VOICE_CLOSE.done, 'done');
        }
      } catch {
        close(VOICE_CLOSE.recognizerFailed, 'recogniser failed');
      }
    })();
  });
  return { wss };
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
