import { useId } from 'react';
import { INSTRUMENTS, type ToolId } from '../../../contract/screening-instruments';
import { Button } from '../../ui/Button';
import { useFocusOnStep } from './useFocusOnStep';

/**
 * One question: a radio group (arrow keys move between choices, as native radios do), Back and
 * Next. The heading "Question n of N" takes focus on each step, which is how the progress is heard.
 */
export function QuestionStep({
  tool,
  index,
  answer,
  allAnswered,
  onAnswer,
  onNext,
  onPrevious,
  onReview,
  onLeave,
}: {
  tool: ToolId;
  index: number;
  answer: number | null;
  allAnswered: boolean;
  onAnswer: (value: number) => void;
  onNext: () => void;
  onPrevious: () => void;
  onReview: () => void;
  onLeave: () => void;
}) {
  const i = INSTRUMENTS[tool];
  const item = i.items[index]!;
  const total = i.items.length;
  const heading = useFocusOnStep<HTMLHeadingElement>(`${tool}-${index}`);
  const name = useId();
  const last = index === total - 1;
  return (
    <section aria-labelledby="step-heading" className="mt-6 max-w-3xl">
      <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Question {index + 1} of {total}
      </h2>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded bg-slate-200 dark:bg-slate-700">
        <div className="h-full bg-brand-700 dark:bg-teal-300" style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
      <form
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          onNext();
        }}
      >
        <fieldset>
          <legend className="text-lg">
            {item.section ? (
              <span className="block text-sm font-semibold text-slate-600 dark:text-slate-400">{item.section}</span>
            ) : null}
            <span className="block text-sm text-slate-700 dark:text-slate-300">{i.stem}</span>
            <span className="mt-1 block font-medium">{item.text}</span>
          </legend>
          <div className="mt-3 flex flex-col gap-2">
            {i.choices.map((c) => (
              <label
                key={c.value}
                className="flex cursor-pointer items-center gap-3 rounded-[var(--radius)] border border-slate-200 p-3 has-[:checked]:border-brand-700 dark:border-slate-700 dark:has-[:checked]:border-teal-300"
              >
                <input
                  type="radio"
                  name={name}
                  value={c.value}
                  checked={answer === c.value}
                  onChange={() => onAnswer(c.value)}
                  className="focus-ring h-4 w-4"
                />
                {c.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onPrevious}>
            Back
          </Button>
          <Button type="submit" disabled={answer === null}>
            {last ? 'Review answers' : 'Next'}
          </Button>
          {allAnswered && !last ? (
            <Button variant="ghost" onClick={onReview}>
              Back to review
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onLeave}>
            Leave
          </Button>
        </div>
      </form>
    </section>
  );
}
