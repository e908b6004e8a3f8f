import { Link } from '@tanstack/react-router';
import { useSystemSelector } from '../../system/context';
import { CountBadge } from '../../ui/Badge';
import { Icon, type IconName } from '../../ui/icons';
import { formatBadgeCount } from '../../../machines/domain/constants';
import type { CountName } from '../../../machines/counts/counts.machine';

const items: Array<{
  count: CountName;
  to: string;
  search?: Record<string, string | number>;
  icon: IconName;
  label: string;
  className?: string;
}> = [
  { count: 'unreadChats', to: '/people-chat', search: { t: 1 }, icon: 'chat', label: 'Messages' },
  { count: 'notifications', to: '/notification', icon: 'bell', label: 'Notifications' },
  // SPEC §2: connections are hidden on small screens.
  { count: 'pendingInvitations', to: '/connectpeople', icon: 'users', label: 'Connections', className: 'hidden sm:inline-flex' },
];

/** Messages, the bell and connections, each with its count from the counts actor. */
export function HeaderCounts() {
  const values = useSystemSelector('counts', (s) => s.context, undefined);
  return (
    <>
      {items.map((item) => {
        const value = values?.[item.count] ?? 0;
        return (
          <Link
            key={item.count}
            to={item.to}
            search={item.search}
            className={`focus-ring relative ${item.className ?? 'inline-flex'} h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`}
            aria-label={`${item.label}, ${formatBadgeCount(value)} new`}
            data-testid={`header-${item.count}`}
          >
            <Icon name={item.icon} />
            <CountBadge count={value} testId={`badge-${item.count}`} />
          </Link>
        );
      })}
    </>
  );
}
