import '../../app.css';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FeedbackItem } from '../../../contract/feedback';
import type { Page } from '../../../machines/admin/pagedList.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { LoadFailed } from '../../ui/LoadFailed';
import { PAGE_COLUMN } from '../../ui/layout';
import { Spinner } from '../../ui/Spinner';
import { formatTime } from './labels';
import { Pager } from './Pager';
import { useFeedbackListLogic, type FeedbackListActorRef } from './feedbackWiring';

const LINK = 'focus-ring text-brand-700 underline dark:text-teal-200';

/**
 * /admin-feedback (issue #63.13): what people sent through the beta's feedback form, newest
 * first, a page at a time; each message as text, with where it was about and an address to reply
 * to when they left one.
 */
export function FeedbackPage() {
  const list = usePageFlow('admin', 'admin/feedback', useFeedbackListLogic(), undefined);
  return list ? <FeedbackList list={list} /> : null;
}

function FeedbackList({ list }: { list: FeedbackListActorRef }) {
  const s = useSelector(list, (snapshot) => snapshot);
  const result = s.context.result as Page<FeedbackItem> | null;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.size)) : 1;
  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Beta feedback</h1>
      <p className="mt-1">
        What people sent through the feedback form, newest first.{' '}
        <Link to="/admin" className={LINK}>
          Concierge administration
        </Link>
      </p>
      <div className="mt-4" aria-busy={s.hasTag('loading')}>
        {s.hasTag('failed') ? (
          <LoadFailed what="The feedback could not be loaded." onRetry={() => list.send({ type: 'list.retry' })} />
        ) : !result ? (
          <Spinner label="Loading the feedback" />
        ) : result.data.length === 0 ? (
          <p>No feedback yet.</p>
        ) : (
          <>
            <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
              {result.total === 1 ? '1 message' : `${result.total} messages`}
            </p>
            <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
              {result.data.map((f) => (
                <li key={f.id} className="py-3">
                  <article aria-labelledby={`feedback-${f.id}`}>
                    <h2 id={`feedback-${f.id}`} className="text-sm font-semibold">
                      <time dateTime={f.received_at}>{formatTime(f.received_at)}</time>
                      {f.page ? ` · about ${f.page}` : ''}
                    </h2>
                    <p className="mt-1 whitespace-pre-wrap break-words">{f.message}</p>
                    {f.email ? (
                      <p className="mt-1 text-sm">
                        Reply to{' '}
                        <a href={`mailto:${f.email}`} className={LINK}>
                          {f.email}
                        </a>
                      </p>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
            <Pager label="Feedback pages" page={result.page} pages={pages} go={(page) => list.send({ type: 'page.go', page })} />
          </>
        )}
      </div>
    </div>
  );
}
