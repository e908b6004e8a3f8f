import { Button } from '../../ui/Button';
import { CrisisLifeline } from './CrisisLifeline';
import { useFocusOnStep } from './useFocusOnStep';

/**
 * Shown before the result whenever PHQ-9 item 9 (thoughts of being better off dead or of hurting
 * oneself) is answered above 0: calm, direct, with the 988 Suicide & Crisis Lifeline and what to
 * do in an emergency.
 */
export function SafetyCard({ onContinue }: { onContinue: () => void }) {
  const heading = useFocusOnStep<HTMLHeadingElement>('safety');
  return (
    <section
      aria-labelledby="step-heading"
      className="mt-6 max-w-3xl rounded-[var(--radius)] border border-sky-300 bg-sky-50 p-5 dark:border-sky-700 dark:bg-slate-900"
    >
      <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Before your result: you don’t have to carry this alone
      </h2>
      <p className="mt-2">
        You said that you have had thoughts that you would be better off dead, or of hurting yourself. Thank you for answering
        honestly. Many people have thoughts like these, and help is available right now.
      </p>
      <CrisisLifeline />
      <p className="mt-2">It can also help to tell someone you trust how you are feeling, and to talk with your doctor.</p>
      <Button className="mt-4" variant="secondary" onClick={onContinue}>
        Continue to my result
      </Button>
    </section>
  );
}
