import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LiveTokenVerifier } from '../api/auth';
import type { FaultRegistry } from '../dev/faults';
import { sleep } from '../dev/faults';
import type { LiveConnections, LiveToken } from './live-connections';

// Placeholder transcript until the voice issue: one word per ~5 audio chunks (500 ms).
const WORDS = ['speech', 'therapy', 'near', 'me'];
const CHUNKS_PER_WORD = 5;

/**
 * Largest voice message accepted. 100 ms of 16 kHz 16-bit mono audio is 3.2 kB; 64 kB leaves
 * room for any sane chunking. A larger message closes that connection with 1009 (message too
 * big): `ws` reports it as an `error` on the socket, which must be handled per connection or
 * it becomes an uncaught exception that takes the whole process down.
 */
export const VOICE_MAX_PAYLOAD = 64 * 1024;

export interface VoiceServer {
  wss: WebSocketServer;
}

export function createVoiceServer(live: LiveConnections): VoiceServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: VOICE_MAX_PAYLOAD });
  wss.on('connection', (ws: WebSocket, _req: IncomingMessage, token: LiveToken) => {
    let chunks = 0;
    let words = 0;
    // 1008 (policy): the token it was opened with has ended.
    const release = live.add('voice', token, () => ws.close(1008, 'token expired'));
    // A malformed frame or an oversized message ends this connection only (ws has already
    // sent the close code: 1002 protocol error or 1009 too big).
    ws.on('error', () => ws.terminate());
    ws.on('close', release);
    ws.on('message', () => {
      chunks += 1;
      if (chunks % CHUNKS_PER_WORD === 0 && words < WORDS.length) {
        ws.send(`${words === 0 ? '' : ' '}${WORDS[words]}`);
        words += 1;
      }
    });
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
