import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type Author, type CommunityRefusal } from './community.types';

/** A person asking to join a community that needs approval. */
export interface JoinRequest extends Author {
  requestedAt: string;
}

/** A post or question of the community as its moderators see it (hidden ones too). */
export interface ModeratedPost {
  id: string;
  kind: 'post' | 'question';
  title: string;
  author: Author;
  createdAt: string;
  /** Hidden by a moderator or by reports: only its author and the moderators see it. */
  hidden: boolean;
}

export interface Moderation {
  communityName: string;
  requests: JoinRequest[];
  posts: ModeratedPost[];
}

export interface ModerationContext {
  communityId: string;
  data: Moderation | null;
  /** What the server is being asked to do, one thing at a time. */
  acting: Acting | null;
  /** What the last answer or hiding did, or why the server refused it. */
  notice: string | null;
  refusal: CommunityRefusal | null;
}

export type Acting =
  | { kind: 'request'; userId: number; accept: boolean }
  /** Hiding asks for a reason first (`reason` is '' until given); showing again needs none. */
  | { kind: 'post'; postId: string; hidden: boolean; reason: string };

export type ModerationEvent =
  | { type: 'moderation.answer'; userId: number; accept: boolean }
  | { type: 'moderation.hide'; postId: string; hidden: boolean }
  /** The reason a post is hidden: the administrators' audit log keeps it with who hid what. */
  | { type: 'moderation.hideConfirm'; reason: string }
  | { type: 'moderation.hideCancel' }
  | { type: 'moderation.retry' };

const requestOf = (data: Moderation | null, userId: number) => data?.requests.find((r) => r.userId === userId);
const postOf = (data: Moderation | null, postId: string) => data?.posts.find((p) => p.id === postId);

/**
 * A community's moderation page (`/community/moderate/{communityId}`, issue #32): the requests to
 * join waiting for an answer (Approve or Decline) and the community's posts with Hide (after a
 * reason) or Show, one action at a time. The server decides who moderates: anyone else is refused when the page loads,
 * and every answer is checked again there.
 */
export const moderationMachine = setup({
  types: {
    context: {} as ModerationContext,
    input: {} as { communityId: string },
    events: {} as ModerationEvent,
    tags: {} as 'loading' | 'failed' | 'ready' | 'acting' | 'asking reason',
  },
  actors: {
    load: unprovidedPromise<Moderation, { communityId: string }>('community', 'loadModeration'),
    answerRequest: unprovidedPromise<void, { communityId: string; userId: number; accept: boolean }>(
      'community',
      'answerRequest',
    ),
    setHidden: unprovidedPromise<void, { postId: string; hidden: boolean; reason: string }>('community', 'setHidden'),
  },
  guards: {
    'is waiting': ({ context }, { userId }: { userId: number }) => requestOf(context.data, userId) !== undefined,
    'is listed': ({ context }, { postId }: { postId: string }) => postOf(context.data, postId) !== undefined,
    'is a reason': (_, { reason }: { reason: string }) => reason.trim() !== '',
    'shows a listed post again': ({ context, event }) =>
      event.type === 'moderation.hide' && !event.hidden && postOf(context.data, event.postId) !== undefined,
  },
}).createMachine({
  id: 'moderation',
  context: ({ input }) => ({ communityId: input.communityId, data: null, acting: null, notice: null, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ communityId: context.communityId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: {
      description: 'Not a moderator here, no such community, or the server could not be reached.',
      tags: ['failed'],
      on: { 'moderation.retry': 'loading' },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'moderation.answer': {
              guard: { type: 'is waiting', params: ({ event }) => ({ userId: event.userId }) },
              target: 'answering',
              actions: assign({
                acting: ({ event }) => ({ kind: 'request' as const, userId: event.userId, accept: event.accept }),
                notice: null,
              }),
            },
            'moderation.hide': [
              {
                // Showing again goes straight to the server.
                guard: 'shows a listed post again',
                target: 'hiding',
                actions: assign({
                  acting: ({ event }) => ({ kind: 'post' as const, postId: event.postId, hidden: false, reason: '' }),
                  notice: null,
                }),
              },
              {
                // Hiding asks why first.
                guard: { type: 'is listed', params: ({ event }) => ({ postId: event.postId }) },
                target: 'askingReason',
                actions: assign({
                  acting: ({ event }) => ({ kind: 'post' as const, postId: event.postId, hidden: true, reason: '' }),
                  notice: null,
                }),
              },
            ],
          },
        },
        askingReason: {
          description: 'Hide: the moderator says why (the audit log keeps it), or cancels.',
          tags: ['asking reason'],
          on: {
            'moderation.hideConfirm': {
              guard: { type: 'is a reason', params: ({ event }) => ({ reason: event.reason }) },
              target: 'hiding',
              actions: assign({
                acting: ({ context, event }) => ({
                  ...(context.acting as Extract<Acting, { kind: 'post' }>),
                  reason: event.reason.trim(),
                }),
              }),
            },
            'moderation.hideCancel': { target: 'idle', actions: assign({ acting: null }) },
          },
        },
        answering: {
          tags: ['acting'],
          invoke: {
            src: 'answerRequest',
            input: ({ context }) => {
              const a = context.acting as Extract<Acting, { kind: 'request' }>;
              return { communityId: context.communityId, userId: a.userId, accept: a.accept };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => {
                const { userId, accept } = context.acting as Extract<Acting, { kind: 'request' }>;
                const who = requestOf(context.data, userId)!;
                return {
                  data: { ...context.data!, requests: context.data!.requests.filter((r) => r.userId !== userId) },
                  acting: null,
                  notice: accept ? `${who.displayName} is now a member.` : `${who.displayName}'s request was declined.`,
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({ acting: null, notice: ({ event }) => refusalOf(event.error).message }),
            },
          },
        },
        hiding: {
          tags: ['acting'],
          invoke: {
            src: 'setHidden',
            input: ({ context }) => {
              const a = context.acting as Extract<Acting, { kind: 'post' }>;
              return { postId: a.postId, hidden: a.hidden, reason: a.reason };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => {
                const { postId, hidden } = context.acting as Extract<Acting, { kind: 'post' }>;
                const post = postOf(context.data, postId)!;
                return {
                  data: { ...context.data!, posts: context.data!.posts.map((p) => (p.id === postId ? { ...p, hidden } : p)) },
                  acting: null,
                  notice: hidden ? `“${post.title}” is hidden.` : `“${post.title}” is shown again.`,
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({ acting: null, notice: ({ event }) => refusalOf(event.error).message }),
            },
          },
        },
      },
    },
  },
});

export type ModerationActorRef = ActorRefFrom<typeof moderationMachine>;
