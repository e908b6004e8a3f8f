import { INSTRUMENTS, type ToolId } from '../../../contract/screening-instruments';
import { Button } from '../../ui/Button';
import { useFocusOnStep } from './useFocusOnStep';

export function ReviewStep({
  tool,
  answers,
  onEdit,
  onSubmit,
  onPrevious,
  onLeave,
}: {
  tool: ToolId;
  answers: (number | null)[];
  onEdit: (index: number) => void;
  onSubmit: () => void;
  onPrevious: () => void;
  onLeave: () => void;
}) {
  const i = INSTRUMENTS[tool];
  const heading = useFocusOnStep<HTMLHeadingElement>(`review-${tool}`);
  return (
    <section aria-labelledby="step-heading" className="mt-6 max-w-3xl">
      <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Review your answers
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{i.stem}</p>
      <ol className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
        {i.items.map((item, n) => (
          <li key={n} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 flex-1">
              <span className="font-medium">
                {n + 1}. {item.text}
              </span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                {i.choices.find((c) => c.value === answers[n])?.label ?? 'Not answered'}
              </span>
            </span>
            <Button variant="ghost" onClick={() => onEdit(n)} aria-label={`Change answer ${n + 1}`}>
              Change
            </Button>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onPrevious}>
          Back
        </Button>
        <Button onClick={onSubmit}>See my result</Button>
        <Button variant="ghost" onClick={onLeave}>
          Leave
        </Button>
      </div>
    </section>
  );
}
