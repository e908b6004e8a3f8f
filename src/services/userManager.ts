import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import type { User } from '../../machines/domain/user';
import { CHOSEN_PATHS } from '../config';
import { serviceCall } from './http';
import { count, userSchema } from './schemas';

const SERVICE = 'userManager';

export function createUserManager(http: KyInstance) {
  return {
    async currentUser(): Promise<User> {
      return serviceCall(SERVICE, 'currentUser', async () => {
        const body = await http.get(CHOSEN_PATHS.currentUser).json();
        return z.object({ data: userSchema }).parse(body).data;
      });
    },
    async pendingInvitationCount(userId: number): Promise<number> {
      return serviceCall(SERVICE, 'pendingInvitationCount', async () => {
        const body = await http.get(CHOSEN_PATHS.pendingInvitationCount(userId)).json();
        return z.object({ data: z.object({ count }) }).parse(body).data.count;
      });
    },
  };
}
export type UserManager = ReturnType<typeof createUserManager>;
