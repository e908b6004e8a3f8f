import type { ReactNode } from 'react';
import { HydrateInTurn } from '../../../ui/hydrateInTurns';
import { container, mutedText } from '../styles';

/** A titled page section (h2) with an optional lead paragraph. */
export function Section({
  title,
  lead,
  children,
  tone = 'plain',
  id,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  tone?: 'plain' | 'tinted';
  id?: string;
}) {
  const headingId = `${id ?? slug(title)}-heading`;
  return (
    <HydrateInTurn>
      <section aria-labelledby={headingId} className={tone === 'tinted' ? 'bg-slate-50 dark:bg-slate-950/40' : undefined}>
        <div className={`${container} py-14 sm:py-16`}>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {title}
          </h2>
          {lead && <p className={`mt-3 max-w-2xl text-base sm:text-lg ${mutedText}`}>{lead}</p>}
          {children && <div className="mt-8">{children}</div>}
        </div>
      </section>
    </HydrateInTurn>
  );
}

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
