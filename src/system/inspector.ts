import type { InspectionEvent } from 'xstate';
import { redact } from '../reporting/redact';

/**
 * Development only: `?inspect` attaches the Stately browser inspector to the
 * root actor. Imported dynamically inside a DEV branch, so none of it reaches
 * the production bundle. Tokens and PINs are masked before the inspector sees them.
 */
export async function createDevInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => redact(context),
    sanitizeEvent: (event) => redact(event),
  });
  return inspector.inspect as (event: InspectionEvent) => void;
}
