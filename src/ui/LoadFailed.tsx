import { Button } from './Button';

/**
 * Something could not be loaded: what, and Try again (SPEC §8: the failure was reported; the
 * person gets a way on). An alert, so a screen reader hears it when it replaces the spinner.
 */
export function LoadFailed({ what, onRetry, className = '' }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={className}>
      <p>{what}</p>
      <Button className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
