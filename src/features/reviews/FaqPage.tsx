// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FAQ_LIMITS } from '../../../machines/reviews/reviews.types';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { InlineConfirm } from '../../ui/InlineConfirm';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { useFaqEditorLogic } from './wiring';

const field =
  'focus-ring mt-1 block w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100';
const errorText = 'mt-1 text-sm text-red-800 dark:text-red-300';

/**
 * /mentorship/faq (issue #31; providers and coordinators only, SPEC §2): the concierge's own
 * questions and answers, which families read on their card when booking. Renders the FAQ
 * editor's snapshot (machines/reviews/faqEditor.machine.ts) and sends its events.
 */
export function FaqPage() {
  // Asked of the reviews owner (issue #60): the flow lives in the app's actor tree while the page is open.
  const editor = usePageFlow('reviews', 'reviews/faq', useFaqEditorLogic(), undefined);
  if (!editor) return null;
  return <FaqView editor={editor} />;
}

function FaqView({ editor }: { editor: ActorRefFrom<ReturnType<typeof useFaqEditorLogic>> }) {
  const s = useSelector(editor, (snapshot) => snapshot);
  const { faqs, editingId, draft, fields, refusal, pendingDelete } = s.context;
  const id = useId();
  const writing =
    s.hasTag('writing') || (s.hasTag('error') && s.context.change?.kind !== 'order' && s.context.change?.kind !== 'delete');
  const saving = s.hasTag('saving');

  const editorForm = (
    <form
      noValidate
      aria-labelledby={`${id}-form-title`}
      className="grid gap-3 rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900"
      onSubmit={(e) => {
        e.preventDefault();
        editor.send({ type: 'faq.save' });
      }}
    >
      <h2 id={`${id}-form-title`} className="text-lg font-semibold">
        {editingId === null ? 'New question' : 'Edit question'}
      </h2>
      <div>
        <label htmlFor={`${id}-question`} className="block text-sm font-medium">
          Question
        </label>
        <input
          id={`${id}-question`}
          value={draft.question}
          maxLength={FAQ_LIMITS.question}
          aria-invalid={fields.question ? true : undefined}
          aria-describedby={fields.question ? `${id}-question-error` : undefined}
          onChange={(e) => editor.send({ type: 'faq.change', question: e.target.value })}
          className={field}
        />
        {fields.question ? (
          <p id={`${id}-question-error`} className={errorText}>
            {fields.question}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-answer`} className="block text-sm font-medium">
          Answer
        </label>
        <textarea
          id={`${id}-answer`}
          rows={4}
          value={draft.answer}
          maxLength={FAQ_LIMITS.answer}
          aria-invalid={fields.answer ? true : undefined}
          aria-describedby={fields.answer ? `${id}-answer-error` : undefined}
          onChange={(e) => editor.send({ type: 'faq.change', answer: e.target.value })}
          className={field}
        />
        {fields.answer ? (
          <p id={`${id}-answer-error`} className={errorText}>
            {fields.answer}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          Save question
        </Button>
        <Button variant="ghost" onClick={() => editor.send({ type: 'faq.cancel' })}>
          Cancel
        </Button>
        {saving ? <Spinner label="Saving…" /> : null}
      </div>
    </form>
  );

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">FAQ</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        Questions families ask before booking, with your answers. They appear on your card when a family books a session.
      </p>
      {s.hasTag('loading') ? (
        <div className="mt-6">
          <Spinner label="Loading your FAQ…" />
        </div>
      ) : s.hasTag('loadFailed') ? (
        <LoadFailed what="Your FAQ could not be loaded." className="mt-6" onRetry={() => editor.send({ type: 'faq.retry' })} />
      ) : (
        <>
          {s.hasTag('error') && refusal ? (
            <div
              role="alert"
              className="mt-4 rounded-[var(--radius)] bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
            >
              <p>{refusal.message}</p>
              <div className="mt-2 flex gap-2">
                <Button variant="secondary" onClick={() => editor.send({ type: 'faq.retry' })}>
                  Try again
                </Button>
                <Button variant="ghost" onClick={() => editor.send({ type: 'faq.cancel' })}>
                  {writing ? 'Back to the question' : 'Show my FAQ again'}
                </Button>
              </div>
            </div>
          ) : null}
          {writing && editingId === null ? <div className="mt-6">{editorForm}</div> : null}
          {!writing && !saving && s.hasTag('idle') ? (
            <Button
              className="mt-6"
              disabled={faqs.length >= FAQ_LIMITS.questions}
              onClick={() => editor.send({ type: 'faq.add' })}
            >
              Add a question
            </Button>
          ) : null}
          {faqs.length >= FAQ_LIMITS.questions ? (
            <p className="mt-2 text-sm">
              Your FAQ holds {FAQ_LIMITS.questions} questions, the most it can: remove one to add another.
            </p>
          ) : null}
          <section aria-labelledby={`${id}-list`} className="mt-6">
            <h2 id={`${id}-list`} className="text-lg font-semibold">
              Your questions
            </h2>
            {faqs.length ? (
              <ol className="mt-3 grid gap-3" data-testid="faqs">
                {faqs.map((f, i) =>
                  writing && editingId === f.id ? (
                    <li key={f.id}>{editorForm}</li>
                  ) : (
                    <li
                      key={f.id}
                      data-testid="faq"
                      aria-label={f.question}
                      className="rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900"
                    >
                      <h3 className="font-semibold break-words">{f.question}</h3>
                      <p className="mt-1 whitespace-pre-line break-words">{f.answer}</p>
                      {pendingDelete === f.id && s.hasTag('confirmingDelete') ? (
                        <InlineConfirm
                          className="mt-3 rounded-[var(--radius)] bg-amber-50 p-3 dark:bg-slate-800"
                          question={`Delete “${f.question}”? It cannot be undone.`}
                          confirm="Delete"
                          onConfirm={() => editor.send({ type: 'faq.confirmDelete' })}
                          onCancel={() => editor.send({ type: 'faq.cancel' })}
                        />
                      ) : (
                        <div className="mt-3 flex flex-wrap gap-2">
                          <Button
                            variant="ghost"
                            disabled={i === 0 || !s.hasTag('idle')}
                            aria-label={`Move up: ${f.question}`}
                            onClick={() => editor.send({ type: 'faq.move', id: f.id, by: -1 })}
                          >
                            Move up
                          </Button>
                          <Button
                            variant="ghost"
                            disabled={i === faqs.length - 1 || !s.hasTag('idle')}
                            aria-label={`Move down: ${f.question}`}
                            onClick={() => editor.send({ type: 'faq.move', id: f.id, by: 1 })}
                          >
                            Move down
                          </Button>
                          <Button
                            variant="secondary"
                            disabled={!s.hasTag('idle')}
                            aria-label={`Edit: ${f.question}`}
                            onClick={() => editor.send({ type: 'faq.edit', id: f.id })}
                          >
                            Edit
                          </Button>
                          <Button
                            variant="ghost"
                            disabled={!s.hasTag('idle')}
                            aria-label={`Delete: ${f.question}`}
                            onClick={() => editor.send({ type: 'faq.delete', id: f.id })}
                          >
                            Delete
                          </Button>
                        </div>
                      )}
                    </li>
                  ),
                )}
              </ol>
            ) : (
              <p className="mt-2">No questions yet. Add the ones families ask you most.</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
