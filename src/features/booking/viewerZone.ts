import { viewerZone } from '../../../machines/domain/time';
import { useSystemSelector } from '../../system/context';

/**
 * The zone a person reads times in (issue #37): the one saved with their account (read on
 * sign-in by the settings actor, updated when Settings' Time zone saves another), else
 * `fallback` (a concierge's zone from the sessions they host), else the browser's.
 */
export function useViewerZone(fallback?: string | null): string {
  const saved = useSystemSelector('settings', (s) => s.context.timezone, null);
  return viewerZone(saved ?? fallback);
}
