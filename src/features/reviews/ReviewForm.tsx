import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ReviewFormInput } from '../../../machines/reviews/reviewForm.machine';
import { REVIEW_LIMITS, type Review } from '../../../machines/reviews/reviews.types';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { InlineConfirm } from '../../ui/InlineConfirm';
import { Spinner } from '../../ui/Spinner';
import { starsLabel } from './format';
import { useReviewFormLogic } from './wiring';

const field =
  'focus-ring mt-1 block w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100';
const errorText = 'mt-1 text-sm text-red-800 dark:text-red-300';

/**
 * The review form (machines/reviews/reviewForm.machine.ts): stars, the text with keyword
 * suggestions for the word being typed, Submit; a saved review can be edited or deleted after
 * a question. It renders the form actor's snapshot and sends its events, nothing else.
 */
export function ReviewForm({
  input,
  onSaved,
  onDeleted,
  onClose,
}: {
  input: ReviewFormInput;
  onSaved: (review: Review) => void;
  onDeleted: (reviewId: number) => void;
  onClose: () => void;
}) {
  // Asked of the reviews owner (issue #60): one form per session's review (a new one, or an edit of one), while it is open.
  const key = `reviews/form/${input.sessionId}${input.review ? `/edit/${input.review.id}` : ''}`;
  const form = usePageFlow('reviews', key, useReviewFormLogic({ saved: onSaved, deleted: onDeleted }), input);
  if (!form) return null;
  return <ReviewFormView form={form} onClose={onClose} />;
}

function ReviewFormView({ form, onClose }: { form: ActorRefFrom<ReturnType<typeof useReviewFormLogic>>; onClose: () => void }) {
  const s = useSelector(form, (snapshot) => snapshot);
  const id = useId();
  const { rating, text, keywords, suggestions, fields, refusal, reviewId, conciergeName, fragment } = s.context;
  const busy = s.hasTag('submitting') || s.hasTag('deleting');
  const textError = fields.review_text;
  const ratingError = fields.rating;
  const described = [`${id}-count`, textError ? `${id}-text-error` : ''].filter(Boolean).join(' ');

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
      className="mt-6 rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {reviewId === null ? `Review your session with ${conciergeName}` : `Your review of ${conciergeName}`}
      </h2>
      {s.hasTag('saved') ? (
        <div className="mt-3">
          <p role="status">Thank you: your review is saved.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => form.send({ type: 'review.edit' })}>
              Edit review
            </Button>
            <Button variant="ghost" onClick={() => form.send({ type: 'review.delete' })}>
              Delete review
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : s.hasTag('deleted') ? (
        <p role="status" className="mt-3">
          Your review is deleted.
        </p>
      ) : (
        <form
          noValidate
          className="mt-3 grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            form.send({ type: 'review.submit' });
          }}
        >
          <fieldset aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
            <legend className="text-sm font-medium">Rating</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className={`flex cursor-pointer items-center gap-1 rounded-[var(--radius)] border px-2 py-1 ${n <= rating ? 'border-amber-600 bg-amber-50 dark:border-amber-300 dark:bg-slate-800' : 'border-slate-400 dark:border-slate-500'}`}
                >
                  <input
                    type="radio"
                    name={`${id}-rating`}
                    value={n}
                    checked={rating === n}
                    onChange={() => form.send({ type: 'review.rate', rating: n })}
                    className="focus-ring"
                  />
                  <span aria-hidden="true" className="text-amber-700 dark:text-amber-300">
                    {'★'.repeat(n)}
                  </span>
                  <span className="sr-only">{starsLabel(n)}</span>
                </label>
              ))}
            </div>
            {ratingError ? (
              <p id={`${id}-rating-error`} className={errorText}>
                {ratingError}
              </p>
            ) : null}
          </fieldset>
          <div>
            <label htmlFor={`${id}-text`} className="block text-sm font-medium">
              Your review
            </label>
            <textarea
              id={`${id}-text`}
              rows={5}
              value={text}
              maxLength={REVIEW_LIMITS.textMax}
              aria-invalid={textError ? true : undefined}
              aria-describedby={described}
              onChange={(e) => form.send({ type: 'review.type', text: e.target.value })}
              className={field}
            />
            <p id={`${id}-count`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {text.trim().length} of {REVIEW_LIMITS.textMax} characters (at least {REVIEW_LIMITS.textMin})
            </p>
            {textError ? (
              <p id={`${id}-text-error`} className={errorText}>
                {textError}
              </p>
            ) : null}
          </div>
          <div aria-live="polite">
            {suggestions.length ? (
              <div>
                <p className="text-sm font-medium">Keywords for “{fragment}”</p>
                <ul className="mt-1 flex flex-wrap gap-2" aria-label="Suggested keywords">
                  {suggestions.map((k) => (
                    <li key={k}>
                      <Button
                        variant="secondary"
                        className="px-2 py-1"
                        aria-label={`${k}: add keyword`}
                        onClick={() => form.send({ type: 'review.pickKeyword', keyword: k })}
                      >
                        <span aria-hidden="true">+</span> {k}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          {keywords.length ? (
            <div>
              <p className="text-sm font-medium">Keywords</p>
              <ul className="mt-1 flex flex-wrap gap-2" aria-label="Chosen keywords">
                {keywords.map((k) => (
                  <li
                    key={k}
                    className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-sm text-violet-900 dark:bg-violet-900 dark:text-violet-100"
                  >
                    {k}
                    <button
                      type="button"
                      className="focus-ring rounded-full px-1"
                      aria-label={`Remove keyword ${k}`}
                      onClick={() => form.send({ type: 'review.removeKeyword', keyword: k })}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {s.hasTag('refused') && refusal && Object.keys(refusal.fields).length === 0 ? (
            <p role="alert" className="rounded-[var(--radius)] bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
              {refusal.message}
            </p>
          ) : null}
          {s.hasTag('confirmingDelete') ? (
            <InlineConfirm
              question="Delete this review? It cannot be undone."
              confirm="Delete"
              onConfirm={() => form.send({ type: 'review.confirmDelete' })}
              onCancel={() => form.send({ type: 'review.cancelDelete' })}
            />
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit" disabled={busy}>
                {reviewId === null ? 'Submit review' : 'Save changes'}
              </Button>
              {reviewId !== null ? (
                <Button variant="ghost" disabled={busy} onClick={() => form.send({ type: 'review.delete' })}>
                  Delete review
                </Button>
              ) : null}
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              {s.hasTag('submitting') ? <Spinner label="Saving your review…" /> : null}
              {s.hasTag('deleting') ? <Spinner label="Deleting your review…" /> : null}
            </div>
          )}
        </form>
      )}
    </section>
  );
}
