import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { count } from './fields';

/**
 * The chat server's unread count (contract/chat.ts has its other entries and re-exports this): the
 * header shows it on every signed-in page, so it is on its own, without the chat's other shapes.
 */

export const V2 = '/api/chat-server/v2';

export const unreadCount = endpoint({
  method: 'GET',
  path: `${V2}/chat/unread/count`,
  summary: 'Unread messages of the person, all conversations together (the header’s count).',
  response: z.object({ unreadCount: count }),
  auth: 'bearer',
});
