import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import { serviceCall } from './http';
import { count } from './schemas';

/**
 * GET /chat/unread/count: the header's count, loaded with every signed-in page. It is the one
 * chat-server call the dashboard needs, so it lives apart from the rest (src/services/chatServer.ts,
 * which re-exports it and loads with /people-chat).
 */
export function createChatUnreadCount(http: KyInstance) {
  return {
    async unreadCount(): Promise<number> {
      return serviceCall('chatServer', 'unreadCount', async () => {
        const body = await http.get('api/chat-server/v2/chat/unread/count').json();
        return z.object({ unreadCount: count }).parse(body).unreadCount;
      });
    },
  };
}
