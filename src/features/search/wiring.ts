import { fromPromise } from 'xstate';
import { searchMachine } from '../../../machines/search/search.machine';
import type { WiringDeps } from '../../system/deps';

/** The header search box's flow with the search-engine and publisher services and the router. */
export const searchWiring = ({ api, open }: Pick<WiringDeps, 'api' | 'open'>) =>
  searchMachine.provide({
    actors: {
      // Leaving `fetching` (a new keystroke) stops this actor, and its signal aborts the request.
      fetchSuggestions: fromPromise(async ({ input, signal }) => (await api()).searchEngine.suggestions(input.text, signal)),
      loadHistory: fromPromise(async () => (await api()).searchEngine.history()),
      clearHistory: fromPromise(async () => (await api()).searchEngine.clearHistory()),
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
