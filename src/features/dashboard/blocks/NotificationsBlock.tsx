import { Block } from '../Block';
import { BLOCK_SPACE } from '../blockSpace';
import { useRecentNotificationsLogic } from '../wiring';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The newest notifications, their text as text, each with its time. */
export default function NotificationsBlock() {
  const logic = useRecentNotificationsLogic();
  return (
    <Block
      id="dashboard-notifications"
      space={BLOCK_SPACE.notifications}
      title="Recent notifications"
      logic={logic}
      empty="No notifications yet."
      failed="Couldn't load your notifications."
      onward={{ to: '/notification', label: 'All notifications' }}
    >
      {(items) => (
        <ul className="space-y-3">
          {items.map((n) => (
            <li key={n.id}>
              <span className={`block ${n.is_read ? '' : 'font-medium'}`}>{n.notification_text}</span>
              <time dateTime={n.notification_ts} className="text-sm text-slate-700 dark:text-slate-300">
                {when(n.notification_ts)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
