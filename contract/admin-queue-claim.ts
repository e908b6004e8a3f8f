import * as z from 'zod/mini';

/**
 * The moderation queue's item kinds and an ADMIN_QUEUE server event's `claim` (push only, to the
 * other administrators): an item and who holds it now (null: let go). Part of the ADMIN_QUEUE
 * event's shape (contract/realtime.ts), parsed with it where the event enters the app
 * (src/realtime/eventSource.ts). A module of its own, re-exported by contract/admin-feed.ts, so
 * that the event stream's schemas do not bring the whole moderation contract (and the community's
 * and the administration's with it) into every signed-in page (issue #59).
 */
export const QUEUE_TARGETS = ['POST', 'COMMENT'] as const;
export type QueueTarget = (typeof QUEUE_TARGETS)[number];

export const queuePerson = z.object({ user_id: z.int(), user_name: z.string(), display_name: z.string() });

export const queueClaim = z.object({
  target_type: z.enum(QUEUE_TARGETS),
  target_id: z.int(),
  claimed_by: z.nullable(queuePerson),
});
export type QueueClaim = z.infer<typeof queueClaim>;
