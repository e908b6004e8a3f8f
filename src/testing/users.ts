import { USER_TYPE, type User } from '../../machines/domain/user';

const base: User = {
  user_id: 7,
  user_name: 'sam',
  email: 'sam@example.org',
  first_name: 'Sam',
  last_name: 'Rivera',
  profile_picture: null,
  user_type: USER_TYPE.caregiver,
  is_mentor: false,
  mentor_detail: null,
  care_provider_detail: null,
};

/** One person per role, as the user-manager service returns them (SPEC §3), for view tests. */
export const testUsers = {
  caregiver: base,
  coordinator: {
    ...base,
    user_id: 8,
    user_name: 'jordan',
    email: 'jordan@example.org',
    first_name: 'Jordan',
    last_name: 'Lee',
    user_type: USER_TYPE.careCoordinator,
  },
  provider: {
    ...base,
    user_id: 9,
    user_name: 'brightpath',
    email: 'care@brightpath.example',
    user_type: USER_TYPE.careProvider,
    care_provider_detail: { provider_name: 'BrightPath Therapy' },
  },
  admin: {
    ...base,
    user_id: 1,
    user_name: 'admin',
    email: 'admin@example.org',
    first_name: null,
    last_name: null,
    user_type: USER_TYPE.administrator,
  },
} satisfies Record<string, User>;
