import type { AccessEntry } from '../../contract/accessLog';
import type { NotificationHub } from '../realtime/notification-hub';

/**
 * Tells the person their "Who saw my data" gained an entry (issue #62): a push-only PRIVACY event
 * with the entry, sent once the read's transaction (which wrote it) has committed. Losing the push
 * loses nothing: the entry is in the log, and the page reads the log when it opens.
 */
export async function announceAccess(hub: NotificationHub, subjectId: number, entry: AccessEntry | undefined): Promise<void> {
  if (!entry) return;
  await hub.publish(subjectId, {
    type: 'PRIVACY',
    notification: `${entry.reader.display_name} read ${entry.what}.`,
    privacy: { change: 'access logged', entry },
  });
}
