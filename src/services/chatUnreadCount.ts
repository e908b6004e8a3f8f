import type { KyInstance } from 'ky';
import { unreadCount } from '../../contract/chat-unread';
import { call } from './call';
import { serviceCall } from './http';

/**
 * GET /chat/unread/count: the header's count, loaded with every signed-in page. It is the one
 * chat-server call the dashboard needs, so it lives apart from the rest (src/services/chatServer.ts,
 * which re-exports it and loads with /people-chat).
 */
export function createChatUnreadCount(http: KyInstance) {
  return {
    async unreadCount(): Promise<number> {
      return serviceCall('chatServer', 'unreadCount', async () => (await call(http, unreadCount)).unreadCount);
    },
  };
}
