import { fromPromise } from 'xstate';
import { countsMachine } from '../../../machines/counts/counts.machine';
import { backoffDelay } from '../../../machines/eventStream/eventStream.machine';
import { sessionEventStreamMachine, sessionMachine } from '../../../machines/session/session.machine';
import { sideListsMachine } from '../../../machines/sideLists/sideLists.machine';
import { toastsMachine } from '../../../machines/toasts/toasts.machine';
import { welcomeHintsMachine } from '../../../machines/welcomeHints/welcomeHints.machine';
import type { AppConfig } from '../../config';
import type { Services } from '../../services';
import { chatSocketCallback } from '../../realtime/chatSocket';
import { eventSourceCallback } from '../../realtime/eventSource';
import { playChatAlert } from './chatAlert';
import { readSeenHints, rememberHint } from '../welcomeHints/hintsStorage';
import { lazyCallback } from '../../system/lazyCallback';
import { reportError } from '../../system/reporting';

export interface SessionDeps {
  config: AppConfig;
  api: () => Promise<Services>;
  accessToken: () => string | null;
  open: (href: string) => void;
  refresh: () => void;
}

/**
 * The signed-in session's machine with its real implementations. This module
 * is imported when someone signs in, so none of it is in the public bundle.
 */
export function createSessionLogic({ config, api, accessToken, open, refresh }: SessionDeps) {
  return sessionMachine.provide({
    actions: {
      'play chat alert': () => playChatAlert(),
    },
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
        actors: { eventSource: lazyCallback(async () => eventSourceCallback(config, accessToken)) },
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
      chatSocket: lazyCallback(async () => chatSocketCallback(config, accessToken)),
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
}
