import { INSTRUMENTS, type ToolId } from '../../../contract/screening-instruments';
import { Button } from '../../ui/Button';
import { NOT_A_DIAGNOSIS } from './meaning';
import { useFocusOnStep } from './useFocusOnStep';

export function IntroStep({ tool, onStart, onLeave }: { tool: ToolId; onStart: () => void; onLeave: () => void }) {
  const i = INSTRUMENTS[tool];
  const heading = useFocusOnStep<HTMLHeadingElement>(`intro-${tool}`);
  return (
    <section aria-labelledby="step-heading" className="mt-6 max-w-3xl">
      <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {i.title}
      </h2>
      <p className="mt-2">{i.about}</p>
      <p className="mt-2">
        {i.items.length} questions, one at a time; you can go back and change any answer before you see the result. Your answers
        are kept in this tab if the page reloads.
      </p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{NOT_A_DIAGNOSIS}</p>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{i.source}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onStart}>Begin</Button>
        <Button variant="ghost" onClick={onLeave}>
          Choose another tool
        </Button>
      </div>
    </section>
  );
}
