import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';

/** A signed-in page whose feature is not built yet. It says so; it does not pretend. */
export function NotYetAvailable({ title, summary }: { title: string; summary: string }) {
  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className={`mt-2 ${READING_WIDTH} text-slate-700 dark:text-slate-300`}>{summary}</p>
      <p
        className="mt-4 max-w-3xl rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        data-testid="not-available"
      >
        This part of NeuroHealth Care is not available yet in this beta.
      </p>
    </div>
  );
}
