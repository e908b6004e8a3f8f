import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Refusal } from '../domain/refusal';
import { unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type PublicProfile } from './connections.types';

export interface ProfilePageInput {
  userName: string;
}

export interface ProfilePageContext extends ProfilePageInput {
  profile: PublicProfile | null;
  refusal: Refusal | null;
  /** Why Block or Unblock did not happen (the server's words). */
  message: string | null;
}

export type ProfilePageEvent = { type: 'profile.retry' } | { type: 'profile.block' } | { type: 'profile.unblock' };

/**
 * /user?u={user_name} (SPEC §2, issue #33): the profile is read by user name; an unknown name
 * and someone who blocked the reader are the same "not found" (the server answers both alike).
 * Block and Unblock ask chat's blocks and show the answer.
 */
export const profilePageMachine = setup({
  types: {
    tags: {} as 'loading' | 'busy',
    context: {} as ProfilePageContext,
    input: {} as ProfilePageInput,
    events: {} as ProfilePageEvent,
  },
  actors: {
    // GET /profiles/{user_name}: null when there is no profile to show.
    loadProfile: unprovidedPromise<PublicProfile | null, ProfilePageInput>('connections', 'loadProfile'),
    // POST or DELETE /api/chat-server/v2/block/{userId}.
    setBlocked: unprovidedPromise<void, { userId: number; blocked: boolean }>('connections', 'setBlocked'),
  },
  guards: {
    found: ({ event }) => (event as { output?: PublicProfile | null }).output != null,
    'not blocked': ({ context }) => context.profile?.blocked === false,
    blocked: ({ context }) => context.profile?.blocked === true,
  },
}).createMachine({
  id: 'profilePage',
  context: ({ input }) => ({ ...input, profile: null, refusal: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProfile',
        id: 'loadProfile',
        input: ({ context }) => ({ userName: context.userName }),
        onDone: [
          { guard: 'found', target: 'found', actions: assign(({ event }) => ({ profile: event.output, refusal: null })) },
          { target: 'notFound' },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ refusal: refusalOf(event.error) })) },
      },
    },
    found: {
      on: {
        'profile.block': { guard: 'not blocked', target: 'changingBlock', actions: assign({ message: null }) },
        'profile.unblock': { guard: 'blocked', target: 'changingBlock', actions: assign({ message: null }) },
      },
    },
    changingBlock: {
      tags: ['busy'],
      invoke: {
        src: 'setBlocked',
        id: 'setBlocked',
        input: ({ context }) => ({ userId: context.profile!.user.user_id, blocked: !context.profile!.blocked }),
        onDone: {
          target: 'found',
          actions: assign(({ context }) => ({ profile: { ...context.profile!, blocked: !context.profile!.blocked } })),
        },
        onError: { target: 'found', actions: assign(({ event }) => ({ message: refusalOf(event.error).message })) },
      },
    },
    notFound: { type: 'final' },
    failed: {
      description: "Couldn't read the profile: Try again.",
      on: { 'profile.retry': 'loading' },
    },
  },
});

export type ProfilePageActorRef = ActorRefFrom<typeof profilePageMachine>;
