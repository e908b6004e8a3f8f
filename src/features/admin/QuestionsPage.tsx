import '../../app.css';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { UNANSWERED_DAYS, type AdminQuestion, type QuestionFilter } from '../../../contract/admin-questions';
import type { QuestionAction } from '../../../machines/admin/questions.machine';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN } from '../../ui/layout';
import { formatDay } from './labels';
import { ReasonedListResults, ReasonedListStatus } from './ReasonedList';
import { useQuestionsLogic } from './questionsWiring';

const FIELD = 'focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900';

const titleOf = (
  a: QuestionAction,
  q: AdminQuestion | undefined,
  communities: { community_id: number; community_name: string }[],
) => {
  const name = q ? `“${q.title}”` : 'the question';
  switch (a.kind) {
    case 'close':
      return `Close ${name}`;
    case 'reopen':
      return `Reopen ${name}`;
    case 'move':
      return `Move ${name} to ${communities.find((c) => c.community_id === a.communityId)?.community_name ?? 'another community'}`;
    case 'accept':
      return `Accept an answer to ${name}`;
  }
};

function Question({
  q,
  communities,
  busy,
  open,
}: {
  q: AdminQuestion;
  communities: { community_id: number; community_name: string }[];
  busy: boolean;
  open: (a: QuestionAction) => void;
}) {
  const others = communities.filter((c) => c.community_id !== q.community?.community_id);
  const [target, setTarget] = useState(others[0]?.community_id ?? 0);
  const id = `question-${q.post_id}`;
  return (
    <li className="rounded border border-slate-300 p-4 dark:border-slate-600">
      <article aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold break-words">
          {q.title}
        </h2>
        <p className="text-sm">
          Asked by {q.author.display_name} ({q.author.user_name}){q.community && ` in ${q.community.community_name}`},{' '}
          {formatDay(q.created_at)} ·{' '}
          <Link
            to="/community/$postId"
            params={{ postId: String(q.post_id) }}
            className="focus-ring text-brand-700 underline dark:text-teal-200"
          >
            Open the question
          </Link>
        </p>
        <p className="mt-1 text-sm font-semibold">
          {[
            q.closed ? 'Closed' : 'Open',
            q.accepted_comment_id !== null ? 'Answered' : 'No accepted answer',
            q.open_reports > 0 ? `${q.open_reports} open ${q.open_reports === 1 ? 'report' : 'reports'}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="mt-2 line-clamp-3 whitespace-pre-wrap break-words">{q.text}</p>

        {q.answers.length > 0 && (
          <>
            <h3 className="mt-3 font-semibold">Answers</h3>
            <ul className="mt-1 flex flex-col gap-2">
              {q.answers.map((a) => (
                <li key={a.comment_id} className="text-sm">
                  <p className="whitespace-pre-wrap break-words">
                    {a.author.display_name}: {a.text}
                  </p>
                  {q.accepted_comment_id === a.comment_id ? (
                    <p className="font-semibold">The accepted answer</p>
                  ) : (
                    <Button
                      variant="ghost"
                      disabled={busy}
                      aria-label={`Accept this answer by ${a.author.display_name}`}
                      onClick={() => open({ kind: 'accept', postId: q.post_id, commentId: a.comment_id })}
                    >
                      Accept this answer
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}

        <div className="mt-3 flex flex-wrap items-end gap-2">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => open({ kind: q.closed ? 'reopen' : 'close', postId: q.post_id })}
          >
            {q.closed ? 'Reopen' : 'Close'}
          </Button>
          {others.length > 0 && (
            <>
              <label className="flex flex-col text-sm">
                Move to
                <select className={FIELD} value={target} onChange={(e) => setTarget(Number(e.target.value))}>
                  {others.map((c) => (
                    <option key={c.community_id} value={c.community_id}>
                      {c.community_name}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => open({ kind: 'move', postId: q.post_id, communityId: target })}
              >
                Move
              </Button>
            </>
          )}
        </div>
      </article>
    </li>
  );
}

/** /admin-questions (issue #36): questions unanswered for days or reported; close, reopen, move, accept an answer. */
export function QuestionsPage() {
  const list = usePageFlow('admin', 'admin/questions', useQuestionsLogic(), undefined);
  if (!list) return null;
  return <QuestionsPageView list={list} />;
}

function QuestionsPageView({ list }: { list: ActorRefFrom<ReturnType<typeof useQuestionsLogic>> }) {
  const snap = useSelector(list, (s) => s);
  const { filters, result, action } = snap.context;
  const communities = result?.communities ?? [];
  const title = action
    ? titleOf(
        action,
        result?.data.find((q) => q.post_id === action.postId),
        communities,
      )
    : '';

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Questions</h1>
      <p className="mt-1">
        <Link to="/admin-audit" className="focus-ring text-brand-700 underline dark:text-teal-200">
          Audit log
        </Link>
      </p>
      <form aria-label="Which questions" className="mt-4" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col text-sm">
          Show
          <select
            className={FIELD}
            value={filters.filter}
            onChange={(e) => list.send({ type: 'filters.change', filters: { filter: e.target.value as QuestionFilter } })}
          >
            <option value="unanswered">Without an accepted answer for {UNANSWERED_DAYS} days or more</option>
            <option value="reported">Reported</option>
          </select>
        </label>
      </form>

      <ReasonedListStatus snap={snap} send={list.send} what="the questions" title={title} />
      <ReasonedListResults snap={snap} send={list.send} noun={['question', 'questions']} label="Pages of questions">
        {result && result.data.length === 0 ? (
          <p className="mt-2">No question needs attention.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-4" aria-busy={snap.hasTag('loading')} aria-label="Questions">
            {result?.data.map((q) => (
              <Question
                key={q.post_id}
                q={q}
                communities={communities}
                busy={!snap.hasTag('ready')}
                open={(a) => list.send({ type: 'action.open', action: a })}
              />
            ))}
          </ul>
        )}
      </ReasonedListResults>
    </div>
  );
}
