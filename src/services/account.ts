import type { KyInstance } from 'ky';
import * as contract from '../../contract/account';
import { call } from './call';
import { serviceCall } from './http';

/** Your data (contract/account.ts): ask for an export, follow its progress, fetch the file. */
export function createAccount(http: KyInstance) {
  return {
    async requestExport(): Promise<contract.DataExport> {
      return serviceCall('account', 'requestExport', async () => (await call(http, contract.requestExport)).data);
    },
    async exportStatus(id: string, signal?: AbortSignal): Promise<contract.DataExport> {
      return serviceCall(
        'account',
        'exportStatus',
        async () => (await call(http, contract.exportStatus, { params: { id }, ...(signal ? { signal } : {}) })).data,
      );
    },
    async exportFile(id: string, signal?: AbortSignal): Promise<Blob> {
      return serviceCall('account', 'downloadExport', async () =>
        (await call(http, contract.downloadExport, { params: { id }, ...(signal ? { signal } : {}) })).blob(),
      );
    },
  };
}
export type AccountService = ReturnType<typeof createAccount>;
