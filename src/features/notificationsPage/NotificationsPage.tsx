// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useSelector } from '@xstate/react';
import { bookingNoticeText } from '../../../machines/domain/bookingNotice';
import { notificationKindLabel } from '../../../machines/domain/notifications';
import { PRODUCT_LOCALE, viewerZone } from '../../../machines/domain/time';
import type { NotificationItem, NotificationsPageActorRef } from '../../../machines/notificationsPage/notificationsPage.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { useNotificationsPageLogic } from './wiring';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';

/** When it came, in the reader's zone and the product's clock (issue #28 item 3). */
const dateTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat(PRODUCT_LOCALE, {
    timeZone: zone,
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** /notification: asks the feature's owner for the page's flow, which lives as long as the page. */
export function NotificationsPage({ userId }: { userId: number }) {
  const page = usePageFlow('notificationsPage', 'notificationsPage/list', useNotificationsPageLogic(), { userId });
  return page ? <NotificationsList page={page} /> : null;
}

function NotificationsList({ page }: { page: NotificationsPageActorRef }) {
  const s = useSelector(page, (snapshot) => snapshot);
  const { items, total, error } = s.context;
  const busy = s.hasTag('busy');

  return (
    <div className={PAGE_COLUMN}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Notifications</h1>
        {s.hasTag('has items') ? (
          <Button variant="secondary" onClick={() => page.send({ type: 'all.delete' })} disabled={busy}>
            Delete all
          </Button>
        ) : null}
      </div>

      {s.hasTag('confirming') ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-title"
          aria-describedby="confirm-text"
          className="mt-4 rounded-[var(--radius)] border border-orange-300 bg-orange-50 p-4 dark:border-orange-700 dark:bg-orange-950"
        >
          <h2 id="confirm-title" className="font-semibold">
            Delete all notifications?
          </h2>
          <p id="confirm-text" className="mt-1 text-sm">
            All {total} notifications will be removed. This cannot be undone.
          </p>
          <div className="mt-3 flex gap-2">
            <Button onClick={() => page.send({ type: 'all.confirm' })} autoFocus>
              Delete all
            </Button>
            <Button variant="ghost" onClick={() => page.send({ type: 'all.cancel' })}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}

      {error ? (
        <p role="alert" className="mt-4 rounded-[var(--radius)] bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          {error}
        </p>
      ) : null}

      {s.hasTag('loading') ? (
        <div className="mt-6">
          <Spinner label="Loading notifications…" />
        </div>
      ) : s.hasTag('error') ? (
        <LoadFailed
          what="Your notifications could not be loaded."
          className="mt-6"
          onRetry={() => page.send({ type: 'list.retry' })}
        />
      ) : s.hasTag('empty') ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300" data-testid="notifications-empty">
          You have no notifications.
        </p>
      ) : (
        <>
          <ul
            className="mt-6 divide-y divide-slate-200 rounded-[var(--radius)] bg-white dark:divide-slate-800 dark:bg-slate-900"
            aria-busy={busy}
            data-testid="notification-list"
          >
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                disabled={busy}
                onOpen={() => page.send({ type: 'item.open', id: item.id })}
                onDelete={() => page.send({ type: 'item.delete', id: item.id })}
              />
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            Showing {items.length} of {total}
          </p>
          {items.length < total ? (
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() => page.send({ type: 'list.loadMore' })}
              disabled={s.hasTag('loading more')}
            >
              {s.hasTag('loading more') ? 'Loading…' : 'Load more'}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

function NotificationRow({
  item,
  disabled,
  onOpen,
  onDelete,
}: {
  item: NotificationItem;
  disabled: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const system = item.notification_from === 'SYSADMIN';
  // The sender by SPEC §6's display name, named once, in the text (issue #63.6); the line under it
  // says what kind of notice it is.
  const sender = system ? null : (item.notification_display_name ?? item.notification_username);
  const kind = system ? 'NeuroHealth Care' : notificationKindLabel(item.type);
  // A booking notice is written from its instant in the reader's zone; others as the server wrote them.
  const text = bookingNoticeText(item, { name: sender }) ?? item.notification_text;
  return (
    <li className="flex items-start gap-3 p-4" data-read={item.is_read} data-testid="notification-item">
      <Avatar src={item.user_image_url} name={sender ?? kind} size={36} />
      <button type="button" onClick={onOpen} disabled={disabled} className="focus-ring min-w-0 flex-1 rounded text-start">
        <span className={`block text-sm ${item.is_read ? '' : 'font-semibold'}`}>
          {item.is_read ? null : <span className="sr-only">Unread: </span>}
          <span data-testid="notification-text">{text}</span>
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {kind} · <time dateTime={item.notification_ts}>{dateTime(item.notification_ts, viewerZone(item.timezone))}</time>
        </span>
      </button>
      <Button variant="ghost" onClick={onDelete} disabled={disabled} aria-label={`Delete notification: ${text}`}>
        Delete
      </Button>
    </li>
  );
}
