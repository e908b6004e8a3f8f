import { createActor, fromPromise, waitFor, type InspectionEvent } from 'xstate';
import type { AuthActorRef } from '../../machines/auth.machine';
import { countsMachine } from '../../machines/counts.machine';
import { rootMachine, sessionAuthMachine, sessionEventStreamMachine } from '../../machines/root.machine';
import { backoffDelay } from '../../machines/eventStream.machine';
import { toastsMachine } from '../../machines/toasts.machine';
import { lazyCallback } from './lazyCallback';
import { playChatAlert } from './chatAlert';
import { settingsMachine } from '../../machines/settings.machine';
import { sideListsMachine } from '../../machines/sideLists.machine';
import { welcomeHintsMachine } from '../../machines/welcomeHints.machine';
import { readSeenHints, rememberHint } from './hintsStorage';
import { getSystemActor } from '../../machines/system';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import { createAuthActors } from './oidc';
import { reportError } from './reporting';
import { readStoredSettings, storeSettings } from './settingsStorage';

export interface AppSystemOptions {
  config: AppConfig;
  /** Replaces the current history entry (the router, once it exists). */
  navigate: (href: string) => void;
  /** Goes to a page as a new history entry (a toast's link). */
  open: (href: string) => void;
  /** Reloads the current page's data (the New Post chip). */
  refresh: () => void;
  inspect?: (event: InspectionEvent) => void;
}

const RENEWAL_TIMEOUT_MS = 20_000;
const currentHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The one place where machines meet the world: the root machine with the real
 * implementations of its actors and actions.
 */
export function createAppSystem({ config, navigate, open, refresh, inspect }: AppSystemOptions) {
  const auth = (): AuthActorRef | undefined => getSystemActor(root.system, 'auth');

  // The API clients (ky, schemas) load with the first call: the public site never needs them.
  let servicesModule: Promise<Services> | null = null;
  const api = (): Promise<Services> =>
    (servicesModule ??= Promise.all([import('../services/http'), import('../services')]).then(([{ createHttp }, { createServices }]) =>
      createServices(createHttp(httpDeps)),
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

  const logic = rootMachine.provide({
    actions: { 'play chat alert': () => playChatAlert() },
    actors: {
      toasts: toastsMachine.provide({
        actions: {
          navigate: (_, { to }) => {
            if (to) open(to);
          },
          'reload feed': () => refresh(),
        },
      }),
      eventStream: sessionEventStreamMachine.provide({
        actors: {
          eventSource: lazyCallback(() => import('../realtime/eventSource').then((m) => m.eventSourceCallback(config, httpDeps.accessToken))),
        },
        // Jitter spreads reconnections of many clients after a server restart.
        delays: { backoff: ({ context }) => backoffDelay(context.attempt, Math.random()) },
        actions: {
          'report failure': (_, { reason, attempt }) => {
            console.warn(`[event stream] ${reason}; reconnecting (attempt ${attempt + 1})`);
            // One report per outage, not one per retry.
            if (attempt === 2) reportError(new Error('Event stream unavailable'), { flow: 'event stream', reason });
          },
        },
      }),
      chatSocket: lazyCallback(() => import('../realtime/chatSocket').then((m) => m.chatSocketCallback(config, httpDeps.accessToken))),
      auth: sessionAuthMachine.provide({
        actors: {
          ...createAuthActors(config),
          loadCurrentUser: fromPromise(async () => (await api()).userManager.currentUser()),
        },
        actions: {
          'go to return path': (_, { to }) => {
            if (to && to !== currentHref()) navigate(to);
          },
          'report error': (_, { error }) => reportError(error, { flow: 'auth' }),
        },
      }),
      settings: settingsMachine.provide({
        actions: { 'persist settings': (_, settings) => storeSettings(settings) },
      }),
      welcomeHints: welcomeHintsMachine.provide({
        actors: { loadSeenHints: fromPromise(async ({ input }) => readSeenHints(input.email)) },
        actions: { 'remember hint': (_, { email, hint }) => rememberHint(email, hint) },
      }),
      sideLists: sideListsMachine.provide({
        actors: {
          loadMyCommunities: fromPromise(async () => (await api()).communities.mine()),
          loadMyNotes: fromPromise(async () => (await api()).userManager.myNotes()),
        },
      }),
      counts: countsMachine.provide({
        actors: {
          loadNotificationCount: fromPromise(async ({ input }) => (await api()).notifications.bellCount(input.userId)),
          loadUnreadChatCount: fromPromise(async () => (await api()).chatServer.unreadCount()),
          loadPendingInvitationCount: fromPromise(async ({ input }) =>
            (await api()).userManager.pendingInvitationCount(input.userId),
          ),
        },
      }),
    },
  });

  const root = createActor(logic, {
    input: { storedSettings: readStoredSettings() },
    ...(inspect ? { inspect } : {}),
  });
  root.subscribe({ error: (error) => reportError(error, { flow: 'root' }) });
  // Short-lived flows (src/system/flows) are provided from these, in their pages' own chunks.
  return { root, api, config, inspect, open };
}

export type AppSystem = ReturnType<typeof createAppSystem>;
