import type { AnswerInput, Answerer } from './answerers';
import type { ModelConfig } from './settings';

/**
 * The model answerer: an OpenAI-compatible chat-completions endpoint, streamed. It is given only
 * the numbered passages and told to cite them; a citation of a number it was not given is
 * dropped as the text streams. No first words within the timeout, or a pause as long, is a
 * ModelFailure: the caller falls back to the library's answer and says so.
 */

export class ModelFailure extends Error {
  constructor(
    message: string,
    /** Whether the model had already said something (its words stay; the library's are not added). */
    readonly started: boolean,
  ) {
    super(message);
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

function prompt({ question, passages, history, caution, definition }: AnswerInput) {
  const numbered = passages.map((p, i) => `[${i + 1}] ${p.title} — ${p.heading}: ${p.sentences.join(' ') || p.quote}`).join('\n');
  return [
    {
      role: 'system',
      content:
        'You are Nora, the assistant of a care-coordination app for families in neurohealth. Answer only from the numbered passages below, ' +
        'in two to four plain sentences, and cite each fact with its passage number in square brackets, like [1]. ' +
        'If the passages do not answer, say so. Never give a diagnosis or a medication dose; suggest talking to a clinician instead.' +
        (caution ? ` Begin with: "${caution}"` : '') +
        (definition
          ? ' The question asks what something is: open with the definition in passage [1], then say what to do next.'
          : '') +
        `\n\nPassages:\n${numbered}`,
    },
    ...history.flatMap((t) => [
      { role: 'user', content: t.question },
      { role: 'assistant', content: t.answer },
    ]),
    { role: 'user', content: question },
  ];
}

/** Keeps [n] for 1..count and drops any other citation, holding back a "[1" until it closes. */
export function citationFilter(count: number) {
  let held = '';
  const clean = (text: string) =>
    text.replace(/\s?\[(\d+)\]/g, (whole, n: string) => (Number(n) >= 1 && Number(n) <= count ? whole : ''));
  return {
    push(chunk: string): string {
      const text = held + chunk;
      const open = /\s?\[\d*$/.exec(text);
      held = open ? open[0] : '';
      return clean(open ? text.slice(0, open.index) : text);
    },
    flush(): string {
      const rest = clean(held);
      held = '';
      return rest;
    },
  };
}

/** The content deltas of an OpenAI-style SSE body (`data: {...}` lines, `data: [DONE]`). */
async function* contentOf(body: ReadableStream<Uint8Array>, next: () => Promise<void>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const read = reader.read();
      await Promise.race([read, next()]);
      const { value, done } = await read;
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const data = line.startsWith('data:') ? line.slice(5).trim() : '';
        if (!data) continue;
        if (data === '[DONE]') return;
        const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
        const content = parsed.choices?.[0]?.delta?.content;
        if (content) yield content;
      }
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

export function modelAnswerer(config: ModelConfig): Answerer {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async *answer(input) {
      const controller = new AbortController();
      const stop = () => controller.abort();
      // Stopped before the model was asked (the retrieval before it takes a moment on PostgreSQL):
      // an 'abort' already fired never fires again, so the request would run to its timeout.
      if (input.signal.aborted) return;
      input.signal.addEventListener('abort', stop);
      let timer: NodeJS.Timeout | undefined;
      let timedOut = false;
      // Rejects when no words come within the timeout; rearmed after each chunk.
      const deadline = () =>
        new Promise<void>((_, reject) => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
            reject(new Error('timeout'));
          }, timeoutMs);
        });
      let started = false;
      try {
        const response = await Promise.race([
          fetch(`${config.baseUrl}/chat/completions`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'text/event-stream',
              ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
            },
            body: JSON.stringify({ model: config.model, stream: true, temperature: 0.2, messages: prompt(input) }),
            signal: controller.signal,
          }),
          deadline(),
        ]);
        if (!response || !response.ok || !response.body) throw new Error(`the model answered ${response?.status ?? 'nothing'}`);
        const filter = citationFilter(input.passages.length);
        for await (const chunk of contentOf(response.body, deadline)) {
          const text = filter.push(chunk);
          if (text) {
            started = true;
            yield text;
          }
        }
        const rest = filter.flush();
        if (rest) yield rest;
      } catch {
        if (input.signal.aborted) return;
        const why = timedOut ? 'did not answer in time' : 'could not be reached';
        throw new ModelFailure(why, started);
      } finally {
        clearTimeout(timer);
        input.signal.removeEventListener('abort', stop);
      }
    },
  };
}
