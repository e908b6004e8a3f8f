import { formatBadgeCount } from '../../machines/domain/constants';

/** A count on an icon. 0 shows nothing visible, but the accessible label always says the number. */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  return (
    <span
      data-testid={testId}
      data-count={count}
      aria-hidden="true"
      className={
        count > 0
          ? 'absolute -end-1 -top-1 min-w-5 rounded-full bg-orange-700 px-1 text-center text-[11px] leading-5 font-semibold text-white'
          : 'hidden'
      }
    >
      {formatBadgeCount(count)}
    </span>
  );
}
