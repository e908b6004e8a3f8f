import { COMMUNITY_LIMITS } from '../../contract/community';
import { PICTURE_ALT_MAX } from '../../contract/notes-rich-text';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type CommunityRefusal, type Post } from './community.types';

export const COMPOSER_LIMITS = {
  titleMin: 3,
  titleMax: COMMUNITY_LIMITS.title,
  tags: COMMUNITY_LIMITS.tags,
  tag: COMMUNITY_LIMITS.tag,
} as const;

export interface ComposerChoice {
  id: string;
  name: string;
}

export interface ComposerInput {
  kind: 'post' | 'question';
  /** Writing in this community (its page); otherwise the person chooses one they joined. */
  communityId?: string | null;
  /** Editing this post; otherwise writing a new one. */
  post?: Post | null;
}

export interface ComposerDraft {
  title: string;
  /** Lexical JSON, from the notes' editor. */
  body: unknown;
  /** The body's plain text, to tell an empty body. */
  text: string;
  tags: string[];
  communityId: string | null;
}

/** The picture being added: uploaded (its stored path), then described, then put into the body. */
export interface ComposerPicture {
  /** The stored picture's path (PICTURE_PATH and its key), or null until uploaded. */
  src: string | null;
  /** Words for those who cannot see it: required before it goes into the body. */
  alt: string;
  /** Why the upload was refused (type, size, too many), in the server's words. */
  problem: string | null;
}

export interface ComposerContext {
  kind: 'post' | 'question';
  editing: string | null;
  draft: ComposerDraft;
  communities: ComposerChoice[];
  knownTags: string[];
  /** Set by a submit the draft did not pass: the fields say what is missing from then on. */
  showProblems: boolean;
  refusal: CommunityRefusal | null;
  savedId: string | null;
  picture: ComposerPicture;
  /**
   * A described picture the editor is to put into the body where its caret was (or in place of its
   * selection; at the end when it never had one), then say `composer.picturePlaced`. The editor
   * changes the body itself, so nothing typed is lost and the caret stays.
   */
  placing: PlacedPicture | null;
}

/** A picture going into the body: Lexical's `image` node's fields. */
export interface PlacedPicture {
  src: string;
  altText: string;
}

export type ComposerEvent =
  | { type: 'composer.change'; patch: Partial<ComposerDraft> }
  | { type: 'composer.submit' }
  | { type: 'composer.cancel' }
  | { type: 'composer.retry' }
  /** A picture chosen: uploaded by the chat's rules, then described. */
  | { type: 'composer.picture'; file: File }
  | { type: 'composer.pictureAlt'; alt: string }
  | { type: 'composer.insertPicture' }
  /** The editor has put `placing` into the body (the body itself arrives as `composer.change`). */
  | { type: 'composer.picturePlaced' }
  | { type: 'composer.removePicture' };

/** The saved post's id, or null when the person closed the composer. */
export type ComposerOutput = { postId: string } | null;

export type DraftProblems = Partial<Record<'title' | 'body' | 'tags' | 'communityId', string>>;

/** What the draft lacks, in words (the server says the same, and is the law). */
export function draftProblems(draft: ComposerDraft): DraftProblems {
  const problems: DraftProblems = {};
  const title = draft.title.trim();
  if (title.length < COMPOSER_LIMITS.titleMin)
    problems.title = `Write a title of at least ${COMPOSER_LIMITS.titleMin} characters.`;
  else if (title.length > COMPOSER_LIMITS.titleMax) problems.title = `Keep the title to ${COMPOSER_LIMITS.titleMax} characters.`;
  if (!draft.text.trim()) problems.body = 'Write something in the body.';
  if (draft.tags.length > COMPOSER_LIMITS.tags) problems.tags = `Use at most ${COMPOSER_LIMITS.tags} tags.`;
  if (!draft.communityId) problems.communityId = 'Choose a community.';
  return problems;
}

const NO_PICTURE: ComposerPicture = { src: null, alt: '', problem: null };

export const PICTURE_LIMITS = { altMax: PICTURE_ALT_MAX } as const;

const EMPTY_BODY = { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } };

/**
 * The composer for posts and questions (issue #32): title, the notes' rich text, tags (those
 * already used are suggested) and the community. A picture is uploaded, described (required) and
 * then handed to the editor (`placing`), which puts it where the caret was. It reads the communities the person may write
 * in and the known tags first; Publish checks the draft and sends it; the server's refusal is
 * shown in its words with the draft kept.
 */
export const composerMachine = setup({
  types: {
    context: {} as ComposerContext,
    input: {} as ComposerInput,
    events: {} as ComposerEvent,
    output: {} as ComposerOutput,
    tags: {} as 'loading' | 'saving' | 'refused' | 'unavailable' | 'uploading',
  },
  actors: {
    loadChoices: unprovidedPromise<{ communities: ComposerChoice[]; tags: string[] }>('community', 'loadChoices'),
    save: unprovidedPromise<{ postId: string }, { kind: 'post' | 'question'; editing: string | null; draft: ComposerDraft }>(
      'community',
      'save',
    ),
    /** Uploads a picture (the community's upload rules): its stored path. */
    upload: unprovidedPromise<string, { file: File }>('community', 'upload'),
  },
  actions: {
    'change draft': assign(({ context, event }) => {
      const patch = (event as { patch: Partial<ComposerDraft> }).patch;
      return { draft: { ...context.draft, ...patch }, refusal: null };
    }),
    'hand picture to the editor': assign(({ context }) => ({
      placing: { src: context.picture.src!, altText: context.picture.alt.trim() },
      picture: NO_PICTURE,
    })),
    'forget placed picture': assign({ placing: null }),
  },
  guards: {
    'draft is complete': ({ context }) => Object.keys(draftProblems(context.draft)).length === 0,
    'picture is described': ({ context }) =>
      context.picture.src !== null &&
      context.picture.alt.trim().length > 0 &&
      context.picture.alt.trim().length <= PICTURE_ALT_MAX,
  },
}).createMachine({
  id: 'composer',
  context: ({ input }) => ({
    kind: input.post?.kind ?? input.kind,
    editing: input.post?.id ?? null,
    draft: input.post
      ? {
          title: input.post.title,
          body: input.post.body,
          text: input.post.excerpt || input.post.title,
          tags: input.post.tags,
          communityId: input.post.communityId,
        }
      : { title: '', body: EMPTY_BODY, text: '', tags: [], communityId: input.communityId ?? null },
    communities: input.post ? [{ id: input.post.communityId, name: input.post.communityName }] : [],
    knownTags: [],
    showProblems: false,
    refusal: null,
    savedId: null,
    picture: NO_PICTURE,
    placing: null,
  }),
  initial: 'loading',
  on: { 'composer.cancel': '.cancelled' },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadChoices',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            communities: context.editing ? context.communities : event.output.communities,
            knownTags: event.output.tags,
          })),
        },
        // The tags are a help, the communities are not: without them a new post cannot be placed.
        onError: 'unavailable',
      },
    },
    unavailable: {
      description: 'The communities to write in could not be read: says so, with Try again.',
      tags: ['unavailable'],
      on: { 'composer.retry': 'loading' },
    },
    editing: {
      on: {
        'composer.change': { actions: 'change draft' },
        'composer.submit': [{ guard: 'draft is complete', target: 'saving' }, { actions: assign({ showProblems: true }) }],
        'composer.picture': { target: 'uploading', actions: assign({ picture: NO_PICTURE }) },
        'composer.pictureAlt': {
          actions: assign(({ context, event }) => ({ picture: { ...context.picture, alt: event.alt } })),
        },
        'composer.insertPicture': {
          guard: 'picture is described',
          actions: 'hand picture to the editor',
        },
        'composer.picturePlaced': { actions: 'forget placed picture' },
        'composer.removePicture': { actions: assign({ picture: NO_PICTURE }) },
      },
    },
    uploading: {
      description: 'The chosen picture is uploading; the draft can still be written.',
      tags: ['uploading'],
      on: { 'composer.change': { actions: 'change draft' }, 'composer.picturePlaced': { actions: 'forget placed picture' } },
      invoke: {
        src: 'upload',
        input: ({ event }) => ({ file: (event as { file: File }).file }),
        onDone: {
          target: 'editing',
          actions: assign({ picture: ({ event }) => ({ src: event.output, alt: '', problem: null }) }),
        },
        onError: {
          target: 'editing',
          actions: assign({ picture: ({ event }) => ({ ...NO_PICTURE, problem: refusalOf(event.error).message }) }),
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({ kind: context.kind, editing: context.editing, draft: context.draft }),
        onDone: { target: 'saved', actions: assign({ savedId: ({ event }) => event.output.postId }) },
        onError: { target: 'editing', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => (context.savedId ? { postId: context.savedId } : null),
});

export type ComposerActorRef = ActorRefFrom<typeof composerMachine>;
