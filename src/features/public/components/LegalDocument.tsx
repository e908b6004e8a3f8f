import type { ReactNode } from 'react';
import { formatDate } from '../formatDate';
import { container, focusRing } from '../styles';
import { PageHero } from './PageHero';

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/**
 * A readable policy document: title, last-updated date, summary, a table of
 * contents and numbered sections (h2). Lists and emphasis in the bodies are styled by the section wrapper.
 */
export function LegalDocument({
  title,
  updated,
  summary,
  sections,
}: {
  title: string;
  updated: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        <p className="text-base">
          Last updated <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
        <div className="mt-4">{summary}</div>
      </PageHero>
      <div className={`${container} grid gap-10 py-14 lg:grid-cols-[16rem_1fr]`}>
        <nav aria-label="On this page" className="lg:sticky lg:top-6 lg:self-start">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">On this page</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={(event) => {
                    const target = document.getElementById(section.id);
                    if (!target) return;
                    event.preventDefault();
                    target.scrollIntoView();
                    target.focus();
                  }}
                  className={`${focusRing} rounded-sm text-slate-700 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-teal-300`}
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2
                id={section.id}
                tabIndex={-1}
                className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl dark:text-white"
              >
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-700 dark:text-slate-300 [&_li]:ms-5 [&_li]:list-disc [&_ul]:space-y-2 [&_strong]:text-slate-900 dark:[&_strong]:text-white">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
