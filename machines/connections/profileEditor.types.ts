import type { OwnProfile, ProfileUpdate, WhoCanMessage, WhoSeesCommunities } from '../../contract/connections-profile';
import type { User } from '../domain/user';

export type { Badge, OwnProfile, ProfileUpdate } from '../../contract/connections-profile';

/** What the form edits: the text fields and the two privacy choices. */
export interface ProfileDraft {
  first_name: string;
  last_name: string;
  user_name: string;
  bio: string;
  who_can_message: WhoCanMessage;
  who_sees_communities: WhoSeesCommunities;
  /** Mentors only (SPEC §6): the concierge about text. */
  mentor_bio: string;
  /** Care providers (4) only: the name they are shown by. */
  provider_name: string;
}
export type ProfileField = keyof ProfileDraft;

/** Which picture a crop is for: the profile's, or a mentor's concierge picture (mentor_detail). */
export type PictureTarget = 'profile' | 'mentor';

/** A cropped picture waiting to be saved: its bytes and an address to preview it by. */
export interface CroppedPicture {
  blob: Blob;
  preview: string;
}

/** The square chosen over the picture, in the picture's own pixels. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a refusal's sentence belongs: a field of the form, or the form as a whole. */
export type FieldErrors = Partial<Record<ProfileField | 'profile_picture' | 'mentor_picture', string>>;

/** What the profile calls reject with (src/services/connections.ts makes it from the server's answer). */
export class ProfileRefused extends Error {
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ProfileRefused';
  }
}

export const PROFILE_UNAVAILABLE = "We couldn't reach your profile. Try again.";

export function draftOf(profile: OwnProfile): ProfileDraft {
  const u = profile.user;
  return {
    first_name: u.first_name ?? '',
    last_name: u.last_name ?? '',
    user_name: u.user_name,
    bio: profile.bio,
    who_can_message: profile.who_can_message,
    who_sees_communities: profile.who_sees_communities,
    mentor_bio: profile.mentor_bio ?? '',
    provider_name: u.care_provider_detail?.provider_name ?? '',
  };
}

/** The save's body: the draft, the pictures as they are or as uploaded (`uploaded`), mentors' and providers' own fields. */
export function updateOf(
  profile: OwnProfile,
  draft: ProfileDraft,
  uploaded: Partial<Record<PictureTarget, string>>,
): ProfileUpdate {
  const u: User = profile.user;
  return {
    first_name: draft.first_name,
    last_name: draft.last_name,
    user_name: draft.user_name,
    bio: draft.bio,
    profile_picture: uploaded.profile ?? u.profile_picture,
    who_can_message: draft.who_can_message,
    who_sees_communities: draft.who_sees_communities,
    ...(u.is_mentor
      ? { mentor_detail: { profile_picture: uploaded.mentor ?? u.mentor_detail?.profile_picture ?? null, bio: draft.mentor_bio } }
      : {}),
    ...(u.user_type === 4 ? { provider_name: draft.provider_name } : {}),
  };
}
