import * as z from 'zod/mini';
import { message } from './endpoint';

/** Voice search's WebSocket (docs/VOICE.md): audio frames in, the text forming out. */

const CHANNEL = 'websocket /public/voice-assistant/v1/voice-to-text/stream';

/** What the server sends: the text forming, then the final text; and the place in line while every recogniser is taken. */
export const serverMessage = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['partial', 'final']), text: z.string().check(z.maxLength(2000)) }),
  z.object({ type: z.literal('queued'), position: z.int().check(z.minimum(1)) }),
  z.object({ type: z.literal('listening') }),
]);

/** The only text frame a client sends: it has finished speaking (binary frames carry the audio). */
export const endMessage = z.strictObject({ type: z.literal('end') });

export const voiceToClient = message({
  channel: CHANNEL,
  event: 'text frame',
  direction: 'to client',
  summary: 'partial and final text, queued with a position, listening.',
  schema: serverMessage,
});

export const voiceToServer = message({
  channel: CHANNEL,
  event: 'text frame',
  direction: 'to server',
  summary: '{ "type": "end" } once the person stops speaking.',
  schema: endMessage,
});
