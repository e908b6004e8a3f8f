import type { KyInstance } from 'ky';
import * as contract from '../../contract/notifications';
import { LIMITS } from '../../machines/domain/constants';
import type { NotificationPage } from '../../machines/notificationsPage/notificationsPage.machine';
import { call } from './call';
import { serviceCall } from './http';

const SERVICE = 'notifications';

/** The notification list and bell (contract/notifications.ts). */
export function createNotifications(http: KyInstance) {
  return {
    async bellCount(userId: number): Promise<number> {
      return serviceCall(SERVICE, 'bellCount', async () => {
        const body = await call(http, contract.bellCount, { params: { userId } });
        return body.result_map.notification_not_seen_count;
      });
    },
    /** SPEC §7: POST /get?page&size=10&sortField=notification_ts, newest first. */
    async list(userId: number, page: number): Promise<NotificationPage> {
      return serviceCall(SERVICE, 'list', async () => {
        const { data } = await call(http, contract.list, {
          query: { page, size: LIMITS.notificationPageSize, sortField: 'notification_ts' },
          body: { user_id: userId },
        });
        return { items: data.data, total: data.total };
      });
    },
    async markRead(id: number): Promise<void> {
      await serviceCall(SERVICE, 'markRead', () => call(http, contract.markRead, { params: { id } }));
    },
    async deleteOne(id: number): Promise<void> {
      await serviceCall(SERVICE, 'deleteOne', () => call(http, contract.deleteOne, { params: { id } }));
    },
    async deleteAll(userId: number): Promise<void> {
      await serviceCall(SERVICE, 'deleteAll', () => call(http, contract.deleteAll, { params: { userId } }));
    },
    async markAllSeen(userId: number): Promise<void> {
      await serviceCall(SERVICE, 'markAllSeen', () => call(http, contract.markAllSeen, { params: { userId } }));
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
