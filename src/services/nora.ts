import type { KyInstance } from 'ky';
import * as contract from '../../contract/nora';
import { call } from './call';
import { serviceCall } from './http';
import { refusalIn } from './refusal';

/*
 * Ask Nora (contract/nora.ts): the question's answer as a stream of parsed events, the mode and
 * the person's conversations. Loaded with /prompt only (deps.api().nora()).
 */

const SERVICE = 'nora';

/** The SSE frames of a body, one `data:` JSON each, parsed with the contract's schema. */
async function* framesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<contract.StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const data = frame
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        if (data) yield contract.answerEvent.schema.parse(JSON.parse(data));
      }
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

export function createNora(http: KyInstance) {
  return {
    /**
     * Asks, and yields the answer's events as they arrive. A refusal (429: still answering, 404:
     * no such conversation) is yielded as an error event with the server's words; an outage is
     * reported and thrown. Aborting the signal releases the stream.
     */
    async *ask(
      input: { question: string; conversationId: number | null },
      signal: AbortSignal,
    ): AsyncGenerator<contract.StreamEvent> {
      let response: Response;
      try {
        response = await call(http, contract.ask, {
          body: { question: input.question, ...(input.conversationId ? { conversation_id: input.conversationId } : {}) },
          signal,
        });
      } catch (error) {
        const refusal = await refusalIn(error);
        if (refusal) {
          yield { type: 'error', message: refusal.message };
          return;
        }
        // Reported once, then thrown: the page says Nora could not be reached.
        return serviceCall(SERVICE, 'ask', () => Promise.reject(error as Error));
      }
      if (!response.body) throw new Error('the answer has no body');
      yield* framesOf(response.body);
    },
    async home(signal?: AbortSignal) {
      return serviceCall(SERVICE, 'home', async () => {
        const [list, mode] = await Promise.all([
          call(http, contract.conversations, signal ? { signal } : {}),
          call(http, contract.mode, signal ? { signal } : {}),
        ]);
        return { conversations: list.data, mode: mode.data.mode, model: mode.data.model };
      });
    },
    async conversation(id: number, signal?: AbortSignal) {
      return serviceCall(SERVICE, 'conversation', async () => {
        const { data } = await call(http, contract.conversation, { params: { id }, ...(signal ? { signal } : {}) });
        return { id: data.id, turns: data.turns };
      });
    },
    async rename(id: number, title: string) {
      return serviceCall(
        SERVICE,
        'rename',
        async () => (await call(http, contract.rename, { params: { id }, body: { title } })).data,
      );
    },
    async remove(id: number) {
      await serviceCall(SERVICE, 'remove', () => call(http, contract.remove, { params: { id } }));
    },
  };
}
export type NoraService = ReturnType<typeof createNora>;
