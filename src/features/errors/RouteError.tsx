import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { reportError } from '../../reporting/reporting';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { Button } from '../../ui/Button';

/** A page that failed to render: reported, explained, and recoverable. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  useEffect(() => reportError(error, { flow: 'route' }), [error]);
  return (
    <FullPageMessage title="Something went wrong" role="alert">
      <p>This page could not be shown. The problem has been reported.</p>
      <Button className="mt-4" onClick={reset}>
        Try again
      </Button>
    </FullPageMessage>
  );
}
