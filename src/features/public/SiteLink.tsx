import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PublicPath } from './navigation';

/**
 * An internal link that is "current" only on its exact path. TanStack's Link
 * then sets aria-current="page" and data-status="active", which the class lists
 * style with `aria-[current=page]:`.
 */
export function SiteLink({
  to,
  className,
  onClick,
  children,
}: {
  to: PublicPath;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Link to={to} activeOptions={{ exact: true, includeSearch: false }} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
