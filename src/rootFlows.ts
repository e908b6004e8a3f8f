import { fromPromise } from 'xstate';
import type { SessionLogic } from '../machines/root/root.machine';
import { authWiring } from './features/auth/wiring';
import { readStoredSettings } from './features/settings/settingsStorage';
import { settingsWiring } from './features/settings/wiring';
import type { RootFlows } from './system/createAppSystem';
import { yieldToPage } from './scheduling/nextTask';

/** The signed-in session's code (its actors and their services), one chunk of its own. */
const sessionWiring = () => import(/* webpackChunkName: "session" */ './features/session/wiring');

/**
 * A returning person's session code, fetched while the stored session is checked rather than
 * after (main.tsx, issue #38); the sign-in's own load then finds it ready.
 */
export const preloadSession = () => void sessionWiring().catch(() => undefined);

/**
 * What the features provide to the root actor, gathered here (beside main.tsx, the composition
 * root) so that src/system composes them without importing a feature (ARCHITECTURE.md).
 */
export const rootFlows: RootFlows = {
  auth: authWiring,
  settings: settingsWiring,
  // Everything signed-in loads with the session (src/features/session/wiring.ts), in its own chunk.
  loadSession: (deps) =>
    fromPromise(async () => {
      const { createSessionLogic } = await sessionWiring();
      // Three tasks, not one (issue #38): the chunk's code runs, then its machines are put together
      // with their effects, then (once this resolves) the session's actors start and the frame
      // draws. Together they were the longest task of a signed-in load.
      await yieldToPage();
      const logic = createSessionLogic(deps) as unknown as SessionLogic;
      await yieldToPage();
      return logic;
    }),
  readStoredSettings,
};
