import type { KyInstance } from 'ky';
import * as api from '../../contract/admin-concierge';
import type { Query } from '../../contract/endpoint';
import { AdminRefused } from './admin';
import { call } from './call';
import { answeredCall, type ServerRefusal } from './refusal';

/*
 * /admin's calls (contract/admin-concierge.ts): the concierges, mentoring off and on, a
 * concierge's bookings and the requests to become one. Loaded by /admin only.
 */

const answered = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  answeredCall({ service: 'adminConcierge', call: name }, run, {
    refused: (r: ServerRefusal) => new AdminRefused({ code: r.error ?? String(r.status), message: r.message }),
    unavailable: () => new Error('unavailable'),
  });

export type ConciergeFilters = Partial<Query<typeof api.listConcierges>>;
export type RequestFilters = Partial<Query<typeof api.listRequests>>;

export function createAdminConcierge(http: KyInstance) {
  return {
    concierges(filters: ConciergeFilters) {
      return answered('concierges', async () => (await call(http, api.listConcierges, { query: filters })).data);
    },
    setMentoring(id: number, isMentor: boolean, reason: string) {
      return answered(
        'setMentoring',
        async () => (await call(http, api.setMentoring, { params: { id }, body: { is_mentor: isMentor, reason } })).data,
      );
    },
    bookings(id: number, page: number) {
      return answered(
        'bookings',
        async () => (await call(http, api.conciergeBookings, { params: { id }, query: { page } })).data,
      );
    },
    requests(filters: RequestFilters) {
      return answered('requests', async () => (await call(http, api.listRequests, { query: filters })).data);
    },
    decide(id: number, decision: 'approve' | 'decline', reason: string): Promise<api.ConciergeRequest> {
      const entry = decision === 'approve' ? api.approveRequest : api.declineRequest;
      return answered(decision, async () => (await call(http, entry, { params: { id }, body: { reason } })).data);
    },
  };
}
export type AdminConciergeService = ReturnType<typeof createAdminConcierge>;
