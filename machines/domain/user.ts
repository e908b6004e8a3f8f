/**
 * The signed-in user as the user-manager service returns it (SPEC §3),
 * and the display rules of SPEC §6. Pure functions: machines and views share them.
 */
export const USER_TYPE = {
  caregiver: 1,
  careSeeker: 2,
  careProvider: 4,
  careCoordinator: 5,
  administrator: 99,
} as const;

export interface User {
  user_id: number;
  user_name: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture: string | null;
  user_type: number;
  is_mentor: boolean;
  mentor_detail: { profile_picture?: string | null } | null;
  care_provider_detail: { provider_name?: string | null } | null;
  /** The server's fact: this is the account's first sign-in (a greeting of "Welcome", not "Welcome back"). */
  first_sign_in?: boolean;
}

export const isAdministrator = (user: Pick<User, 'user_type'>): boolean => user.user_type === USER_TYPE.administrator;

/** Provider (4) and coordinator (5) run sessions; everyone else books them. */
export const runsSessions = (user: Pick<User, 'user_type'>): boolean =>
  user.user_type === USER_TYPE.careProvider || user.user_type === USER_TYPE.careCoordinator;

/**
 * Someone the app names: the signed-in user, or a person a service sent (a chat member, a search
 * hit, a booking's other side) with the `display_name` the server made by the same rule.
 */
export type Nameable = Pick<User, 'user_name'> &
  Partial<Pick<User, 'first_name' | 'last_name' | 'user_type' | 'is_mentor' | 'care_provider_detail'>> & {
    display_name?: string | null | undefined;
  };

/**
 * SPEC §6, the one display-name rule of the app (issue #28.11): first and last name for mentors
 * and type 5, provider name for type 4, user name otherwise. A display name the server computed
 * (by the same rule, server/db/users.ts) is taken as it is. Someone whose type is not known is
 * named by their full name if it came, else the user name.
 */
export function displayName(person: Nameable): string {
  if (person.display_name) return person.display_name;
  const fullName = [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
  if (person.user_type === undefined) return fullName || person.user_name;
  if ((person.is_mentor || person.user_type === USER_TYPE.careCoordinator) && fullName) return fullName;
  if (person.user_type === USER_TYPE.careProvider && person.care_provider_detail?.provider_name) {
    return person.care_provider_detail.provider_name;
  }
  return person.user_name;
}

/** SPEC §6: a mentor's picture comes from mentor_detail. */
export function profilePicture(user: User): string | null {
  if (user.is_mentor && user.mentor_detail?.profile_picture) return user.mentor_detail.profile_picture;
  return user.profile_picture;
}

export type ProfileFrame = 'looking-for-care' | 'care-provider' | 'care-coordinator' | null;

/** SPEC §3/§6: types 1 and 2 get the looking-for-care frame, 4 the provider frame, 5 the coordinator frame. */
export function profileFrame(user: Pick<User, 'user_type'>): ProfileFrame {
  switch (user.user_type) {
    case USER_TYPE.caregiver:
    case USER_TYPE.careSeeker:
      return 'looking-for-care';
    case USER_TYPE.careProvider:
      return 'care-provider';
    case USER_TYPE.careCoordinator:
      return 'care-coordinator';
    default:
      return null;
  }
}

/** Where a person lands after sign-in: administrators have their own home. */
export const homePathFor = (user: Pick<User, 'user_type'>): '/admin' | '/dashboard' =>
  isAdministrator(user) ? '/admin' : '/dashboard';
