import type { KyInstance } from 'ky';
import type { User } from '../../machines/domain/user';
import type { MyNotes } from '../../machines/sideLists/sideLists.machine';
import * as accounts from '../../contract/accounts';
import { myNotesEndpoint } from '../../contract/notes-list';
import { call } from './call';
import { serviceCall } from './http';

const SERVICE = 'userManager';

export function createUserManager(http: KyInstance) {
  return {
    async currentUser(): Promise<User> {
      return serviceCall(SERVICE, 'currentUser', async () => {
        return (await call(http, accounts.currentUser)).data;
      });
    },
    async pendingInvitationCount(userId: number): Promise<number> {
      return serviceCall(SERVICE, 'pendingInvitationCount', async () => {
        return (await call(http, accounts.pendingInvitationCount, { params: { userId } })).data.count;
      });
    },
    /** SPEC §7 notes list (GET /notes/my-notes): arrays personal, shared_by_me, shared_with_me. */
    async myNotes(): Promise<MyNotes> {
      return serviceCall(SERVICE, 'myNotes', async () => {
        return call(http, myNotesEndpoint, { query: {} });
      });
    },
  };
}
export type UserManager = ReturnType<typeof createUserManager>;
