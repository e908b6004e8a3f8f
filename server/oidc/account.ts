import type { Account } from 'oidc-provider';
import type { Database } from '../db/database';
import { displayNameOf, findUserById } from '../db/users';

/** oidc-provider's `findAccount`: subjects are user ids as strings. */
export async function findAccount(db: Database, sub: string): Promise<Account | undefined> {
  const user = await findUserById(db, Number(sub));
  if (!user) return undefined;
  return {
    accountId: String(user.user_id),
    claims: () => ({
      sub: String(user.user_id),
      // SPEC §6's display name, what the product calls this person everywhere (issue #63.6).
      name: displayNameOf(user),
      preferred_username: user.user_name,
      given_name: user.first_name,
      family_name: user.last_name,
      user_type: user.user_type,
      email: user.email,
      email_verified: user.email_verified,
    }),
  };
}
