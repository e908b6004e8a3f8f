import { mutedText } from '../styles';

export interface Step {
  readonly title: string;
  readonly body: string;
}

/** A numbered sequence of steps (ordered list, h3 per step). */
export function Steps({ items }: { items: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {items.map((step, index) => (
        <li key={step.title} className="flex gap-4 lg:flex-col">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white dark:bg-teal-300 dark:text-slate-900"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-base font-semibold text-slate-900 dark:text-white">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={`mt-1 text-sm ${mutedText}`}>{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
