import { assign, setup, type ActorRefFrom } from 'xstate';
import {
  ATTACHMENT_TYPES,
  MAX_ATTACHMENT_BYTES,
  PICTURE_TYPES,
  refusalOf,
  type Attachment,
  type Refusal,
} from './messaging.types';
import { unprovidedCallback } from '../domain/placeholder';

/** What the machine needs to know of a chosen file (a File has all of it). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface UploadInput {
  /** The conversation an attachment is for; null for a group picture (its group may not exist yet). */
  chatId: number | null;
  file: FileLike;
  /** A group picture: an image only, and the uploader's until a group's image_url names it. */
  purpose?: 'attachment' | 'group picture';
}

export interface UploadContext extends UploadInput {
  loaded: number;
  total: number;
  attachment: Attachment | null;
  refusal: Refusal | null;
}

export type UploadEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.done'; attachment: Attachment }
  | { type: 'upload.failed'; error: unknown }
  | { type: 'upload.retry' }
  | { type: 'upload.cancel' };

export const TOO_LARGE: Refusal = { code: 'too large', message: 'That file is larger than 10 MB. Choose a smaller one.' };
export const NOT_ALLOWED: Refusal = {
  code: 'not allowed',
  message: 'That kind of file cannot be sent. Send an image, a PDF or a document.',
};
export const NOT_A_PICTURE: Refusal = {
  code: 'not a picture',
  message: 'A group picture must be an image: PNG, JPEG, GIF or WebP.',
};

const mediaType = (type: string) => type.split(';')[0]?.trim() ?? '';

/**
 * One attachment on its way (SPEC §7 POST /upload): checked here first (10 MB, the allow-list;
 * the server checks the bytes again), then uploaded with progress. Cancel stops the upload (the
 * invoked actor aborts its request when stopped); a failure keeps the file, so Retry needs no
 * new choice.
 */
export const uploadMachine = setup({
  types: {
    tags: {} as 'uploading' | 'refused' | 'failed' | 'uploaded',
    input: {} as UploadInput,
    context: {} as UploadContext,
    events: {} as UploadEvent,
  },
  actors: {
    // XMLHttpRequest with progress, aborted on stop (src/features/messaging/wiring.ts).
    upload: unprovidedCallback<UploadEvent, UploadInput>('messaging', 'upload'),
  },
  guards: {
    'is too large': ({ context }) => context.file.size > MAX_ATTACHMENT_BYTES,
    'is not an allowed type': ({ context }) => !(ATTACHMENT_TYPES as readonly string[]).includes(mediaType(context.file.type)),
    'is a picture that is not an image': ({ context }) =>
      context.purpose === 'group picture' && !(PICTURE_TYPES as readonly string[]).includes(mediaType(context.file.type)),
    /** A 4xx with a reason (the server's content check, a removed member): final for this file. */
    'is a refusal': (_, params: { error: unknown }) => refusalOf(params.error, 'messaging').code !== 'unavailable',
  },
  actions: {
    progress: assign((_, params: { loaded: number; total: number }) => ({ loaded: params.loaded, total: params.total })),
    refuse: assign((_, params: { refusal: Refusal }) => ({ refusal: params.refusal })),
    'keep failure': assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error, 'messaging') })),
    'take attachment': assign((_, params: { attachment: Attachment }) => ({ attachment: params.attachment })),
    restart: assign({ loaded: 0, refusal: null }),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ ...input, loaded: 0, total: input.file.size, attachment: null, refusal: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'is too large', target: 'refused', actions: { type: 'refuse', params: { refusal: TOO_LARGE } } },
        {
          guard: 'is a picture that is not an image',
          target: 'refused',
          actions: { type: 'refuse', params: { refusal: NOT_A_PICTURE } },
        },
        { guard: 'is not an allowed type', target: 'refused', actions: { type: 'refuse', params: { refusal: NOT_ALLOWED } } },
        { target: 'uploading' },
      ],
    },
    uploading: {
      tags: ['uploading'],
      invoke: {
        src: 'upload',
        input: ({ context }) => ({
          chatId: context.chatId,
          file: context.file,
          ...(context.purpose ? { purpose: context.purpose } : {}),
        }),
      },
      on: {
        'upload.progress': { actions: { type: 'progress', params: ({ event }) => event } },
        'upload.done': { target: 'uploaded', actions: { type: 'take attachment', params: ({ event }) => event } },
        'upload.failed': [
          // The server's refusal (its content check) is final for this file; an outage can be retried.
          {
            guard: { type: 'is a refusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'keep failure', params: ({ event }) => event },
          },
          { target: 'failed', actions: { type: 'keep failure', params: ({ event }) => event } },
        ],
        'upload.cancel': 'cancelled',
      },
    },
    failed: {
      description: 'The upload stopped midway: Retry sends the same file again.',
      tags: ['failed'],
      on: { 'upload.retry': { target: 'uploading', actions: 'restart' }, 'upload.cancel': 'cancelled' },
    },
    refused: {
      description: 'Too large, or not an allowed kind of file: said, and the file is not sent.',
      tags: ['refused'],
      on: { 'upload.cancel': 'cancelled' },
    },
    uploaded: {
      description: 'Stored on the server; it goes out with the next message.',
      tags: ['uploaded'],
      on: { 'upload.cancel': 'cancelled' },
    },
    cancelled: { type: 'final' },
  },
});

export type UploadActorRef = ActorRefFrom<typeof uploadMachine>;
