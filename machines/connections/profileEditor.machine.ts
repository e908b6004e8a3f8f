import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import type { User } from '../domain/user';
import {
  draftOf,
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

const refusalOf = (error: unknown) =>
  error instanceof ProfileRefused
    ? { message: Object.keys(error.fields).length ? null : error.message, fieldErrors: error.fields }
    : { message: PROFILE_UNAVAILABLE, fieldErrors: {} };

const sourceOf = (context: ProfileEditorContext) => (context.crop ? [context.crop.source] : []);
const previewsOf = (pictures: Partial<Record<PictureTarget, CroppedPicture | undefined>>) =>
  Object.values(pictures).flatMap((p) => (p ? [p.preview] : []));

/**
 * The own profile on /user-profile (issue #33): loaded, edited (clean or dirty), a picture
 * chosen, framed in a square and cut before it joins the draft, saved; the server's refusal
 * names its fields (a taken user name) and keeps everything typed. A save tells the session's
 * user (the header and the menu change at once); a cropped picture is uploaded only by Save.
 */
export const profileEditorMachine = setup({
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
}).createMachine({
  id: 'profileEditor',
  context: ({ input }) => ({
    ...input,
    profile: null,
    draft: null,
    changed: false,
    pictures: {},
    chosen: null,
    crop: null,
    fieldErrors: {},
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProfile',
        id: 'loadProfile',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ profile: event.output, draft: draftOf(event.output), message: null })),
        },
        onError: { target: 'failed', actions: assign({ message: PROFILE_UNAVAILABLE }) },
      },
    },
    failed: {
      description: "Couldn't read the profile: Try again.",
      on: { 'profile.retry': 'loading' },
    },
    editing: {
      initial: 'clean',
      on: {
        'profile.edit': {
          target: '.dirty',
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft!, [event.field]: event.value },
            changed: true,
            fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
          })),
        },
        'picture.choose': {
          target: 'cropping',
          actions: assign(({ event }) => ({ chosen: { target: event.target, file: event.file }, message: null })),
        },
      },
      states: {
        clean: { description: 'As saved: nothing to lose by leaving.' },
        dirty: {
          tags: ['unsaved'],
          on: { 'profile.save': '#profileEditor.saving' },
        },
        saved: {
          tags: ['saved'],
          description: 'Saved: the header and the menu show the change.',
        },
        refused: {
          tags: ['unsaved', 'refused'],
          description: 'The server named fields it refused (a taken user name): their sentences show beside them.',
          on: { 'profile.save': '#profileEditor.saving' },
        },
        restore: {
          always: [{ guard: 'changed', target: 'dirty' }, { target: 'clean' }],
        },
      },
    },
    cropping: {
      tags: ['unsaved', 'cropping'],
      initial: 'reading',
      on: {
        'crop.cancel': {
          target: '#profileEditor.editing.restore',
          actions: [{ type: 'release pictures', params: ({ context }) => ({ urls: sourceOf(context) }) }, 'forget the crop'],
        },
      },
      states: {
        reading: {
          invoke: {
            src: 'readPicture',
            id: 'readPicture',
            input: ({ context }) => ({ file: context.chosen!.file }),
            onDone: {
              target: 'framing',
              actions: assign(({ event, context }) => ({
                crop: { target: context.chosen!.target, source: event.output, area: null },
                chosen: null,
              })),
            },
            onError: {
              target: '#profileEditor.editing.restore',
              actions: assign({
                chosen: null,
                message: 'That file is not a picture. Choose a PNG, JPEG, GIF or WebP image.',
              }),
            },
          },
        },
        framing: {
          description: 'The crop dialog: a square over the picture, moved and zoomed.',
          on: {
            'crop.area': { actions: assign(({ context, event }) => ({ crop: { ...context.crop!, area: event.area } })) },
            'crop.confirm': { guard: 'crop framed', target: 'cutting' },
          },
        },
        cutting: {
          invoke: {
            src: 'cropPicture',
            id: 'cropPicture',
            input: ({ context }) => ({ source: context.crop!.source, area: context.crop!.area! }),
            onDone: {
              target: '#profileEditor.editing.dirty',
              actions: [
                // The original and any picture the cut one replaces are no longer shown.
                {
                  type: 'release pictures',
                  params: ({ context }) => ({
                    urls: [
                      ...sourceOf(context),
                      ...previewsOf({ [context.crop!.target]: context.pictures[context.crop!.target] }),
                    ],
                  }),
                },
                assign(({ context, event }) => ({
                  pictures: { ...context.pictures, [context.crop!.target]: event.output },
                  changed: true,
                })),
                'forget the crop',
              ],
            },
            onError: { target: 'framing', actions: assign({ message: 'That picture could not be cropped. Try another.' }) },
          },
        },
      },
    },
    saving: {
      tags: ['saving', 'unsaved'],
      entry: assign({ message: null }),
      invoke: {
        src: 'saveProfile',
        id: 'saveProfile',
        input: ({ context }) => ({
          userId: context.userId,
          profile: context.profile!,
          draft: context.draft!,
          pictures: context.pictures,
        }),
        onDone: {
          target: 'editing.saved',
          actions: [
            // The profile shows the server's pictures now.
            { type: 'release pictures', params: ({ context }) => ({ urls: previewsOf(context.pictures) }) },
            assign(({ event }) => ({
              profile: event.output,
              draft: draftOf(event.output),
              pictures: {},
              changed: false,
              fieldErrors: {},
            })),
            { type: 'tell the session', params: ({ event }) => ({ user: event.output.user }) },
          ],
        },
        onError: [
          { guard: 'names fields', target: 'editing.refused', actions: assign(({ event }) => refusalOf(event.error)) },
          { target: 'editing.dirty', actions: assign(({ event }) => refusalOf(event.error)) },
        ],
      },
    },
  },
});

export type ProfileEditorActorRef = ActorRefFrom<typeof profileEditorMachine>;
