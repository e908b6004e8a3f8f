import * as z from 'zod/mini';
import { endpoint, message, noContent, raw } from './endpoint';
import { id } from './fields';

/**
 * Ask Nora (SPEC §1 "AI assistant", §2 /prompt; issue #35): a question answered from the
 * product's own library (resource-hub articles, help articles) and the provider directory, as a
 * text/event-stream of the events below, and the person's own conversations.
 */

export const QUESTION_MAX = 500;
export const TITLE_MAX = 80;

/** Where an answer came from: the offline library (extractive) or the configured model. */
export const MODES = ['library', 'model'] as const;
export type Mode = (typeof MODES)[number];

/**
 * What a cited passage is: a resource-hub article's section, a help article's section, a provider,
 * or the provider-directory search an answer ran (its href opens /providers with those filters).
 */
export const SOURCE_KINDS = ['article', 'help', 'provider', 'directory'] as const;

export const source = z.object({
  /** The number the answer cites it by: [n]. */
  n: z.int().check(z.minimum(1)),
  kind: z.enum(SOURCE_KINDS),
  title: z.string(),
  /** The section's heading, or the provider's services and place. */
  heading: z.string(),
  /** Where it opens in the app: /resource-hub/<slug>#<section>, /caretools?…, /directory-item/<id>, /providers?…. */
  href: z.string(),
  /** The passage's words that match the question (plain text). */
  quote: z.string(),
});
export type Source = z.output<typeof source>;

/**
 * One event of an answer's stream, `event: <type>` with this JSON as its data. In order:
 * conversation, then crisis (only when the question has words of crisis), sources, any deltas,
 * and done, or error instead of done.
 */
export const streamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('conversation'), id: z.int(), title: z.string() }),
  z.object({ type: z.literal('crisis') }),
  z.object({ type: z.literal('sources'), sources: z.array(source) }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    mode: z.enum(MODES),
    /** False when nothing in the library answers: the page offers search, the directory and a concierge. */
    found: z.boolean(),
    /** Why the answer is not the model's though one is configured (an error or a timeout). */
    notice: z._default(z.nullable(z.string()), null),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type StreamEvent = z.output<typeof streamEvent>;

export const answerEvent = message({
  channel: 'sse POST /api/nora/v1/ask',
  event: 'conversation | crisis | sources | delta | done | error',
  direction: 'to client',
  summary: 'One event of an answer as it is produced (the SSE event name is its type).',
  schema: streamEvent,
});

const question = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'is required' }),
    z.maxLength(QUESTION_MAX, { error: `must be ${QUESTION_MAX} characters or fewer` }),
  );

export const ask = endpoint({
  method: 'POST',
  path: '/api/nora/v1/ask',
  summary:
    'Asks Nora; answers text/event-stream (conversation, crisis, sources, delta, done or error). Without conversation_id a new conversation of the caller’s starts.',
  body: z.object({ question, conversation_id: z.optional(id) }),
  response: raw('text/event-stream'),
  errors: { 404: 'no such conversation of the caller’s', 429: 'an answer of the caller’s is already streaming' },
  auth: 'bearer',
});

export const mode = endpoint({
  method: 'GET',
  path: '/api/nora/v1/mode',
  summary: 'Which answerer answers: the offline library, or the configured model (its name).',
  response: z.object({ data: z.object({ mode: z.enum(MODES), model: z._default(z.nullable(z.string()), null) }) }),
  auth: 'bearer',
});

export const conversationSummary = z.object({ id: z.int(), title: z.string(), updated_at: z.string() });
export type ConversationSummary = z.output<typeof conversationSummary>;

export const turn = z.object({
  question: z.string(),
  answer: z.string(),
  sources: z.array(source),
  crisis: z.boolean(),
  mode: z.enum(MODES),
  found: z.boolean(),
  notice: z._default(z.nullable(z.string()), null),
});
export type Turn = z.output<typeof turn>;

export const conversations = endpoint({
  method: 'GET',
  path: '/api/nora/v1/conversations',
  summary: 'The caller’s conversations with Nora, the latest first.',
  response: z.object({ data: z.array(conversationSummary) }),
  auth: 'bearer',
});

export const conversation = endpoint({
  method: 'GET',
  path: '/api/nora/v1/conversations/:id',
  summary: 'One of the caller’s conversations, its questions and answers in order.',
  params: z.object({ id }),
  response: z.object({ data: z.extend(conversationSummary, { turns: z.array(turn) }) }),
  errors: { 404: 'no such conversation of the caller’s' },
  auth: 'bearer',
});

export const rename = endpoint({
  method: 'PATCH',
  path: '/api/nora/v1/conversations/:id',
  summary: 'Renames one of the caller’s conversations.',
  params: z.object({ id }),
  body: z.object({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'is required' }),
        z.maxLength(TITLE_MAX, { error: `must be ${TITLE_MAX} characters or fewer` }),
      ),
  }),
  response: z.object({ data: conversationSummary }),
  errors: { 404: 'no such conversation of the caller’s' },
  auth: 'bearer',
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/api/nora/v1/conversations/:id',
  summary: 'Deletes one of the caller’s conversations with its questions and answers.',
  params: z.object({ id }),
  status: 204,
  response: noContent,
  errors: { 404: 'no such conversation of the caller’s' },
  auth: 'bearer',
});
