import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import type { User } from '../../machines/domain/user';
import type { MyNotes } from '../../machines/sideLists/sideLists.machine';
import * as accounts from '../../contract/accounts';
import { call } from './call';
import { serviceCall } from './http';

const SERVICE = 'userManager';

const noteSchema = z.object({
  id: z.union([z.int(), z.string()]),
  note_title: z._default(z.nullable(z.string()), null),
  created_at: z.string(),
  is_pinned: z._default(z.boolean(), false),
});
const noteList = () => z._default(z.array(noteSchema), []);

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
        const body = await http.get('api/user-manager/v1/notes/my-notes').json();
        return z.object({ personal: noteList(), shared_by_me: noteList(), shared_with_me: noteList() }).parse(body);
      });
    },
  };
}
export type UserManager = ReturnType<typeof createUserManager>;
