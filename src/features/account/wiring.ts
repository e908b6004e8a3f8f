import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { dataExportMachine } from '../../../machines/account/dataExport.machine';
import { passwordFormMachine } from '../../../machines/account/passwordForm.machine';
import { useAppSystem } from '../../system/context';
import { saveFile } from '../../ui/saveFile';

/** "Your data" with the account service (src/services/account.ts, loaded with /settings only). */
export function useDataExportLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).account();
    return dataExportMachine.provide({
      actors: {
        requestExport: fromPromise(async () => (await service()).requestExport()),
        readExport: fromPromise(async ({ input, signal }) => (await service()).exportStatus(input.id, signal)),
        downloadExport: fromPromise(async ({ input, signal }) => {
          const file = await (await service()).exportFile(input.id, signal);
          saveFile(file, `neurohealth-data-${new Date().toISOString().slice(0, 10)}.json`);
        }),
      },
    });
  }, [api]);
}

/** The password change with the account service. */
export function usePasswordFormLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      passwordFormMachine.provide({
        actors: {
          changePassword: fromPromise(async ({ input }) => (await api()).account().then((a) => a.changePassword(input))),
        },
      }),
    [api],
  );
}
