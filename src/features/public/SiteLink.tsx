import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { PublicPath } from './navigation';

export interface SiteLinkProps {
  to: PublicPath;
  /** The route's path parameters (a blog article's `$slug`). */
  params?: Readonly<Record<string, string>> | undefined;
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
function DocumentLink({ to, params, children, ...rest }: SiteLinkProps) {
  const href = hrefOf(to, params);
  const current = usePublicPathname() === href;
  return (
    <a href={href} aria-current={current ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}

/** A route path with its parameters filled in: /blog/$slug and { slug: 'x' } is /blog/x. */
export function hrefOf(to: string, params: Readonly<Record<string, string>> = {}): string {
  return to.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
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
