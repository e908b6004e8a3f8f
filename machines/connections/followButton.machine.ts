import { assign, setup, type ActorRefFrom } from 'xstate';
import type { PageLiveEvent } from '../domain/pageOwner.machine';
import { unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type Relation } from './connections.types';

export interface FollowButtonInput {
  /** The person the button is about. */
  userId: number;
  /** Where the reader stands, as the server last said (a profile's relation; none in a search row). */
  relation: Exclude<Relation, 'self'>;
  /** The reader's waiting request to them, to cancel. */
  requestId: number | null;
}

export interface FollowButtonContext extends FollowButtonInput {
  /** Why the last click did not do what it said (the server's words). */
  message: string | null;
}

export type FollowButtonEvent =
  /** The button: Follow, Requested (cancels), Following (unfollows). */
  | { type: 'follow.toggle' }
  /**
   * A follow request arrived or was accepted (the session's Follow Request event, handed on by the
   * connections owner): the button takes the acceptance by the person it is about.
   */
  | Extract<PageLiveEvent, { type: 'connections.changed' }>;

/** A refusal of a send that says where the reader already stands. */
const ALREADY: Record<string, 'requested' | 'following'> = {
  'already requested': 'requested',
  'already following': 'following',
};

/**
 * The follow button (issue #33): none → requested → following, and back. Each click asks the
 * server, and its answer decides where the button lands: a send refused as "already requested"
 * or "already following" lands there; any other refusal stays put with the server's words.
 */
export const followButtonMachine = setup({
  types: {
    tags: {} as 'busy',
    context: {} as FollowButtonContext,
    input: {} as FollowButtonInput,
    events: {} as FollowButtonEvent,
  },
  actors: {
    // POST /users/{me}/follow-requests (receiver_id): the new request's id.
    send: unprovidedPromise<{ requestId: number }, { userId: number }>('connections', 'send'),
    // PUT /users/{me}/follow-requests/{id}?action=CANCEL.
    cancel: unprovidedPromise<void, { requestId: number }>('connections', 'cancel'),
    // DELETE /users/{me}/follow-requests?action=UNFOLLOW&receiver_id.
    unfollow: unprovidedPromise<void, { userId: number }>('connections', 'unfollow'),
  },
  guards: {
    'already requested': ({ event }) => ALREADY[refusalOf((event as { error?: unknown }).error).code] === 'requested',
    'already following': ({ event }) => ALREADY[refusalOf((event as { error?: unknown }).error).code] === 'following',
    'has a request to cancel': ({ context }) => context.requestId !== null,
    /** Their acceptance of the reader's request: by the person's id the event carries, never by a name. */
    'they accepted': ({ context, event }) =>
      event.type === 'connections.changed' && event.accepted && event.fromUserId === context.userId,
  },
  actions: {
    'say why': assign(({ event }) => ({ message: refusalOf((event as { error?: unknown }).error).message })),
  },
}).createMachine({
  id: 'followButton',
  context: ({ input }) => ({ ...input, message: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: ({ context }) => context.relation === 'following', target: 'following' },
        { guard: ({ context }) => context.relation === 'requested', target: 'requested' },
        { target: 'none' },
      ],
    },
    none: {
      on: { 'follow.toggle': { target: 'sending', actions: assign({ message: null }) } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        id: 'send',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'requested', actions: assign(({ event }) => ({ requestId: event.output.requestId })) },
        onError: [
          { guard: 'already requested', target: 'requested', actions: assign({ requestId: null }) },
          { guard: 'already following', target: 'following' },
          { target: 'none', actions: 'say why' },
        ],
      },
      on: { 'connections.changed': { guard: 'they accepted', target: 'following' } },
    },
    requested: {
      on: {
        'follow.toggle': { guard: 'has a request to cancel', target: 'cancelling', actions: assign({ message: null }) },
        'connections.changed': { guard: 'they accepted', target: 'following' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        src: 'cancel',
        id: 'cancel',
        input: ({ context }) => ({ requestId: context.requestId! }),
        onDone: { target: 'none', actions: assign({ requestId: null }) },
        // No longer waiting (accepted or declined meanwhile): stays as it was, with why.
        onError: { target: 'requested', actions: 'say why' },
      },
      on: { 'connections.changed': { guard: 'they accepted', target: 'following' } },
    },
    following: {
      on: { 'follow.toggle': { target: 'unfollowing', actions: assign({ message: null }) } },
    },
    unfollowing: {
      tags: ['busy'],
      invoke: {
        src: 'unfollow',
        id: 'unfollow',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'none', actions: assign({ requestId: null }) },
        onError: { target: 'following', actions: 'say why' },
      },
    },
  },
});

export type FollowButtonActorRef = ActorRefFrom<typeof followButtonMachine>;
