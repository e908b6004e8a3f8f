import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import * as z from 'zod/mini';
import { voiceToServer } from '../../contract/voice';
import type { LiveTokenVerifier } from '../http/auth';
import { clientAddress, type ProxyTrust } from '../http/client-address';
import type { FaultRegistry } from '../http/faults';
import { sleep } from '../http/faults';
import type { LiveConnections, LiveToken } from '../realtime/live-connections';
import { AsyncQueue, SAMPLE_RATE, type SpeechEngine } from './engine';
import { VOICE_LIMITS, VoiceTurns, type VoiceLimits } from './turns';
import { WaitingAudio } from './waiting-audio';

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
  /** Said `end` while waiting, and waited `waitAfterEndMs` without a turn: try again later. */
  busy: 1013,
  /** The audio stopped, or fell behind the clock, by `idleMs` (an application code: no standard one means this). */
  idle: 4000,
} as const;

/** The only text frame a client sends: it has finished speaking (contract/voice.ts). */
const EndMessage = voiceToServer.schema;

export interface VoiceServer {
  wss: WebSocketServer;
  turns: VoiceTurns;
  /** Takes one of `address`'s open sockets; false when it has `socketsPerAddress` open already. */
  reserveAddress(address: string): boolean;
  /** Gives back one of `address`'s open sockets. */
  releaseAddress(address: string): void;
}

/** 16 kHz: samples in a millisecond of speech. */
const SAMPLES_PER_MS = SAMPLE_RATE / 1000;

/**
 * One utterance per socket. It asks for a recogniser turn with its first audio frame (a socket
 * that sends nothing holds nothing) and holds it while audio flows at the pace it is spoken.
 * The turn ends with the final text, when the socket closes, or, closing it with 4000, after
 * `idleMs` without audio or once the audio has fallen `idleMs` behind the clock since the turn
 * began (a frame now and then would hold a recogniser as surely as none). Beyond the pool, the
 * account's share or the address's, the socket waits, and is told: `{"type":"queued","position":n}`
 * whenever its place changes, then `{"type":"listening"}` when its turn begins. What it says
 * while waiting is kept, the latest `waitingAudioMs` of it (320 kB for 10 s) with the silence
 * around the words cut short (waiting-audio.ts), and transcribed when its turn begins (issue
 * #57.7: it was thrown away, and a person who spoke and said `end` in line got empty text); one
 * that has said `end` waits `waitAfterEndMs` at most, then is closed with 1013 (try again
 * later). In the turn, the recogniser starts with the first words (the silence before them cut
 * to its last 300 ms): a microphone sending only silence holds a turn but costs no decoding, and
 * an `end` (or the 30 s) after nothing but silence is answered with empty text at once, as one
 * before any audio.
 */
export function createVoiceServer(
  liveConnections: LiveConnections,
  engine: SpeechEngine,
  limits: VoiceLimits = VOICE_LIMITS,
): VoiceServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: VOICE_MAX_PAYLOAD });
  const turns = new VoiceTurns(limits);
  const openAt = new Map<string, number>();
  wss.on('connection', (ws: WebSocket, _req: IncomingMessage, token: LiveToken, address = '') => {
    const audio = new AsyncQueue<Int16Array>();
    const utterance = new AbortController();
    /** Samples of the utterance: those kept while waiting, then those heard in the turn. */
    let samples = 0;
    /** Samples heard since the turn began, for the pace it is spoken at. */
    let live = 0;
    let turn: 'none' | 'waiting' | 'running' | 'over' = 'none';
    let leaveTurn = () => {};
    let idle: NodeJS.Timeout | undefined;
    let turnBegan = 0;
    /**
     * What is said before the recogniser hears it (server/voice/waiting-audio.ts): while waiting,
     * and, in the turn, the silence before the first words (a recogniser starts with them: a
     * microphone that sends only silence costs none); and whether `end` came while waiting.
     */
    const kept = new WaitingAudio({ limitMs: limits.waitingAudioMs });
    let decoding = false;
    let endedWaiting = false;
    let waitAfterEnd: NodeJS.Timeout | undefined;
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
    const release = liveConnections.add('voice', token, () => close(VOICE_CLOSE.tokenExpired, 'token expired'));
    // A malformed frame or an oversized message ends this connection only (ws has already
    // sent the close code: 1002 protocol error or 1009 too big).
    ws.on('error', () => ws.terminate());
    // The turn goes back at once; the recogniser itself is freed as the abort reaches it.
    ws.on('close', () => {
      release();
      clearTimeout(waitAfterEnd);
      kept.take();
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

    /** Nothing was said: empty text at once, without a recogniser. */
    const nothingHeard = () => {
      turn = 'over';
      clearTimeout(idle);
      leaveTurn();
      send({ type: 'final', text: '' });
      close(VOICE_CLOSE.done, 'done');
    };

    /** In the turn, once words have come: what was kept goes to a recogniser first, then the rest as it comes. */
    const decode = () => {
      decoding = true;
      for (const pcm of kept.take()) audio.push(pcm);
      void transcribe();
    };

    const askForTurn = () => {
      turn = 'waiting';
      let waited = false;
      leaveTurn = turns.request(
        token.userId,
        {
          onWaiting: (position) => {
            waited = true;
            send({ type: 'queued', position });
          },
          onTurn: () => {
            turn = 'running';
            clearTimeout(waitAfterEnd);
            if (waited) send({ type: 'listening' });
            turnBegan = Date.now();
            // What was said while waiting goes to the recogniser first (silence alone waits for words).
            samples = kept.samples;
            if (!kept.spoken) return;
            decode();
            if (endedWaiting || samples >= VOICE_MAX_AUDIO_MS * SAMPLES_PER_MS) endAudio();
          },
        },
        address,
      );
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
        if (turn === 'running') return decoding ? endAudio() : nothingHeard();
        if (turn === 'over' || endedWaiting) return;
        if (turn === 'waiting' && kept.spoken) {
          // Said and done while in line: what was kept is transcribed when the turn begins.
          endedWaiting = true;
          clearTimeout(idle);
          waitAfterEnd = setTimeout(() => close(VOICE_CLOSE.busy, 'recognisers busy'), limits.waitAfterEndMs);
          return;
        }
        // No audio yet, or only silence while in line: nothing was heard.
        return nothingHeard();
      }
      // 16-bit samples: an odd byte count is not audio this protocol carries.
      if (data.length % 2 !== 0) return close(VOICE_CLOSE.invalidFrame, 'expected 16-bit PCM');
      if (turn === 'over' || audio.isEnded || endedWaiting) return;
      clearTimeout(idle);
      idle = setTimeout(() => close(VOICE_CLOSE.idle, 'no audio'), limits.idleMs);
      const pcm = new Int16Array(data.length / 2);
      for (let i = 0; i < pcm.length; i += 1) pcm[i] = data.readInt16LE(i * 2);
      if (turn === 'none') askForTurn();
      if (turn === 'waiting') return kept.push(pcm);
      samples += pcm.length;
      live += pcm.length;
      if (Date.now() - turnBegan - live / SAMPLES_PER_MS > limits.idleMs) return close(VOICE_CLOSE.idle, 'audio too slow');
      if (decoding) audio.push(pcm);
      else {
        kept.push(pcm);
        if (kept.spoken) decode();
      }
      if (samples >= VOICE_MAX_AUDIO_MS * SAMPLES_PER_MS) {
        if (!decoding) return nothingHeard();
        endAudio();
      }
    });
  });
  return {
    wss,
    turns,
    reserveAddress(address) {
      const open = openAt.get(address) ?? 0;
      if (open >= limits.socketsPerAddress) return false;
      openAt.set(address, open + 1);
      return true;
    },
    releaseAddress(address) {
      const left = (openAt.get(address) ?? 1) - 1;
      if (left > 0) openAt.set(address, left);
      else openAt.delete(address);
    },
  };
}

function refuse(socket: Duplex, status: 401 | 403 | 429, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export interface VoiceUpgradeOptions {
  verify: LiveTokenVerifier;
  /** Which peers are proxies whose X-Forwarded-For names the client (server/http/client-address.ts). */
  trust?: ProxyTrust | undefined;
  live: LiveConnections;
  allowedOrigins: readonly string[];
  faults?: FaultRegistry | undefined;
}

/**
 * Upgrade for the voice path. Before upgrading, the request must come from an allowed
 * `Origin` (a browser always sends one on a WebSocket; any web page could otherwise open the
 * microphone stream with the person's cookies) and carry a valid access token in the query
 * string (`access_token`, as the event stream), and its account and its address must each have
 * fewer voice sockets open than their bound (429). Dev faults: a status refuses it, dropStream cuts it.
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
  // One of the address's sockets, given back when this connection's socket closes, however it ends.
  const address = clientAddress(req, options.trust ?? (() => false));
  if (!voice.reserveAddress(address)) return refuse(socket, 429, 'Too Many Connections');
  if (socket.destroyed) return voice.releaseAddress(address);
  socket.once('close', () => voice.releaseAddress(address));

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
    voice.wss.emit('connection', ws, req, opened, address);
  });
}
