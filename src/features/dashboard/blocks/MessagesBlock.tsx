import { Link } from '@tanstack/react-router';
import { formatBadgeCount } from '../../../../machines/domain/constants';
import { useSystemSelector } from '../../../system/context';
import { BLOCK_SPACE } from '../blockSpace';
import { blockLink } from '../links';

/**
 * Unread messages and follow requests: the header's counts (the session's counts actor), which
 * SPEC §8 sets to 0 when they cannot be read, so this block never shows a failure of its own.
 */
export default function MessagesBlock() {
  const counts = useSystemSelector('counts', (s) => s.context, undefined);
  const loading = useSystemSelector('counts', (s) => s.hasTag('loading'), true);
  const unread = counts?.unreadChats ?? 0;
  const requests = counts?.pendingInvitations ?? 0;
  return (
    <section
      aria-labelledby="dashboard-messages-title"
      aria-busy={loading}
      className={`flex flex-col rounded-[var(--radius)] bg-white p-5 shadow-sm dark:bg-slate-900 ${BLOCK_SPACE.messages}`}
    >
      <h2 id="dashboard-messages-title" className="text-lg font-semibold">
        Messages
      </h2>
      <p className="mt-3 flex-1">
        {unread > 0 ? `${formatBadgeCount(unread)} unread ${unread === 1 ? 'message' : 'messages'}.` : 'No unread messages.'}
        {requests > 0 ? ` ${formatBadgeCount(requests)} follow ${requests === 1 ? 'request' : 'requests'} waiting for you.` : ''}
      </p>
      <p className="mt-4 flex flex-wrap gap-x-4">
        <Link to="/people-chat" search={{ t: 1 }} className={blockLink}>
          Open messages
        </Link>
        {requests > 0 ? (
          <Link to="/connectpeople" search={{ value: 3 }} className={blockLink}>
            Follow requests
          </Link>
        ) : null}
      </p>
    </section>
  );
}
