/**
 * The signed-in user as the user-manager service returns it (SPEC §3),
 * and the display rules of SPEC §6. Pure functions: machines and views share them.
 */
import { displayNameOf } from '../../contract/display-name';

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
 * SPEC §6, the one display-name rule of the product (issues #28.11, #63.6): the server's and the
 * app's are the same function (contract/display-name.ts). A display name the server sent is taken
 * as it is.
 */
export function displayName(person: Nameable): string {
  return person.display_name || displayNameOf(person);
}

const ROLE_LABEL: Record<number, string> = {
  1: 'Caregiver',
  2: 'Care seeker',
  4: 'Care provider',
  5: 'Care coordinator',
  99: 'Administrator',
};

/**
 * What a person is, the line under their name wherever one is shown (issue #63.6: the role, never
 * the user name): a mentor who is neither provider nor coordinator is "Mentor".
 */
export function roleLabel(person: Partial<Pick<User, 'user_type' | 'is_mentor'>>): string {
  if (person.is_mentor && person.user_type !== USER_TYPE.careProvider && person.user_type !== USER_TYPE.careCoordinator) {
    return 'Mentor';
  }
  return person.user_type === undefined ? '' : (ROLE_LABEL[person.user_type] ?? '');
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
