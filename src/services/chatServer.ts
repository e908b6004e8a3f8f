import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import { serviceCall } from './http';
import { count } from './schemas';

const SERVICE = 'chatServer';
const PREFIX = 'api/chat-server/v2';

export function createChatServer(http: KyInstance) {
  return {
    async unreadCount(): Promise<number> {
      return serviceCall(SERVICE, 'unreadCount', async () => {
        const body = await http.get(`${PREFIX}/chat/unread/count`).json();
        return z.object({ unreadCount: count }).parse(body).unreadCount;
      });
    },
  };
}
export type ChatServer = ReturnType<typeof createChatServer>;
