import type { ReactNode } from 'react';
import { ExternalIcon } from './icons';

/** A link to another site, opened in a new tab, announced as such to screen readers. */
export function NewTabLink({
  href,
  className,
  children,
  showIcon = true,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  showIcon?: boolean;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {showIcon && <ExternalIcon className="size-4 shrink-0" />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
