import * as z from 'zod/mini';

/** A chat message as the chat server sends it (SPEC §7), on the socket and in pages. */
export const chatMessageSchema = z.object({
  id: z.int(),
  chat_id: z.int(),
  sender_id: z.int(),
  sender_user_name: z.optional(z.string()),
  sender_name: z.optional(z.string()),
  body: z.string(),
  sent_at: z.string(),
  client_id: z._default(z.nullable(z.string()), null),
  attachment: z._default(
    z.nullable(z.object({ id: z.int(), file_name: z.string(), content_type: z.string(), size: z.int() })),
    null,
  ),
  read_count: z.optional(z.int()),
});
