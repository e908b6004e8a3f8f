import type { KyInstance } from 'ky';
import * as contract from '../../contract/screening';
import * as shares from '../../contract/screening-shares';
import { call } from './call';
import { serviceCall } from './http';

/*
 * Screening results (contract/screening.ts): the person's own list, saving one (the server
 * scores it) and deleting one. Loaded with /screening-tools only (deps.api().screening()).
 */

const SERVICE = 'screening';

export function createScreening(http: KyInstance) {
  return {
    async list(signal?: AbortSignal): Promise<contract.ScreeningResult[]> {
      return serviceCall(SERVICE, 'list', async () => (await call(http, contract.list, { signal })).data);
    },
    async save(result: contract.NewResult): Promise<contract.ScreeningResult> {
      return serviceCall(SERVICE, 'save', async () => (await call(http, contract.create, { body: result })).data);
    },
    async remove(id: number): Promise<void> {
      await serviceCall(SERVICE, 'remove', () => call(http, contract.remove, { params: { id } }));
    },
    async one(id: number, signal?: AbortSignal): Promise<contract.ScreeningResult> {
      return serviceCall(SERVICE, 'one', async () => (await call(http, contract.one, { params: { id }, signal })).data);
    },
    // Sharing by consent (issue #62, contract/screening-shares.ts).
    async shareReaders(signal?: AbortSignal): Promise<shares.SharePerson[]> {
      return serviceCall(SERVICE, 'shareReaders', async () => (await call(http, shares.shareReaders, { signal })).data);
    },
    /** The person's shares in force, and the server's time of the answer (epoch ms). */
    async myShares(signal?: AbortSignal): Promise<{ shares: shares.ScreeningShare[]; at: number }> {
      return serviceCall(SERVICE, 'myShares', async () => {
        const answer = await call(http, shares.myShares, { signal });
        return { shares: answer.data, at: Date.parse(answer.now) };
      });
    },
    async share(body: shares.NewShare): Promise<shares.ScreeningShare> {
      return serviceCall(SERVICE, 'share', async () => (await call(http, shares.share, { body })).data);
    },
    async revoke(id: number): Promise<void> {
      await serviceCall(SERVICE, 'revoke', () => call(http, shares.revoke, { params: { id } }));
    },
    /** The results shared with the person, and the server's time of the answer (epoch ms). */
    async sharedWithMe(signal?: AbortSignal): Promise<{ shared: shares.SharedResult[]; at: number }> {
      return serviceCall(SERVICE, 'sharedWithMe', async () => {
        const answer = await call(http, shares.sharedWithMe, { signal });
        return { shared: answer.data, at: Date.parse(answer.now) };
      });
    },
  };
}
export type ScreeningService = ReturnType<typeof createScreening>;
