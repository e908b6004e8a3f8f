import * as z from 'zod/mini';
import { user } from './accounts';
import { endpoint, raw } from './endpoint';
import { userParams } from './fields';

/**
 * The own profile on /user-profile (SPEC §2, §3 User, §6; issue #33): what a person edits of
 * themself, their privacy choices, and their concierge badges. SPEC leaves these paths "not
 * shown"; they are chosen beside `users/me`. Its own file so /user-profile loads these shapes
 * without the connections lists; contract/connections.ts re-exports it.
 */

const UM = '/api/user-manager/v1/users/:userId';

export const WHO_CAN_MESSAGE = ['everyone', 'following', 'nobody'] as const;
export type WhoCanMessage = (typeof WHO_CAN_MESSAGE)[number];
/**
 * Who sees a person's communities on their profile: everyone, people who follow them, people they
 * follow back (mutual: the default, #57.10, a community can hint at a condition), or only them.
 * A members-only community is listed only to its members whatever the choice.
 */
export const WHO_SEES_COMMUNITIES = ['everyone', 'followers', 'mutual', 'me'] as const;
export type WhoSeesCommunities = (typeof WHO_SEES_COMMUNITIES)[number];

/** SPEC §3 user names, as sign-up asks for them (server/interaction/signup.ts). */
export const USER_NAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const USER_NAME_RULE = 'Use 3 to 30 letters, digits, dots, dashes or underscores.';
export const NAME_MAX = 50;
export const BIO_MAX = 500;
export const PROVIDER_NAME_MAX = 120;

/** A picture this server keeps for a profile (POST …/profile-picture), by its public path. */
export const PROFILE_PICTURE_PATH = '/public/profile-pictures/';
export const PROFILE_PICTURE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const badgeSchema = z.object({ badge: z.string(), description: z.string(), earned_at: z.string() });
export type Badge = z.infer<typeof badgeSchema>;

export const ownProfileSchema = z.object({
  /** The signed-in person as `users/me` gives it: the header and the menu take it as it is. */
  user: user,
  bio: z._default(z.string(), ''),
  /** A mentor's concierge about text (mentor_detail.bio). */
  mentor_bio: z._default(z.nullable(z.string()), null),
  who_can_message: z.enum(WHO_CAN_MESSAGE),
  who_sees_communities: z.enum(WHO_SEES_COMMUNITIES),
  /** A concierge's badges, oldest first (server/reviews); empty for everyone else. */
  badges: z._default(z.array(badgeSchema), []),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

const name = (what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: `Enter your ${what}.` }),
      z.maxLength(NAME_MAX, { error: `Use ${NAME_MAX} characters or fewer.` }),
    );
/** A picture: one of this server's profile pictures (an upload of the person's), or their current one unchanged. */
const picture = z.nullable(z.string().check(z.maxLength(500, { error: 'is not a picture of yours' })));

export const profileUpdateSchema = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  user_name: z.string().check(z.trim(), z.regex(USER_NAME_PATTERN, { error: USER_NAME_RULE })),
  bio: z.string().check(z.trim(), z.maxLength(BIO_MAX, { error: `Use ${BIO_MAX} characters or fewer.` })),
  profile_picture: picture,
  who_can_message: z.enum(WHO_CAN_MESSAGE, { error: 'must be everyone, following or nobody' }),
  who_sees_communities: z.enum(WHO_SEES_COMMUNITIES, { error: 'must be everyone, followers, mutual or me' }),
  /** Mentors only (SPEC §6): their concierge picture and about text. */
  mentor_detail: z.optional(
    z.object({
      profile_picture: picture,
      bio: z.string().check(z.trim(), z.maxLength(BIO_MAX, { error: `Use ${BIO_MAX} characters or fewer.` })),
    }),
  ),
  /** Care providers (4) only (SPEC §3, §6): the name they are shown by. */
  provider_name: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'Enter the name your practice is shown by.' }),
        z.maxLength(PROVIDER_NAME_MAX, { error: `Use ${PROVIDER_NAME_MAX} characters or fewer.` }),
      ),
  ),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const ownProfile = endpoint({
  method: 'GET',
  path: `${UM}/profile`,
  summary: 'The person’s own profile: what they edit, their privacy choices and their badges.',
  params: userParams,
  response: z.object({ data: ownProfileSchema }),
  errors: { 403: 'another user, or the administrator (who has no profile)' },
  auth: 'bearer',
  hidden: true,
});

export const updateProfile = endpoint({
  method: 'PUT',
  path: `${UM}/profile`,
  summary:
    'Saves the own profile; the user name is unique whatever its case. Mentors also save mentor_detail, providers provider_name.',
  params: userParams,
  body: profileUpdateSchema,
  response: z.object({ data: ownProfileSchema }),
  errors: {
    403: 'another user, the administrator, mentor_detail by a non-mentor or provider_name by a non-provider',
    409: 'the user name is taken (issues name the field)',
  },
  auth: 'bearer',
  hidden: true,
});

export const uploadProfilePicture = endpoint({
  method: 'POST',
  path: `${UM}/profile-picture`,
  summary:
    'Uploads a picture (multipart: file) for the profile, an image only, with messaging’s upload limits; the answer is its url, which PUT …/profile then sets.',
  params: userParams,
  form: { type: 'multipart/form-data', fields: z.object({ file: z.string() }) },
  status: 201,
  response: z.object({ data: z.object({ url: z.string(), content_type: z.string(), size: z.int() }) }),
  errors: {
    403: 'another user',
    413: 'over 10 MB',
    415: 'not a PNG, JPEG, GIF or WebP image',
    429: 'uploading too quickly',
  },
  auth: 'bearer',
  hidden: true,
});

export const profilePictureFile = endpoint({
  method: 'GET',
  path: `${PROFILE_PICTURE_PATH}:key`,
  summary: 'A profile picture: public, as the avatars are.',
  params: z.object({ key: z.string().check(z.regex(PROFILE_PICTURE_KEY, { error: 'must be a picture key' })) }),
  response: raw('image/*'),
  errors: { 404: 'no such picture' },
  auth: 'public',
  serverOnly: 'an <img> reads it',
});
