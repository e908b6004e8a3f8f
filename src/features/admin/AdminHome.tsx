import { displayName } from '../../../machines/domain/user';
import { useSession } from '../auth/useSession';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';

export function AdminHome() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Concierge administration</h1>
      <p className={`mt-2 ${READING_WIDTH} text-slate-700 dark:text-slate-300`}>
        Signed in as {displayName(user)}, administrator. The administration areas (feed, members, providers, questions and
        communities) are in the menu.
      </p>
      <p className="mt-4 max-w-3xl rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        The concierge administration tools are not available yet in this beta.
      </p>
    </div>
  );
}
