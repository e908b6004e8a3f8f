import type { AppConfig } from '../config';
import type { Services } from '../services';

/**
 * What the outside world offers the flows' wiring (`src/features/<flow>/wiring.ts`):
 * each wiring takes the part it needs and returns its machine with real effects.
 */
export interface WiringDeps {
  config: AppConfig;
  /** The API clients, loaded with the first call (the public site never needs them). */
  api: () => Promise<Services>;
  /** The current access token, read at call time (never stored elsewhere). */
  accessToken: () => string | null;
  /** Goes to a page as a new history entry (a toast's link). */
  open: (href: string) => void;
  /** Replaces the current history entry. */
  navigate: (href: string) => void;
  /** Reloads the current page's data (the New Post chip). */
  refresh: () => void;
  /** Back to the previous page of this app, or the dashboard when there is none (a deep link). */
  back: () => void;
  /** The identity provider's account id (OIDC `sub`, SPEC's providerAccountId), read at call time. */
  accountId: () => string | null;
}
