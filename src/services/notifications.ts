import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import { serviceCall } from './http';
import { count } from './schemas';

const SERVICE = 'notifications';
const PREFIX = 'api/user-audit/user-notification';

export function createNotifications(http: KyInstance) {
  return {
    async bellCount(userId: number): Promise<number> {
      return serviceCall(SERVICE, 'bellCount', async () => {
        const body = await http.get(`${PREFIX}/bell-count/user/${userId}`).json();
        return z.object({ result_map: z.object({ notification_not_seen_count: count }) }).parse(body).result_map
          .notification_not_seen_count;
      });
    },
    async markAllSeen(userId: number): Promise<void> {
      await serviceCall(SERVICE, 'markAllSeen', () => http.post(`${PREFIX}/mark-seen/user/${userId}`).json());
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
