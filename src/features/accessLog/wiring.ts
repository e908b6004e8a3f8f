import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { AccessLogFilter } from '../../../contract/accessLog';
import { accessLogMachine, type AccessLogQuery } from '../../../machines/accessLog/accessLog.machine';
import { useAppSystem } from '../../system/context';
import { saveFile } from '../../ui/saveFile';

/* "Who saw my data"'s machine with its service (src/services/accessLog.ts, loaded with the section only). */

const filterOf = ({ kind }: AccessLogQuery): AccessLogFilter => (kind ? { kind } : {});

export function useAccessLogLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      accessLogMachine.provide({
        actors: {
          loadLog: fromPromise(async ({ input }: { input: AccessLogQuery }) =>
            (await api()).accessLog().then((s) => s.mine(filterOf(input))),
          ),
          exportLog: fromPromise(async ({ input }: { input: AccessLogQuery }) =>
            saveFile(await (await (await api()).accessLog()).csv(filterOf(input)), 'who-saw-my-data.csv'),
          ),
        },
      }),
    [api],
  );
}
