import { SiteLink } from './SiteLink';
import { focusRing } from './styles';

/** The brand mark: two joined nodes inside a rounded square. Inline, decorative. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-brand-700 dark:fill-teal-300" />
      <path
        d="M9 21c2.5-7 5-10 7-10s2.5 4 4 4 2.2-2 3-4"
        fill="none"
        strokeWidth="2.25"
        strokeLinecap="round"
        className="stroke-white dark:stroke-slate-900"
      />
      <circle cx="9" cy="21" r="2.5" className="fill-white dark:fill-slate-900" />
      <circle cx="23" cy="11" r="2.5" className="fill-white dark:fill-slate-900" />
    </svg>
  );
}

/**
 * Logo linking home. The visible name hides on very narrow screens so that the
 * header controls fit at 320 px; the link's accessible name stays the same.
 */
export function Logo() {
  return (
    <SiteLink to="/" aria-label="NeuroHealth Care home" className={`${focusRing} flex shrink-0 items-center gap-2 rounded-md`}>
      <LogoMark />
      <span className="text-base font-semibold tracking-tight text-slate-900 max-[419px]:hidden sm:text-lg lg:text-base xl:text-lg dark:text-white">
        NeuroHealth <span className="text-brand-700 dark:text-teal-300">Care</span>
      </span>
    </SiteLink>
  );
}
