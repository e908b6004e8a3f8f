import type { KyInstance } from 'ky';
import type { ConciergeRequest } from '../../contract/admin-concierge';
import * as api from '../../contract/concierge-request';
import { call } from './call';
import { answeredCall, type ServerRefusal } from './refusal';

/** Settings' Become a concierge (contract/concierge-request.ts): the member's request and sending one. */

/** The server's own words when it says no (already a concierge, one already waiting). */
export class RequestRefused extends Error {
  constructor(readonly refusal: { code: string; message: string }) {
    super(refusal.message);
  }
}

const answered = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  answeredCall({ service: 'conciergeRequest', call: name }, run, {
    refused: (r: ServerRefusal) => new RequestRefused({ code: r.error ?? String(r.status), message: r.message }),
    unavailable: () => new Error('unavailable'),
  });

export function createConciergeRequest(http: KyInstance) {
  return {
    mine(): Promise<ConciergeRequest | null> {
      return answered('mine', async () => (await call(http, api.myRequest, {})).data);
    },
    send(asType: number, message: string): Promise<ConciergeRequest> {
      return answered('send', async () => (await call(http, api.sendRequest, { body: { as_type: asType, message } })).data);
    },
  };
}
export type ConciergeRequestService = ReturnType<typeof createConciergeRequest>;
