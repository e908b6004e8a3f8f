import { COMMUNITY_LIMITS } from '../../contract/community';
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
}

export type ComposerEvent =
  | { type: 'composer.change'; patch: Partial<ComposerDraft> }
  | { type: 'composer.submit' }
  | { type: 'composer.cancel' }
  | { type: 'composer.retry' };

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

const EMPTY_BODY = { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } };

/**
 * The composer for posts and questions (issue #32): title, the notes' rich text, tags (those
 * already used are suggested) and the community. It reads the communities the person may write
 * in and the known tags first; Publish checks the draft and sends it; the server's refusal is
 * shown in its words with the draft kept.
 */
export const composerMachine = setup({
  types: {
    context: {} as ComposerContext,
    input: {} as ComposerInput,
    events: {} as ComposerEvent,
    output: {} as ComposerOutput,
    tags: {} as 'loading' | 'saving' | 'refused' | 'unavailable',
  },
  actors: {
    loadChoices: unprovidedPromise<{ communities: ComposerChoice[]; tags: string[] }>('community', 'loadChoices'),
    save: unprovidedPromise<{ postId: string }, { kind: 'post' | 'question'; editing: string | null; draft: ComposerDraft }>(
      'community',
      'save',
    ),
  },
  guards: {
    'draft is complete': ({ context }) => Object.keys(draftProblems(context.draft)).length === 0,
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
        'composer.change': {
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, ...event.patch }, refusal: null })),
        },
        'composer.submit': [{ guard: 'draft is complete', target: 'saving' }, { actions: assign({ showProblems: true }) }],
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
