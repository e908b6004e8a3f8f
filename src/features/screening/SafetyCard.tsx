import { Button } from '../../ui/Button';
import { useFocusOnStep } from './useFocusOnStep';

/**
 * Shown before the result whenever PHQ-9 item 9 (thoughts of being better off dead or of hurting
 * oneself) is answered above 0: calm, direct, with the 988 Suicide & Crisis Lifeline and what to
 * do in an emergency.
 */
export function SafetyCard({ onContinue }: { onContinue: () => void }) {
  const heading = useFocusOnStep<HTMLHeadingElement>('safety');
  const link =
    'focus-ring inline-flex items-center rounded-[var(--radius)] bg-brand-700 px-4 py-2 font-semibold text-white dark:bg-teal-300 dark:text-slate-950';
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
      <p className="mt-2">
        The <strong>988 Suicide &amp; Crisis Lifeline</strong> is free, confidential and open 24 hours a day, every day. Call or
        text <strong>988</strong> to talk with a trained counselor.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a className={link} href="tel:988">
          Call 988
        </a>
        <a className={link} href="sms:988">
          Text 988
        </a>
        <a
          className="focus-ring inline-flex items-center rounded-[var(--radius)] px-4 py-2 font-semibold text-brand-700 underline dark:text-teal-200"
          href="https://988lifeline.org/chat/"
          target="_blank"
          rel="noopener noreferrer"
        >
          Chat at 988lifeline.org<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="mt-3">
        <strong>If you are in immediate danger or have hurt yourself, call 911 or go to the nearest emergency room.</strong>
      </p>
      <p className="mt-2">It can also help to tell someone you trust how you are feeling, and to talk with your doctor.</p>
      <Button className="mt-4" variant="secondary" onClick={onContinue}>
        Continue to my result
      </Button>
    </section>
  );
}
