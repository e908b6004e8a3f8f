import { createActor, waitFor, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import type { AuthActorRef } from '../../machines/auth/auth.machine';
import type { DisplaySettings } from '../../machines/domain/settings';
import { rootMachine, type SessionLogic, type sessionAuthMachine } from '../../machines/root/root.machine';
import type { settingsMachine } from '../../machines/settings/settings.machine';
import { getSystemActor } from '../../machines/system';
import type { SessionActorRef } from '../../machines/session/session.machine';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import type { WiringDeps } from './deps';
import { reportError } from '../reporting/reporting';

/**
 * The root's effects, provided by the features (src/rootFlows.ts gathers them): src/system never
 * imports a feature, so the arrow points one way.
 */
export interface RootFlows {
  auth: (deps: WiringDeps) => typeof sessionAuthMachine;
  settings: (deps: WiringDeps) => typeof settingsMachine;
  /** The session's logic, loaded on sign-in in its own chunk. */
  loadSession: (deps: WiringDeps) => PromiseActorLogic<SessionLogic>;
  readStoredSettings: () => Partial<DisplaySettings> | null;
}

export interface AppSystemOptions {
  config: AppConfig;
  flows: RootFlows;
  /** Replaces the current history entry (the router, once it exists). */
  navigate: (href: string) => void;
  /** Goes to a page as a new history entry (a toast's link). */
  open: (href: string) => void;
  /** Reloads the current page's data (the New Post chip). */
  refresh: () => void;
  /** Back to the previous page of this app, or the dashboard after a deep link. */
  back: () => void;
  inspect?: (event: InspectionEvent) => void;
}

const RENEWAL_TIMEOUT_MS = 20_000;
const currentHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The one place where machines meet the world: the root machine with the real
 * implementations of its actors and actions.
 */
export function createAppSystem({ config, flows, navigate, open, refresh, back, inspect }: AppSystemOptions) {
  const auth = (): AuthActorRef | undefined => getSystemActor(root.system, 'auth');

  // The API clients (ky, schemas) load with the first call: the public site never needs them.
  let servicesModule: Promise<Services> | null = null;
  const api = (): Promise<Services> =>
    (servicesModule ??= Promise.all([
      import(/* webpackChunkName: "services" */ '../services/http'),
      import(/* webpackChunkName: "services" */ '../services'),
    ]).then(([{ createHttp }, { createServices }]) =>
      createServices(createHttp(httpDeps), { apiBaseUrl: config.apiBaseUrl, accessToken: httpDeps.accessToken }),
    ));
  const httpDeps = {
    config,
    accessToken: () => auth()?.getSnapshot().context.session?.accessToken ?? null,
    async renewAfterUnauthorized() {
      const ref = auth();
      if (!ref?.getSnapshot().hasTag('signed in')) return null;
      ref.send({ type: 'auth.unauthorized', returnTo: currentHref() });
      const settled = await waitFor(ref, (s) => !s.hasTag('pending') || s.matches('signingIn'), {
        timeout: RENEWAL_TIMEOUT_MS,
      }).catch(() => null);
      return settled?.hasTag('signed in') ? (settled.context.session?.accessToken ?? null) : null;
    },
  };

  const accountId = () => auth()?.getSnapshot().context.session?.subject ?? null;
  const deps: WiringDeps = { config, api, accessToken: httpDeps.accessToken, open, navigate, refresh, back, accountId };
  // Each flow provides its own effects (src/features/<flow>/wiring.ts); the root composes them.
  const logic = rootMachine.provide({
    actors: {
      auth: flows.auth(deps),
      settings: flows.settings(deps),
      loadSession: flows.loadSession(deps),
    },
    actions: {
      'report session failure': (_, { error }) => reportError(error, { flow: 'session', problem: 'could not load' }),
    },
  });

  const root = createActor(logic, {
    input: { storedSettings: flows.readStoredSettings() },
    ...(inspect ? { inspect } : {}),
  });
  root.subscribe({ error: (error) => reportError(error, { flow: 'root' }) });
  // The root spawns and stops the session itself; here we only report each new one's failures.
  let listened: unknown = null;
  root.subscribe((snapshot) => {
    const session = snapshot.children['session'] as SessionActorRef | undefined;
    if (!session || session === listened) return;
    listened = session;
    session.subscribe({ error: (error) => reportError(error, { flow: 'session' }) });
  });
  // Short-lived flows (each flow's src/features/<flow>/wiring.ts) are provided from these, in their pages' own chunks.
  return { root, api, config, inspect, open };
}

export type AppSystem = ReturnType<typeof createAppSystem>;
