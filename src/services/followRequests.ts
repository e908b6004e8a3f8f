import type { KyInstance } from 'ky';
import * as contract from '../../contract/connections-requests';
import { call } from './call';
import { serviceCall } from './http';

/*
 * The dashboard's Follow requests block (issue #34): the received requests' first page alone
 * (contract/connections-requests.ts), so the dashboard does not load the connections service.
 */

export function createFollowRequests(http: KyInstance) {
  return {
    /** Follow requests waiting for this person's answer, newest first. */
    async waiting(userId: number, size: number, signal?: AbortSignal): Promise<contract.Connection[]> {
      return serviceCall('connections', 'followRequests', async () => {
        const { data } = await call(http, contract.listFollowRequests, {
          params: { userId },
          query: { action: 'ALL', page: 0, size },
          ...(signal ? { signal } : {}),
        });
        return data.data;
      });
    },
  };
}
