import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import { serviceCall } from './http';
import { count } from './schemas';
import { LIMITS } from '../../machines/domain/constants';
import type { NotificationPage } from '../../machines/notificationsPage/notificationsPage.machine';

const idLike = z.nullable(z.union([z.string(), z.number()]));
const listItem = z.object({
  id: z.int(),
  type: z.enum(['Invitation', 'Chat', 'Post', 'Concierge', 'Follow Request', 'COMMUNITY', 'MEETING_ENDED']),
  sub_type: z._default(z.nullable(z.enum(['Post created', 'Comment', 'Upvote', 'Session Reminder', 'Badge'])), null),
  notification_text: z._default(z.string(), ''),
  notification_from: z._default(z.nullable(z.string()), null),
  notification_username: z._default(z.nullable(z.string()), null),
  user_image_url: z._default(z.nullable(z.string()), null),
  post_id: z._default(idLike, null),
  community_id: z._default(idLike, null),
  notification_ts: z.string(),
  is_read: z._default(z.boolean(), false),
  // A booking notice's session (issue #28 item 3): the page writes its time in the reader's zone.
  starts_at: z._default(z.nullable(z.string()), null),
  booking_change: z._default(z.nullable(z.enum(['booked', 'moved', 'cancelled'])), null),
  timezone: z._default(z.nullable(z.string()), null),
});
const listResponse = z.object({ data: z.object({ data: z.array(listItem), total: count }) });

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
    /** SPEC §7: POST /get?page&size=10&sortField=notification_ts, newest first. */
    async list(userId: number, page: number): Promise<NotificationPage> {
      return serviceCall(SERVICE, 'list', async () => {
        const body = await http
          .post(`${PREFIX}/get`, {
            searchParams: { page, size: LIMITS.notificationPageSize, sortField: 'notification_ts' },
            json: { user_id: userId },
          })
          .json();
        const { data } = listResponse.parse(body);
        return { items: data.data, total: data.total };
      });
    },
    async markRead(id: number): Promise<void> {
      await serviceCall(SERVICE, 'markRead', () => http.post(`${PREFIX}/mark-read/id/${id}`).json());
    },
    async deleteOne(id: number): Promise<void> {
      await serviceCall(SERVICE, 'deleteOne', () => http.delete(`${PREFIX}/delete/id/${id}`).json());
    },
    async deleteAll(userId: number): Promise<void> {
      await serviceCall(SERVICE, 'deleteAll', () => http.delete(`${PREFIX}/delete/user/${userId}`).json());
    },
    async markAllSeen(userId: number): Promise<void> {
      await serviceCall(SERVICE, 'markAllSeen', () => http.post(`${PREFIX}/mark-seen/user/${userId}`).json());
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
