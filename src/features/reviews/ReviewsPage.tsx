// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useCallback, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ReviewFormInput } from '../../../machines/reviews/reviewForm.machine';
import type { Review } from '../../../machines/reviews/reviews.types';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { ratingSummary, reviewDate, starsLabel } from './format';
import { ReviewForm } from './ReviewForm';
import { useReviewsListLogic } from './wiring';

/**
 * /mentorship/reviews (issue #31). A care-seeker sees their completed sessions awaiting a review
 * and the reviews they wrote (each can be edited or deleted); `meeting` (from the prompt after
 * MEETING_ENDED) opens the form for that session. A concierge sees the reviews about them with
 * their average. Pages of 10 from page 0, Load more (SPEC §9).
 */
export function ReviewsPage({ side, meeting }: { side: 'seeker' | 'concierge'; meeting?: string }) {
  // Asked of the reviews owner (issue #60): the list lives in the app's actor tree while the page is open.
  const list = usePageFlow('reviews', `reviews/${side}`, useReviewsListLogic(), {
    type: side === 'seeker' ? 'GIVEN' : 'RECEIVED',
  });
  if (!list) return null;
  return <ReviewsView list={list} side={side} {...(meeting === undefined ? {} : { meeting })} />;
}

function ReviewsView({
  list,
  side,
  meeting,
}: {
  list: ActorRefFrom<ReturnType<typeof useReviewsListLogic>>;
  side: 'seeker' | 'concierge';
  meeting?: string;
}) {
  const s = useSelector(list, (snapshot) => snapshot);
  const { items, total, average, count, awaiting, refusal } = s.context;
  const [form, setForm] = useState<(ReviewFormInput & { key: string }) | null>(null);
  const [meetingHandled, setMeetingHandled] = useState(false);

  // The prompt's link names a meeting: open its form once the list says it awaits a review.
  const loaded = s.hasTag('ready');
  useEffect(() => {
    if (!meeting || meetingHandled || !loaded) return;
    setMeetingHandled(true);
    const session = awaiting.find((a) => a.meeting_id === meeting);
    if (session)
      setForm({ key: `new-${session.session_id}`, sessionId: session.session_id, conciergeName: session.concierge.display_name });
  }, [meeting, meetingHandled, loaded, awaiting]);

  const reload = useCallback(() => list.send({ type: 'reviews.reload' }), [list]);
  const deleted = useCallback(() => {
    setForm(null);
    list.send({ type: 'reviews.reload' });
  }, [list]);
  // A concierge reaches this page from the same prompt: their side has nothing to write.
  const meetingMissing =
    side === 'seeker' && meeting && meetingHandled && !form && !awaiting.some((a) => a.meeting_id === meeting);

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Reviews</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {side === 'seeker'
          ? 'Review the sessions you have had, and change or delete what you wrote.'
          : 'What families said about their sessions with you.'}
      </p>
      {form ? (
        <ReviewForm key={form.key} input={form} onSaved={reload} onDeleted={deleted} onClose={() => setForm(null)} />
      ) : null}
      {meetingMissing ? (
        <p role="status" className="mt-4">
          That session has no review waiting: it may not have ended yet, or you reviewed it already (below).
        </p>
      ) : null}
      {s.hasTag('loading') && items.length === 0 ? (
        <div className="mt-6">
          <Spinner label="Loading reviews…" />
        </div>
      ) : s.hasTag('error') && items.length === 0 ? (
        <LoadFailed
          what={refusal?.message ?? 'Reviews could not be loaded.'}
          className="mt-6"
          onRetry={() => list.send({ type: 'reviews.retry' })}
        />
      ) : (
        <>
          {side === 'concierge' ? (
            <section aria-labelledby="average-heading" className="mt-6">
              <h2 id="average-heading" className="text-lg font-semibold">
                Your rating
              </h2>
              <p className="mt-1 text-xl" data-testid="rating-summary">
                {ratingSummary(average, count)}
              </p>
            </section>
          ) : (
            <section aria-labelledby="awaiting-heading" className="mt-6">
              <h2 id="awaiting-heading" className="text-lg font-semibold">
                Sessions to review
              </h2>
              {awaiting.length ? (
                <ul className="mt-3 grid gap-3">
                  {awaiting.map((a) => (
                    <li
                      key={a.session_id}
                      className="flex flex-wrap items-center gap-3 rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900"
                    >
                      <p className="min-w-0 flex-1">
                        {a.concierge.display_name}, {reviewDate(a.start)}
                      </p>
                      <Button
                        variant="secondary"
                        aria-label={`Write a review of your session with ${a.concierge.display_name} on ${reviewDate(a.start)}`}
                        onClick={() =>
                          setForm({
                            key: `new-${a.session_id}`,
                            sessionId: a.session_id,
                            conciergeName: a.concierge.display_name,
                          })
                        }
                      >
                        Write a review
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2">No sessions are waiting for a review.</p>
              )}
            </section>
          )}
          <section aria-labelledby="list-heading" className="mt-8">
            <h2 id="list-heading" className="text-lg font-semibold">
              {side === 'seeker' ? 'Your reviews' : 'Reviews about you'}
            </h2>
            {items.length ? (
              <ul className="mt-3 grid gap-3" data-testid="reviews">
                {items.map((r) => (
                  <ReviewItem
                    key={r.id}
                    review={r}
                    side={side}
                    onEdit={() =>
                      setForm({
                        key: `edit-${r.id}-${r.updated_at ?? ''}`,
                        sessionId: r.session_id,
                        conciergeName: r.concierge.display_name,
                        review: r,
                      })
                    }
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-2">No reviews yet.</p>
            )}
            {s.hasTag('error') && items.length ? (
              <LoadFailed
                what={refusal?.message ?? 'More reviews could not be loaded.'}
                className="mt-4"
                onRetry={() => list.send({ type: 'reviews.retry' })}
              />
            ) : items.length < total ? (
              <Button
                variant="secondary"
                className="mt-4"
                disabled={s.hasTag('loadingMore')}
                onClick={() => list.send({ type: 'reviews.loadMore' })}
              >
                {s.hasTag('loadingMore') ? 'Loading…' : `Load more (${items.length} of ${total})`}
              </Button>
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}

function ReviewItem({ review: r, side, onEdit }: { review: Review; side: 'seeker' | 'concierge'; onEdit: () => void }) {
  const who = side === 'seeker' ? r.concierge.display_name : r.reviewer.display_name;
  return (
    <li
      data-testid="review"
      aria-label={`${side === 'seeker' ? 'Your review of' : 'Review by'} ${who}`}
      className="rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="font-semibold">{who}</p>
        <p>
          <span aria-hidden="true" className="text-amber-700 dark:text-amber-300">
            {'★'.repeat(r.rating)}
            <span className="text-slate-400 dark:text-slate-500">{'★'.repeat(5 - r.rating)}</span>
          </span>
          <span className="sr-only">{starsLabel(r.rating)}</span>
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {reviewDate(r.created_at)}
          {r.updated_at ? ' (edited)' : ''}
        </p>
      </div>
      <p className="mt-2 whitespace-pre-line break-words">{r.review_text}</p>
      {r.keywords.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Keywords">
          {r.keywords.map((k) => (
            <li
              key={k}
              className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-900 dark:bg-violet-900 dark:text-violet-100"
            >
              {k}
            </li>
          ))}
        </ul>
      ) : null}
      {side === 'seeker' ? (
        <Button variant="ghost" className="mt-2" aria-label={`Edit your review of ${who}`} onClick={onEdit}>
          Edit
        </Button>
      ) : null}
    </li>
  );
}
