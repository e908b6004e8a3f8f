import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FaultRegistry } from '../dev/faults';
import { sleep } from '../dev/faults';

// Placeholder transcript until the voice issue: one word per ~5 audio chunks (500 ms).
const WORDS = ['speech', 'therapy', 'near', 'me'];
const CHUNKS_PER_WORD = 5;

export function createVoiceServer(): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  wss.on('connection', (ws: WebSocket) => {
    let chunks = 0;
    let words = 0;
    ws.on('message', () => {
      chunks += 1;
      if (chunks % CHUNKS_PER_WORD === 0 && words < WORDS.length) {
        ws.send(`${words === 0 ? '' : ' '}${WORDS[words]}`);
        words += 1;
      }
    });
  });
  return wss;
}

/** Upgrade for the voice path, with dev faults: a status refuses it, dropStream cuts it. */
export async function upgradeVoice(
  wss: WebSocketServer, req: IncomingMessage, socket: Duplex, head: Buffer, faults: FaultRegistry | undefined,
): Promise<void> {
  const fault = faults?.take('GET', (req.url ?? '').split('?')[0] ?? '');
  if (fault?.delayMs) await sleep(fault.delayMs);
  if (fault?.status && !fault.dropStream) {
    socket.end(`HTTP/1.1 ${fault.status} Injected Fault\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    return;
  }
  wss.handleUpgrade(req, socket, head, (ws) => {
    if (fault?.dropStream) {
      ws.terminate();
      return;
    }
    wss.emit('connection', ws, req);
  });
}
