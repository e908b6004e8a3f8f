import { Link } from '@tanstack/react-router';
import type { Decision, QueueItem } from '../../../contract/admin-feed';
import { Button } from '../../ui/Button';
import { RichTextView } from '../notes/RichTextView';
import { formatTime } from './labels';

// A post's body is Lexical JSON, shown by the same read-only view as the community's (no editor loads).

const REASONS: Record<QueueItem['reports'][number]['reason'], string> = {
  SPAM: 'Spam',
  HARASSMENT: 'Harassment',
  MEDICAL_MISINFORMATION: 'Medical misinformation',
  OTHER: 'Other',
};
const HIDDEN = { REPORTED: 'Hidden by reports until reviewed', MODERATOR: 'Hidden by a moderator' } as const;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * One reported post or comment in the queue: its content (as text, or the post's rich text as the
 * community renders it), the reports with their reasons, its author's record, the claim, and the
 * decisions. It only renders what it is given and says what was pressed.
 */
export function FeedItem({
  item,
  selected,
  busy,
  onToggle,
  onClaim,
  onDecide,
}: {
  item: QueueItem;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onClaim: (claimed: boolean) => void;
  onDecide: (decision: Decision) => void;
}) {
  const what = item.target_type === 'POST' ? 'Post' : 'Comment';
  const heading = item.title ?? `Comment by ${item.author.display_name}`;
  const headingId = `queue-${item.target_type}-${item.target_id}`;
  const mine = item.claimed_by_me;
  const others = item.claimed_by !== null && !mine;
  const h = item.author_history;

  return (
    <li className="rounded border border-slate-300 p-4 dark:border-slate-600">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start gap-3">
          <input
            type="checkbox"
            className="focus-ring mt-1 size-5"
            checked={selected}
            disabled={others}
            aria-label={`Select ${what.toLowerCase()}: ${heading}`}
            onChange={onToggle}
          />
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-lg font-semibold break-words">
              {heading}
            </h2>
            <p className="text-sm">
              {what} by {item.author.display_name} ({item.author.user_name})
              {item.community && ` in ${item.community.community_name}`}, {formatTime(item.created_at)} ·{' '}
              <Link
                to="/community/$postId"
                params={{ postId: String(item.post_id) }}
                className="focus-ring text-brand-700 underline dark:text-teal-200"
              >
                Open the post
              </Link>
            </p>
            {item.hidden && <p className="mt-1 text-sm font-semibold">{HIDDEN[item.hidden]}</p>}
          </div>
        </div>

        <div className="mt-3 rounded bg-slate-50 p-3 dark:bg-slate-800">
          {item.target_type === 'POST' && item.body_json ? (
            <RichTextView body={item.body_json} label={`The reported post: ${heading}`} />
          ) : (
            <p className="whitespace-pre-wrap break-words">{item.text}</p>
          )}
        </div>

        <h3 className="mt-3 font-semibold">{plural(item.report_count, 'report')}</h3>
        <ul className="mt-1 list-disc ps-6 text-sm">
          {item.reports.map((r) => (
            <li key={`${r.reporter.user_id}`}>
              {REASONS[r.reason]} — {r.reporter.display_name}, {formatTime(r.created_at)}
              {r.details && <span className="block break-words">“{r.details}”</span>}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          The author so far: {plural(h.posts, 'post')}, {plural(h.comments, 'comment')}, {h.removed} removed,{' '}
          {plural(h.reported, 'report')} against them.
        </p>

        <div className="mt-3 flex flex-wrap items-center gap-2">
          {others ? (
            <p className="text-sm font-semibold">Claimed by {item.claimed_by!.display_name}</p>
          ) : mine ? (
            <>
              <p className="text-sm font-semibold">Claimed by you</p>
              <Button variant="ghost" disabled={busy} onClick={() => onClaim(false)}>
                Release
              </Button>
            </>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => onClaim(true)}>
              Claim
            </Button>
          )}
          <Button variant="secondary" disabled={busy || others} onClick={() => onDecide('approve')}>
            Approve
          </Button>
          <Button variant="secondary" disabled={busy || others} onClick={() => onDecide('remove')}>
            Remove
          </Button>
          <Button variant="ghost" disabled={busy || others} onClick={() => onDecide('ignore')}>
            Ignore reports
          </Button>
        </div>
      </article>
    </li>
  );
}
