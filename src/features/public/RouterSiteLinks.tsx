import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CurrentPublicPath, SiteLinkComponent, type SiteLinkProps } from './SiteLink';

/** Inside the app, a public page's links go through the router and its address is the router's. */
function RouterLink({ to, params, children, ...rest }: SiteLinkProps) {
  return (
    <Link to={to} params={params as never} activeOptions={{ exact: true, includeSearch: false }} {...rest}>
      {children}
    </Link>
  );
}

/** The public frame as the app renders it (src/routes/_public.tsx, /resource-hub for a visitor). */
export function RouterSiteLinks({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <CurrentPublicPath.Provider value={pathname}>
      <SiteLinkComponent.Provider value={RouterLink}>{children}</SiteLinkComponent.Provider>
    </CurrentPublicPath.Provider>
  );
}
