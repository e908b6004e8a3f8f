import { Link } from '@tanstack/react-router';
import { displayName } from '../../../machines/domain/user';
import { formatBadgeCount } from '../../../machines/domain/constants';
import { useSystemSelector } from '../../system/context';
import { useSession } from '../auth/useSession';
import { PAGE_COLUMN } from '../../ui/layout';

export function Dashboard() {
  const { user } = useSession();
  const values = useSystemSelector('counts', (s) => s.context, undefined);
  const loading = useSystemSelector('counts', (s) => s.hasTag('loading'), true);
  if (!user) return null;
  const cards = [
    { title: 'Notifications', value: values?.notifications ?? 0, to: '/notification', hint: 'new since your last visit' },
    { title: 'Messages', value: values?.unreadChats ?? 0, to: '/people-chat', hint: 'unread' },
    { title: 'Connection requests', value: values?.pendingInvitations ?? 0, to: '/connectpeople', hint: 'waiting for you' },
  ];
  return (
    <div className={PAGE_COLUMN}>
      {/* The server knows whether this is the account's first sign-in (issue #28.6). */}
      <h1 className="text-2xl font-semibold">{`${user.first_sign_in ? 'Welcome' : 'Welcome back'}, ${displayName(user)}`}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">Here is what is waiting for you today.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3" aria-busy={loading}>
        {cards.map((card) => (
          <li key={card.title}>
            <Link
              to={card.to}
              className="focus-ring block rounded-[var(--radius)] bg-white p-5 shadow-sm hover:shadow dark:bg-slate-900"
            >
              <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{card.title}</span>
              <span className="mt-2 block text-3xl font-semibold text-brand-700 dark:text-teal-200">
                {formatBadgeCount(card.value)}
              </span>
              <span className="text-sm text-slate-700 dark:text-slate-300">{card.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
