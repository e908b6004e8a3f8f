import { useCallback, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Filters } from '../../../contract/directory';
import { directoryMachine } from '../../../machines/directory/directory.machine';
import { providerPageMachine } from '../../../machines/directory/providerPage.machine';
import { savedProvidersMachine } from '../../../machines/directory/savedProviders.machine';
import { useAppSystem } from '../../system/context';
import type { LayerLoader } from './AtlasMap';

/*
 * The directory's two flows with the directory service (src/services/directory.ts, loaded with
 * /providers and /directory-item only).
 */

function useDirectoryService() {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).directory(), [api]);
}

/** /providers: each search with its page; `onFilters` writes the filters to the URL. */
export function useDirectoryLogic(onFilters: (filters: Filters) => void) {
  const service = useDirectoryService();
  const latest = useRef(onFilters);
  latest.current = onFilters;
  return useMemo(
    () =>
      directoryMachine.provide({
        actors: {
          // A newer search stops this actor; its signal aborts the request.
          fetchPage: fromPromise(async ({ input, signal }) => (await service()).search(input.filters, input.page, signal)),
        },
        actions: { syncUrl: (_, { filters }) => latest.current(filters) },
      }),
    [service],
  );
}

/** What the offline map draws over its states for a view: towns and county lines (contract/places.ts). */
export function useMapLayerLoader(): LayerLoader {
  const service = useDirectoryService();
  return useCallback(async (box, signal) => (await service()).mapLayer(box, signal), [service]);
}

export function useProviderPageLogic() {
  const service = useDirectoryService();
  return useMemo(
    () =>
      providerPageMachine.provide({
        actors: { loadProvider: fromPromise(async ({ input, signal }) => (await service()).provider(input.id, signal)) },
      }),
    [service],
  );
}

/** Save on the results and a provider's page: the person's saved providers (src/services/savedProviders.ts). */
export function useSavedProvidersLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).savedProviders();
    return savedProvidersMachine.provide({
      actors: {
        loadSaved: fromPromise(async () => (await service()).ids()),
        saveChange: fromPromise(async ({ input }) => (await service()).save(input.id, input.saved)),
      },
    });
  }, [api]);
}
