/**
 * SPEC §6's display name, the one rule of the product (issue #63.6): the server writes it into
 * every name it sends (lists, notices, notifications, chat) and the app uses it for whatever the
 * server did not name (the signed-in person, a person a service sent without one). Pure, without
 * zod: the server (server/db/users.ts) and the app (machines/domain/user.ts) import the same code.
 */

/** The fields the rule reads; anything a user row or a user object has. */
export interface NamedPerson {
  user_name: string;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  user_type?: number | null | undefined;
  is_mentor?: boolean | null | undefined;
  care_provider_detail?: { provider_name?: string | null | undefined } | null | undefined;
}

/**
 * A deleted account's user name starts with this (server/account/deletion.ts): it has a space,
 * which sign-up never allows, so no one else can hold such a name.
 */
export const DELETED_USER_PREFIX = 'deleted account ';

export const DELETED_ACCOUNT_NAME = 'Deleted account';

/**
 * First and last name for mentors and care coordinators (5), the practice's name for care
 * providers (4), the user name otherwise (SPEC §6). Someone whose type is not known is named by
 * their full name if it came, else the user name. A deleted account is "Deleted account".
 */
export function displayNameOf(person: NamedPerson): string {
  if (person.user_name.startsWith(DELETED_USER_PREFIX)) return DELETED_ACCOUNT_NAME;
  const fullName = `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();
  if (person.user_type === undefined || person.user_type === null) return fullName || person.user_name;
  if ((person.is_mentor || person.user_type === 5) && fullName) return fullName;
  const provider = person.care_provider_detail?.provider_name?.trim();
  if (person.user_type === 4 && provider) return provider;
  return person.user_name;
}
