import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { PublicPath } from './navigation';

export interface SiteLinkProps {
  to: PublicPath;
  className?: string;
  onClick?: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The address of the public page on screen. The public site renders in two places: on its own
 * (a prerendered page, hydrated by src/publicSite.tsx without the router, issue #38) and inside
 * the app when a signed-in person follows a footer link (routerSiteLinks.tsx). Null until one of
 * them provides it.
 */
export const CurrentPublicPath = createContext<string | null>(null);

export function usePublicPathname(): string {
  const path = useContext(CurrentPublicPath);
  if (path === null) throw new Error('a public page renders inside CurrentPublicPath (PublicSite or RouterSiteLinks)');
  return path;
}

/** A plain link: on the public site each page is its own prerendered document. */
function DocumentLink({ to, children, ...rest }: SiteLinkProps) {
  const current = usePublicPathname() === to;
  return (
    <a href={to} aria-current={current ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}

/** How a public page links: a document link by default; the app's router link inside the app. */
export const SiteLinkComponent = createContext<ComponentType<SiteLinkProps>>(DocumentLink);

/**
 * An internal link that is "current" (aria-current="page", which the class lists style with
 * `aria-[current=page]:`) only on its exact path.
 */
export function SiteLink(props: SiteLinkProps) {
  const Link = useContext(SiteLinkComponent);
  return <Link {...props} />;
}
