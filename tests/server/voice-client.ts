/** A voice WebSocket client for the server tests, speaking the committed test phrases (tests/fixtures/voice). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';

export const VOICE_PATH = '/public/voice-assistant/v1/voice-to-text/stream';
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/voice');
export const PHRASES = JSON.parse(readFileSync(path.join(FIXTURES, 'phrases.json'), 'utf8')) as Array<{
  file: string;
  transcript: string;
}>;

/** A WAV file's 16-bit samples (the header is the 44 bytes sox writes). */
export function samples(file: string): Int16Array {
  const wav = readFileSync(path.join(FIXTURES, file));
  return new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length - ((wav.length - 44) % 2)));
}

/** 100 ms frames (SPEC §9), as the browser sends them. */
export function* frames(pcm: Int16Array) {
  for (let i = 0; i < pcm.length; i += 1600) yield Buffer.from(pcm.slice(i, i + 1600).buffer);
}

/** One 100 ms frame of silence: what a microphone sends in a quiet room. */
export const SILENT_FRAME = Buffer.alloc(3200);

/**
 * Keeps a microphone on: silence at the pace it is spoken, however late the timer fires (each
 * tick sends the time since the last, up to 2 s), as a browser does. Returns the stop.
 */
export function keepTalking(ws: WebSocket, everyMs = 250): () => void {
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    const ms = Math.min(now - last, 2_000);
    last = now;
    ws.send(Buffer.alloc(Math.round(ms * 16) * 2));
  }, everyMs);
  return () => clearInterval(timer);
}

export type VoiceMessage = { type: string; text?: string; position?: number };

/** An open voice socket (`headers` sent with its upgrade): the messages it received, its close, and a wait for a message of a type. */
export async function openVoice(base: string, token: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${VOICE_PATH}?access_token=${encodeURIComponent(token)}`, { headers });
  const messages: VoiceMessage[] = [];
  const listeners = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as VoiceMessage);
    for (const listener of listeners) listener();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  /** The first message of `type` (already received, or the next one). */
  const next = (type: string) =>
    new Promise<VoiceMessage>((resolve) => {
      const check = () => {
        const found = messages.find((m) => m.type === type);
        if (!found) return;
        listeners.delete(check);
        resolve(found);
      };
      listeners.add(check);
      check();
    });
  /** Says a phrase: every frame of the file, then the end message; resolves with the final text and the close. */
  const say = async (file: string) => {
    for (const frame of frames(samples(file))) ws.send(frame);
    ws.send(JSON.stringify({ type: 'end' }));
    const close = await closed;
    return { final: messages.findLast((m) => m.type === 'final')?.text, close };
  };
  return { ws, messages, closed, next, say };
}
