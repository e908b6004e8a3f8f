import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { PROVIDERS_PAGE_SIZE } from '../../../contract/admin-providers';
import { pagedListMachine } from '../../../machines/admin/pagedList.machine';
import { providerEditorMachine } from '../../../machines/admin/providerEditor.machine';
import { useAppSystem } from '../../system/context';

/* /admin-provider's machines with the adminProviders service (loaded by that page only). */

const providersList = pagedListMachine('providers', { retired: 'false', page: 0, size: PROVIDERS_PAGE_SIZE });

export function useProvidersListLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      providersList.provide({
        actors: { load: fromPromise(async ({ input }) => (await (await api()).adminProviders()).list(input)) },
      }),
    [api],
  );
}

export function useProviderEditorLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      providerEditorMachine.provide({
        actors: {
          save: fromPromise(async ({ input }) => {
            const service = await (await api()).adminProviders();
            if (input.retire && input.id !== null) return service.retire(input.id, input.reason);
            const { picture } = input;
            // The picture first: its url goes with the fields, and one audit row keeps both.
            const url =
              picture.kind === 'upload'
                ? await service.uploadPicture(picture.file)
                : picture.kind === 'remove'
                  ? null
                  : undefined;
            return service.save(input.id, input.fields, input.reason, url);
          }),
        },
      }),
    [api],
  );
}
