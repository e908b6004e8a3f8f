import { assign, type ActorRefFrom } from 'xstate';
import { draftOf, PROFILE_UNAVAILABLE } from './profileEditor.types';
import { previewsOf, profileEditorSetup, refusalOf, sourceOf } from './profileEditor.setup';

export {
  profileEditorSetup,
  type ProfileEditorInput,
  type ProfileEditorContext,
  type ProfileEditorEvent,
} from './profileEditor.setup';

/**
 * The own profile on /user-profile (issue #33): loaded, edited (clean or dirty), a picture
 * chosen, framed in a square and cut before it joins the draft, saved; the server's refusal
 * names its fields (a taken user name) and keeps everything typed. A save tells the session's
 * user (the header and the menu change at once); a cropped picture is uploaded only by Save.
 */
export const profileEditorMachine = profileEditorSetup.createMachine({
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
