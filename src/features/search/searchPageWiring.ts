import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { searchPageMachine } from '../../../machines/search/searchPage.machine';
import { zipAutocompleteMachine } from '../../../machines/search/zipAutocomplete.machine';
import { useAppSystem } from '../../system/context';

/** The /search page's flow with the search-engine service; it loads with the page's chunk. */
export function useSearchPageLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      searchPageMachine.provide({
        actors: {
          // A new query or filter stops this actor; its signal aborts the request.
          fetchResults: fromPromise(async ({ input, signal }) => (await api()).searchEngine.searchPage(input, signal)),
          fetchCounts: fromPromise(async ({ input, signal }) => (await api()).searchEngine.searchCounts(input.query, signal)),
        },
      }),
    [api],
  );
}

/** The zip-code field's flow with the public static-data service; `onChosen` hears each choice. */
export function useZipAutocompleteLogic(onChosen: (value: string) => void) {
  const { api } = useAppSystem();
  const latest = useRef(onChosen);
  latest.current = onChosen;
  return useMemo(
    () =>
      zipAutocompleteMachine.provide({
        actors: {
          fetchZipCodes: fromPromise(async ({ input, signal }) =>
            (await (await api()).publicData()).zipCodes(input.text, signal),
          ),
        },
        actions: { chosen: (_, { value }) => latest.current(value) },
      }),
    [api],
  );
}
