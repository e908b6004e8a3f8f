import type { KyInstance } from 'ky';
import * as contract from '../../contract/connections';
import { ConnectionsRefused, CONNECTIONS_PAGE_SIZE, type Tab } from '../../machines/connections/connections.types';
import type { ConnectionsListPage, RowAction } from '../../machines/connections/connectionsPage.machine';
import { call } from './call';
import { answeredCall, type ServerRefusal } from './refusal';

/*
 * Follow requests, followers, following and the public profile (SPEC §7 user manager,
 * contract/connections.ts). Loaded with /connectpeople and /user (deps.api().connections()), so
 * /dashboard does not carry them; the header's pending count is userManager's.
 */

const SERVICE = 'connections';

/** A refusal (a 4xx with a reason) is thrown as ConnectionsRefused, unreported; anything else is reported once (SPEC §8). */
const answered = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  answeredCall({ service: SERVICE, call: name }, run, {
    refused: (r: ServerRefusal) => new ConnectionsRefused({ code: r.error ?? String(r.status), message: r.message }),
    unavailable: () => new Error('unavailable'),
  });

export function createConnections(http: KyInstance) {
  const listOf = async (userId: number, tab: Tab, page: number, signal?: AbortSignal) => {
    const params = { userId };
    const query = { page, size: CONNECTIONS_PAGE_SIZE };
    const options = signal ? { signal } : {};
    switch (tab) {
      case 'followers':
        return call(http, contract.followers, { params, query, ...options });
      case 'following':
        return call(http, contract.following, { params, query, ...options });
      case 'requests':
        return call(http, contract.listFollowRequests, { params, query: { ...query, action: 'ALL' }, ...options });
      case 'sent':
        return call(http, contract.listFollowRequests, { params, query: { ...query, action: 'SENT' }, ...options });
    }
  };

  return {
    /** A page of a tab's list, with the four counts of the same answer. */
    async page(userId: number, tab: Tab, page: number, signal?: AbortSignal): Promise<ConnectionsListPage> {
      return answered('page', async () => {
        const { data } = await listOf(userId, tab, page, signal);
        return { items: data.data, total: data.total, counts: data.counts };
      });
    },
    /** POST /users/{me}/follow-requests (receiver_id). */
    async send(userId: number, receiverId: number) {
      return answered('send', async () => {
        const { data } = await call(http, contract.sendFollowRequest, { params: { userId }, body: { receiver_id: receiverId } });
        return { requestId: data.request_id };
      });
    },
    /** A row's action: PUT …/follow-requests/{id}?action= (ACCEPT, DECLINE, CANCEL) or DELETE …?action=UNFOLLOW|REMOVE. */
    async act(userId: number, action: RowAction, requestId: number, otherId: number) {
      return answered('act', async () => {
        if (action === 'UNFOLLOW' || action === 'REMOVE') {
          const query = action === 'UNFOLLOW' ? { action, receiver_id: otherId } : { action, follower_id: otherId };
          const { data } = await call(http, contract.endFollow, { params: { userId }, query });
          return { counts: data.counts };
        }
        await call(http, contract.respondToFollowRequest, { params: { userId, requestId }, query: { action } });
        return { counts: null };
      });
    },
    /** GET /profiles/{user_name}: null when there is no such profile to show (unknown, or they blocked the reader). */
    async profile(userName: string, signal?: AbortSignal): Promise<contract.PublicProfile | null> {
      try {
        return await answered(
          'profile',
          async () => (await call(http, contract.publicProfile, { params: { userName }, ...(signal ? { signal } : {}) })).data,
        );
      } catch (error) {
        if (error instanceof ConnectionsRefused && error.refusal.code === 'not found') return null;
        throw error;
      }
    },
  };
}
export type Connections = ReturnType<typeof createConnections>;
