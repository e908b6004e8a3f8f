/**
 * The 988 Suicide & Crisis Lifeline: call, text or chat, and what to do in an emergency. Shown
 * by the screening tools' safety card and by Ask Nora before any answer to words of crisis.
 */
export function CrisisLifeline() {
  const link =
    'focus-ring inline-flex items-center rounded-[var(--radius)] bg-brand-700 px-4 py-2 font-semibold text-white dark:bg-teal-300 dark:text-slate-950';
  return (
    <>
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
    </>
  );
}
