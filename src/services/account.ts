import { HTTPError, type KyInstance } from 'ky';
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
    /**
     * The password change: done (with the other sessions signed out), or refused with one
     * sentence per field (a 400, or a 429 after too many wrong current passwords). Those are
     * answers, not outages, and are not reported.
     */
    async changePassword(body: {
      current_password: string;
      new_password: string;
    }): Promise<{ ok: true; signedOut: number } | { ok: false; fields: Partial<Record<contract.PasswordField, string>> }> {
      try {
        const answer = await call(http, contract.changePassword, { body });
        return { ok: true, signedOut: answer.signed_out_sessions };
      } catch (error) {
        if (error instanceof HTTPError && [400, 429].includes(error.response.status)) {
          const refusal = contract.fieldsRefusal.safeParse(await error.response.json().catch(() => ({})));
          if (refusal.success) return { ok: false, fields: refusal.data.fields };
        }
        return serviceCall('account', 'changePassword', () => Promise.reject(error));
      }
    },
    async exportFile(id: string, signal?: AbortSignal): Promise<Blob> {
      return serviceCall('account', 'downloadExport', async () =>
        (await call(http, contract.downloadExport, { params: { id }, ...(signal ? { signal } : {}) })).blob(),
      );
    },
  };
}
export type AccountService = ReturnType<typeof createAccount>;
