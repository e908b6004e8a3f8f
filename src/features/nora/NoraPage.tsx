// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { QUESTION_MAX } from '../../../contract/nora';
import type { conversationsMachine } from '../../../machines/nora/conversations.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN } from '../../ui/layout';
import { Answer } from './Answer';
import { Conversations } from './Conversations';
import { useNoraLogic } from './wiring';

const EXAMPLES = [
  'My 2 year old isn’t talking yet, what should I do?',
  'Speech therapist near 10001 who takes Medicaid',
  'How do I reschedule a session?',
];

/**
 * /prompt, Ask Nora (issue #35): a question answered from the library with numbered citations,
 * streamed; Stop; follow-ups; the person's conversations beside it. The answers are one polite
 * live region, busy while an answer streams, so a screen reader reads the new answer once when
 * it is complete instead of re-reading it at every word.
 */
export function NoraPage() {
  // Asked of Nora's owner (issue #60): the flow lives in the app's actor tree while the page is open.
  const actor = usePageFlow('nora', 'nora/page', useNoraLogic(), undefined);
  if (!actor) return null;
  return <NoraView actor={actor} />;
}

function NoraView({ actor }: { actor: ActorRefFrom<ReturnType<typeof useNoraLogic>> }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const list = s.children.list as ActorRefFrom<typeof conversationsMachine> | undefined;
  const mode = useSelector(list, (l) => (l ? { mode: l.context.mode, model: l.context.model, ready: l.hasTag('ready') } : null));
  const [question, setQuestion] = useState('');
  const asking = s.hasTag('asking');
  const { turns, failure } = s.context;

  const ask = (text: string) => {
    if (!text.trim() || asking) return;
    actor.send({ type: 'nora.ask', question: text });
    setQuestion('');
  };

  return (
    <div className={`${PAGE_COLUMN} grid gap-6 md:grid-cols-[14rem_1fr] lg:grid-cols-[18rem_1fr]`}>
      <div className="order-2 md:order-1">
        {list ? (
          <Conversations
            list={list}
            openId={s.context.conversationId}
            onOpen={(id) => actor.send({ type: 'nora.open', id })}
            onNew={() => actor.send({ type: 'nora.new' })}
          />
        ) : null}
      </div>
      <div className="order-1 min-w-0 md:order-2">
        <h1 className="text-2xl font-semibold">Ask Nora</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {mode?.ready
            ? mode.mode === 'model'
              ? `Answers from ${mode.model}, citing Nora’s library`
              : 'Answers from Nora’s library'
            : '\u00a0'}
        </p>
        <p className="mt-2 max-w-3xl">
          Nora answers from the resource hub, the help articles and the provider directory, and cites where each answer comes
          from. Nora does not diagnose or give doses: talk with a clinician about your child’s care.
        </p>

        <div aria-live="polite" aria-busy={asking} className="mt-4 space-y-4">
          {s.hasTag('opening') ? <p>Opening the conversation…</p> : null}
          {turns.map((turn, i) => (
            <Answer key={i} turn={turn} streaming={asking && i === turns.length - 1} />
          ))}
        </div>

        {s.hasTag('idle') ? (
          <section className="mt-4" aria-label="Try asking">
            <h2 className="text-sm font-semibold">Try asking</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {EXAMPLES.map((example) => (
                <li key={example}>
                  <Button variant="secondary" onClick={() => ask(example)}>
                    {example}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p role="status" className="mt-3 text-sm">
          {s.hasTag('retrieving') ? 'Nora is looking in the library…' : s.hasTag('streaming') ? 'Nora is answering…' : ''}
        </p>
        {failure ? (
          <div role="alert" className="mt-2 flex flex-wrap items-center gap-3">
            <p>{failure.message}</p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'nora.retry' })}>
              Try again
            </Button>
          </div>
        ) : null}

        <form
          className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            ask(question);
          }}
        >
          <div className="flex-1">
            <label htmlFor="nora-question" className="block text-sm font-semibold">
              {turns.length ? 'Ask a follow-up' : 'Ask Nora a question'}
            </label>
            <textarea
              id="nora-question"
              rows={2}
              maxLength={QUESTION_MAX}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  ask(question);
                }
              }}
              className="mt-1 w-full rounded-[var(--radius)] border border-slate-400 px-3 py-2 dark:bg-slate-900"
            />
          </div>
          {asking ? (
            <Button variant="secondary" onClick={() => actor.send({ type: 'nora.stop' })}>
              Stop
            </Button>
          ) : (
            <Button type="submit" disabled={!question.trim()}>
              Ask
            </Button>
          )}
        </form>
      </div>
    </div>
  );
}
