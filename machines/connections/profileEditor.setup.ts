import { assign, setup } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import type { User } from '../domain/user';
import {
  PROFILE_UNAVAILABLE,
  ProfileRefused,
  type CropArea,
  type CroppedPicture,
  type FieldErrors,
  type OwnProfile,
  type PictureTarget,
  type ProfileDraft,
  type ProfileField,
} from './profileEditor.types';

export interface ProfileEditorInput {
  userId: number;
}

export interface ProfileEditorContext extends ProfileEditorInput {
  /** The profile as the server last answered it. */
  profile: OwnProfile | null;
  draft: ProfileDraft | null;
  /** Whether the draft or a picture differs from the profile (what the unsaved-changes guard asks). */
  changed: boolean;
  /** Cropped pictures waiting for Save, by what they are for. */
  pictures: Partial<Record<PictureTarget, CroppedPicture>>;
  /** The file chosen, while it is read. */
  chosen: { target: PictureTarget; file: Blob } | null;
  /** The picture being framed: what it is for, its address, and the square chosen so far. */
  crop: { target: PictureTarget; source: string; area: CropArea | null } | null;
  fieldErrors: FieldErrors;
  /** A sentence for the form as a whole: a refusal that names no field, or "couldn't reach". */
  message: string | null;
}

export type ProfileEditorEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.edit'; field: ProfileField; value: string }
  | { type: 'profile.save' }
  | { type: 'picture.choose'; target: PictureTarget; file: Blob }
  | { type: 'crop.area'; area: CropArea }
  | { type: 'crop.confirm' }
  | { type: 'crop.cancel' };

export const refusalOf = (error: unknown) =>
  error instanceof ProfileRefused
    ? { message: Object.keys(error.fields).length ? null : error.message, fieldErrors: error.fields }
    : { message: PROFILE_UNAVAILABLE, fieldErrors: {} };

export const sourceOf = (context: ProfileEditorContext) => (context.crop ? [context.crop.source] : []);
export const previewsOf = (pictures: Partial<Record<PictureTarget, CroppedPicture | undefined>>) =>
  Object.values(pictures).flatMap((p) => (p ? [p.preview] : []));

/**
 * What profileEditor.machine.ts is made of: its types, its effects' placeholders (the wiring provides them),
 * its actions and guards.
 */
export const profileEditorSetup = setup({
  types: {
    tags: {} as 'loading' | 'unsaved' | 'saving' | 'saved' | 'refused' | 'cropping',
    context: {} as ProfileEditorContext,
    input: {} as ProfileEditorInput,
    events: {} as ProfileEditorEvent,
  },
  actors: {
    // GET …/users/{id}/profile.
    loadProfile: unprovidedPromise<OwnProfile, { userId: number }>('connections', 'loadProfile'),
    // An address for the chosen file, once it is known to be an image the browser can show.
    readPicture: unprovidedPromise<string, { file: Blob }>('connections', 'readPicture'),
    // The chosen square, cut from the picture (a canvas): the bytes to upload and a preview.
    cropPicture: unprovidedPromise<CroppedPicture, { source: string; area: CropArea }>('connections', 'cropPicture'),
    // Uploads the cropped pictures (POST …/profile-picture), then PUT …/profile.
    saveProfile: unprovidedPromise<
      OwnProfile,
      { userId: number; profile: OwnProfile; draft: ProfileDraft; pictures: Partial<Record<PictureTarget, CroppedPicture>> }
    >('connections', 'saveProfile'),
  },
  actions: {
    // The session's user changes (the header's name and picture, the menu's summary).
    'tell the session': (_, _params: { user: User }) => unprovided('connections', 'tell the session'),
    // Addresses made for pictures are given back once nothing shows them.
    'release pictures': (_, _params: { urls: string[] }) => unprovided('connections', 'release pictures'),
    'forget the crop': assign({ crop: null, chosen: null }),
  },
  guards: {
    changed: ({ context }) => context.changed,
    'crop framed': ({ context }) => context.crop?.area != null,
    'names fields': ({ event }) => {
      const error = (event as unknown as { error?: unknown }).error;
      return error instanceof ProfileRefused && Object.keys(error.fields).length > 0;
    },
  },
});
