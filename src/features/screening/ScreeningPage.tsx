// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useAppSystem } from '../../system/context';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';
import { Spinner } from '../../ui/Spinner';
import { IntroStep } from './IntroStep';
import { PastResults } from './PastResults';
import { QuestionStep } from './QuestionStep';
import { ResultView } from './ResultView';
import { ReviewStep } from './ReviewStep';
import { SafetyCard } from './SafetyCard';
import { SharingSection } from './SharingSection';
import { ToolPicker } from './ToolPicker';
import { useScreeningHistoryLogic, useScreeningLogic } from './wiring';

/**
 * /screening-tools (issue #34): choose a tool, take it one question at a time, review, the 988
 * card when it applies, the result; past results below the choice. The page renders the
 * questionnaire's snapshot (machines/screening) and sends its events, nothing more.
 */
export function ScreeningPage() {
  const { inspect } = useAppSystem();
  const options = inspect ? { inspect } : {};
  const history = useActorRef(useScreeningHistoryLogic(), options);
  const questionnaire = useActorRef(useScreeningLogic(history), options);
  const s = useSelector(questionnaire, (snapshot) => snapshot);
  const send = questionnaire.send;
  const { tool, answers, index, scored, saved } = s.context;
  const leave = () => send({ type: 'screening.leave' });
  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Screening Tools</h1>
      <p className={`mt-2 ${READING_WIDTH} text-slate-700 dark:text-slate-300`}>
        Short, well-known questionnaires about your own wellbeing and your child’s, with what the answers mean and where to go
        next. They are private to you, and none of them is a diagnosis.
      </p>
      {s.hasTag('restoring') ? <Spinner label="Loading" /> : null}
      {s.hasTag('choosing') ? (
        <>
          <ToolPicker onChoose={(chosen) => send({ type: 'screening.choose', tool: chosen })} />
          <PastResults history={history} />
          <SharingSection history={history} />
          <p className="mt-8">
            <Link className="focus-ring underline" to="/screening-shared">
              Results others shared with you
            </Link>
          </p>
        </>
      ) : null}
      {tool && s.hasTag('intro') ? (
        <IntroStep tool={tool} onStart={() => send({ type: 'screening.start' })} onLeave={leave} />
      ) : null}
      {tool && s.hasTag('question') ? (
        <QuestionStep
          tool={tool}
          index={index}
          answer={answers[index] ?? null}
          allAnswered={!answers.includes(null)}
          onAnswer={(value) => send({ type: 'screening.answer', value })}
          onNext={() => send({ type: 'screening.next' })}
          onPrevious={() => send({ type: 'screening.previous' })}
          onReview={() => send({ type: 'screening.review' })}
          onLeave={leave}
        />
      ) : null}
      {tool && s.hasTag('review') ? (
        <ReviewStep
          tool={tool}
          answers={answers}
          onEdit={(n) => send({ type: 'screening.edit', index: n })}
          onSubmit={() => send({ type: 'screening.submit' })}
          onPrevious={() => send({ type: 'screening.previous' })}
          onLeave={leave}
        />
      ) : null}
      {s.hasTag('safety') ? <SafetyCard onContinue={() => send({ type: 'screening.continue' })} /> : null}
      {tool && scored && s.hasTag('result') ? (
        <ResultView
          tool={tool}
          answers={answers}
          scored={scored}
          saved={saved}
          status={s.hasTag('saved') ? 'saved' : s.hasTag('failed') ? 'failed' : 'saving'}
          onRetry={() => send({ type: 'screening.retry' })}
          onLeave={leave}
        />
      ) : null}
    </div>
  );
}
