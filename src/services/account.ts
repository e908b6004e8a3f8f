import { HTTPError, type KyInstance } from 'ky';
import * as contract from '../../contract/account';
import * as deletion from '../../contract/account-deletion';
import * as email from '../../contract/account-email';
import { call } from './call';
import { serviceCall } from './http';
import { refusalIn } from './refusal';

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
    async emailStatus(): Promise<email.EmailState> {
      return serviceCall('account', 'emailStatus', async () => (await call(http, email.emailStatus)).data);
    },
    /** Asked (the link is mailed), or refused with one sentence per field (400, or 429 after wrong passwords). */
    async requestEmailChange(body: {
      new_email: string;
      current_password: string;
    }): Promise<{ ok: true; state: email.EmailState } | { ok: false; fields: Partial<Record<email.EmailChangeField, string>> }> {
      try {
        return { ok: true, state: (await call(http, email.requestEmailChange, { body })).data };
      } catch (error) {
        const fields = await fieldsOf(error);
        if (fields) return { ok: false, fields };
        return serviceCall('account', 'requestEmailChange', () => Promise.reject(error));
      }
    },
    /** A fresh link mailed, or refused with the server's sentence (a link sent less than a minute ago). */
    async resendEmailChange(): Promise<{ ok: true; state: email.EmailState } | { ok: false; reason: string }> {
      try {
        return { ok: true, state: (await call(http, email.resendEmailChange)).data };
      } catch (error) {
        const refusal = await refusalIn(error);
        if (refusal) return { ok: false, reason: refusal.message };
        return serviceCall('account', 'resendEmailChange', () => Promise.reject(error));
      }
    },
    async cancelEmailChange(): Promise<email.EmailState> {
      return serviceCall('account', 'cancelEmailChange', async () => (await call(http, email.cancelEmailChange)).data);
    },
    /** The link opened: changed, or refused with the server's sentence (used, another person's, expired, taken). */
    async confirmEmailChange(token: string): Promise<{ ok: true; state: email.EmailState } | { ok: false; reason: string }> {
      try {
        return { ok: true, state: (await call(http, email.confirmEmailChange, { body: { token } })).data };
      } catch (error) {
        const refusal = await refusalIn(error);
        if (refusal) return { ok: false, reason: refusal.message };
        return serviceCall('account', 'confirmEmailChange', () => Promise.reject(error));
      }
    },
    async deletionStatus(): Promise<deletion.DeletionState> {
      return serviceCall('account', 'deletionStatus', async () => (await call(http, deletion.deletionStatus)).data);
    },
    /** Scheduled (every session now ends), or refused: not the PIN or password, or locked for now. */
    async scheduleDeletion(secret: string): Promise<{ ok: true; state: deletion.DeletionState } | { ok: false; reason: string }> {
      try {
        return { ok: true, state: (await call(http, deletion.scheduleDeletion, { body: { secret } })).data };
      } catch (error) {
        const fields = await fieldsOf(error, [400, 423, 429]);
        if (fields?.secret) return { ok: false, reason: fields.secret };
        return serviceCall('account', 'scheduleDeletion', () => Promise.reject(error));
      }
    },
    async exportFile(id: string, signal?: AbortSignal): Promise<Blob> {
      return serviceCall('account', 'downloadExport', async () =>
        (await call(http, contract.downloadExport, { params: { id }, ...(signal ? { signal } : {}) })).blob(),
      );
    },
  };
}
/** A form's refusal: one sentence per field, from a 400 or 429 (or the statuses given). */
async function fieldsOf(error: unknown, statuses = [400, 429]): Promise<Record<string, string> | null> {
  if (!(error instanceof HTTPError) || !statuses.includes(error.response.status)) return null;
  const refusal = contract.fieldsRefusal.safeParse(
    await error.response
      .clone()
      .json()
      .catch(() => ({})),
  );
  return refusal.success ? refusal.data.fields : null;
}

export type AccountService = ReturnType<typeof createAccount>;
