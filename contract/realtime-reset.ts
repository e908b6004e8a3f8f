import * as z from 'zod/mini';
import { message } from './endpoint';
import { SSE_SUBSCRIBE_PATH } from './realtime';

/**
 * `reset` on the server-event stream (issue #39): the client's Last-Event-ID is older than what
 * the server still keeps (events past the outbox's retention are deleted), so some events it
 * missed are gone. Instead of a silent gap, the stream says so first; the client reads its counts
 * again, then carries on from the kept events and live ones.
 */
export const resetEvent = message({
  channel: `sse ${SSE_SUBSCRIBE_PATH}/:userId`,
  event: 'reset',
  direction: 'to client',
  summary: 'Events after the Last-Event-ID were pruned: read the counts again (the stream goes on after this).',
  schema: z.object({}),
});
