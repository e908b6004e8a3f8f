import { fromPromise } from 'xstate';
import { searchMachine } from '../../../machines/search/search.machine';
import type { WiringDeps } from '../../system/deps';
import { reportError } from '../../reporting/reporting';

/** The header search box's flow with the search-engine and publisher services and the router. */
export const searchWiring = ({ api, open, config, accessToken }: Pick<WiringDeps, 'api' | 'open' | 'config' | 'accessToken'>) =>
  searchMachine.provide({
    actors: {
      // Leaving `fetching` (a new keystroke) stops this actor, and its signal aborts the request.
      fetchSuggestions: fromPromise(async ({ input, signal }) => (await api()).searchEngine.suggestions(input.text, signal)),
      loadHistory: fromPromise(async () => (await api()).searchEngine.history()),
      clearHistory: fromPromise(async () => (await api()).searchEngine.clearHistory()),
      loadVoice: fromPromise(async () => {
        try {
          const { createVoiceFlow } = await import('./voiceFlow');
          return createVoiceFlow({ config, accessToken });
        } catch (error) {
          reportError(error, { flow: 'voice search', problem: 'could not load voice search' });
          throw error;
        }
      }),
    },
    actions: {
      navigate: (_, { to }) => open(to),
      // Fire and forget: a failed save is reported by the service and changes nothing on screen.
      'save to history': (_, { entry, userId }) =>
        void api()
          .then((services) => services.publisher.saveSearch(entry, userId))
          .catch(() => {}),
    },
  });
