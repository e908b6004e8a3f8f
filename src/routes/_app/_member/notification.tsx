import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/notificationsPage/NotificationsPage';
import { useSession } from '../../../features/auth/useSession';

export const Route = createFileRoute('/_app/_member/notification')({
  head: () => ({ meta: [{ title: 'Notifications · NeuroHealth Care' }] }),
  component: NotificationRoute,
});

function NotificationRoute() {
  const { user } = useSession();
  return user ? <NotificationsPage userId={user.user_id} /> : null;
}
