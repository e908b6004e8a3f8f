import { fromPromise } from 'xstate';
import { sessionAuthMachine } from '../../../machines/root/root.machine';
import { createAuthActors, discardStoredSession } from '../../services/oidc';
import type { WiringDeps } from '../../system/deps';
import { reportError } from '../../reporting/reporting';

const currentHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The session with the identity provider (oidc-client-ts), the router and error reporting. */
export const authWiring = ({ config, api, navigate }: Pick<WiringDeps, 'config' | 'api' | 'navigate'>) =>
  sessionAuthMachine.provide({
    actors: {
      ...createAuthActors(config),
      loadCurrentUser: fromPromise(async () => (await api()).userManager.currentUser()),
    },
    actions: {
      'go to return path': (_, { to }) => {
        if (to && to !== currentHref()) navigate(to);
      },
      'report error': (_, { error }) => reportError(error, { flow: 'auth' }),
      'discard stored session': () => {
        discardStoredSession(config).catch((error: unknown) => reportError(error, { flow: 'auth' }));
      },
    },
  });
