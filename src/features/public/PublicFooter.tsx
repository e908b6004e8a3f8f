import { LogoMark } from './Logo';
import { legalLinks, resourcesMenu, solutionsMenu, type NavItem } from './navigation';
import { SiteLink } from './SiteLink';
import { focusRing } from './styles';
import { HydrateInTurn } from '../../ui/hydrateInTurns';

const linkClass = `${focusRing} rounded-sm text-sm text-slate-700 hover:text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:text-teal-300 dark:aria-[current=page]:text-teal-300`;

function FooterColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.to}>
            <SiteLink to={item.to} className={linkClass}>
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Site footer: what the product is, the same solution and resource links as the header, and the legal pages. */
export function PublicFooter() {
  return (
    <HydrateInTurn>
      <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-950">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:px-8">
          <div>
            <p className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
              <LogoMark className="size-7" />
              NeuroHealth Care
            </p>
            <p className="mt-3 max-w-sm text-sm text-slate-700 dark:text-slate-300">
              Care coordination for neurological conditions: one shared place for families, caregivers, care providers and mentors
              to plan, talk and find help. Now in beta.
            </p>
          </div>
          <FooterColumn title="Solutions" items={solutionsMenu.items} />
          <FooterColumn title="Resources" items={resourcesMenu.items} />
          <FooterColumn title="Legal" items={legalLinks} />
        </div>
        <div className="border-t border-slate-200 dark:border-slate-700">
          <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-700 sm:px-6 lg:px-8 dark:text-slate-300">
            © 2026 NeuroHealth Care
          </p>
        </div>
      </footer>
    </HydrateInTurn>
  );
}
