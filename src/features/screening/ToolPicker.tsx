import {
  CDC_ATTRIBUTION,
  CDC_CHECKLISTS,
  INSTRUMENTS,
  LICENSED_TOOLS,
  SCORED_TOOLS,
  type ToolId,
} from '../../../contract/screening-instruments';
import { Button } from '../../ui/Button';

function ToolCard({ tool, onChoose }: { tool: ToolId; onChoose: (tool: ToolId) => void }) {
  const i = INSTRUMENTS[tool];
  return (
    <li className="flex flex-col rounded-[var(--radius)] border border-slate-200 p-4 dark:border-slate-700">
      <h3 className="font-semibold">{i.title}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-700 dark:text-slate-300">{i.about}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{i.items.length} questions</p>
      <Button className="mt-3 self-start" variant="secondary" onClick={() => onChoose(tool)} aria-label={`Start ${i.title}`}>
        Start
      </Button>
    </li>
  );
}

/** The tools to choose from: the scored screeners, the CDC milestone checklists, and the licensed ones we link to. */
export function ToolPicker({ onChoose }: { onChoose: (tool: ToolId) => void }) {
  return (
    <>
      <section aria-labelledby="screeners-heading" className="mt-6">
        <h2 id="screeners-heading" className="text-xl font-semibold">
          Questionnaires
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {SCORED_TOOLS.map((tool) => (
            <ToolCard key={tool} tool={tool} onChoose={onChoose} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="milestones-heading" className="mt-8">
        <h2 id="milestones-heading" className="text-xl font-semibold">
          Developmental milestones
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          A tracker, not a test: check what your child does at their age, and bring any “Not yet” to their doctor.
        </p>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CDC_CHECKLISTS.map((tool) => (
            <li key={tool}>
              <Button
                variant="ghost"
                className="w-full justify-start border border-slate-200 dark:border-slate-700"
                onClick={() => onChoose(tool)}
              >
                {INSTRUMENTS[tool].name}
              </Button>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{CDC_ATTRIBUTION}</p>
      </section>
      <section aria-labelledby="licensed-heading" className="mt-8">
        <h2 id="licensed-heading" className="text-xl font-semibold">
          Other screeners
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          These screeners are licensed by their authors, so we do not reproduce them here: take them on their official sites or
          ask your child’s doctor.
        </p>
        <ul className="mt-2 list-disc space-y-2 ps-6 text-sm">
          {LICENSED_TOOLS.map((t) => (
            <li key={t.href}>
              <a
                className="focus-ring inline-block py-1 text-brand-700 underline dark:text-teal-200"
                href={t.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
