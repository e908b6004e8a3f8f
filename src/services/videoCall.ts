import type { KyInstance } from 'ky';
import * as call from '../../contract/call';
import type { CallLoaded } from '../../machines/call/call.machine';
import { call as request } from './call';
import { answeredCall } from './refusal';

/** A refusal of the call's first read (no such session for this person), with the server's words. */
export class CallRefused extends Error {
  constructor(readonly refusal: { code: string; message: string }) {
    super(refusal.message);
    this.name = 'CallRefused';
  }
}

/*
 * A session's call (issue #61, contract/call.ts): the session by its meeting id and the meeting
 * service's configuration (`GET /zoom/user`, SPEC §7). Loaded with the call's page only.
 */
export function createCallService(http: KyInstance) {
  const SERVICE = 'userManager';
  const answered = <T>(name: string, run: () => Promise<T>) =>
    answeredCall({ service: SERVICE, call: name }, run, {
      refused: (r) =>
        new CallRefused({ code: r.status === 404 ? 'not found' : (r.error ?? String(r.status)), message: r.message }),
      unavailable: () =>
        new CallRefused({ code: 'unavailable', message: "We couldn't reach the session. Check your connection and try again." }),
    });
  return {
    async load(meetingId: string): Promise<CallLoaded> {
      return answered('meeting', async () => {
        const [{ data: session }, { data: service }] = await Promise.all([
          request(http, call.meeting, { params: { meetingId } }),
          request(http, call.zoomUser, {}),
        ]);
        return { session, service: { iceServers: service.ice_servers, icePolicy: service.ice_transport_policy } };
      });
    },
  };
}
