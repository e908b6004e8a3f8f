import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type CommunityRefusal, type Visibility } from './community.types';

import { COMMUNITY_LIMITS as WIRE } from '../../contract/community';

export const COMMUNITY_LIMITS = { nameMin: 3, nameMax: WIRE.name, description: WIRE.description } as const;

export interface CommunityDraft {
  name: string;
  description: string;
  visibility: Visibility;
  /** The picture's address once uploaded (the chat upload rules: an image, size-limited). */
  imageUrl: string | null;
}

export interface CreateCommunityContext {
  draft: CommunityDraft;
  showProblems: boolean;
  refusal: CommunityRefusal | null;
  /** Why the picture was refused (type, size), in words. */
  pictureProblem: string | null;
}

export type CreateCommunityEvent =
  | { type: 'create.change'; patch: Partial<Omit<CommunityDraft, 'imageUrl'>> }
  | { type: 'create.picture'; file: File }
  | { type: 'create.removePicture' }
  | { type: 'create.submit' }
  | { type: 'create.close' };

export function communityProblems(draft: CommunityDraft): Partial<Record<'name' | 'description', string>> {
  const name = draft.name.trim();
  const problems: Partial<Record<'name' | 'description', string>> = {};
  if (name.length < COMMUNITY_LIMITS.nameMin) problems.name = `Name it with at least ${COMMUNITY_LIMITS.nameMin} characters.`;
  else if (name.length > COMMUNITY_LIMITS.nameMax) problems.name = `Keep the name to ${COMMUNITY_LIMITS.nameMax} characters.`;
  if (!draft.description.trim()) problems.description = 'Say what the community is for.';
  else if (draft.description.length > COMMUNITY_LIMITS.description)
    problems.description = `Keep the description to ${COMMUNITY_LIMITS.description} characters.`;
  return problems;
}

/**
 * Creating a community from the side menu's control (issue #32): name, description, a picture
 * (uploaded as chat attachments are) and public or approval-to-join. Created, its page opens and
 * My Communities reads again (the creator is its first moderator).
 */
export const createCommunityMachine = setup({
  types: {
    context: {} as CreateCommunityContext,
    events: {} as CreateCommunityEvent,
    tags: {} as 'uploading' | 'saving',
  },
  actors: {
    upload: unprovidedPromise<string, { file: File }>('community', 'upload'),
    create: unprovidedPromise<{ communityId: string }, { draft: CommunityDraft }>('community', 'create'),
  },
  actions: {
    /** Created: its page opens and My Communities reads again; provided by the wiring. */
    created: (_, _params: { communityId: string }) => unprovided('community', 'created'),
    /** The dialog closes (the shell's createCommunity.close); provided by the wiring. */
    closed: () => unprovided('community', 'closed'),
  },
  guards: {
    complete: ({ context }) => Object.keys(communityProblems(context.draft)).length === 0,
  },
}).createMachine({
  id: 'createCommunity',
  context: {
    draft: { name: '', description: '', visibility: 'public', imageUrl: null },
    showProblems: false,
    refusal: null,
    pictureProblem: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'create.change': {
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, ...event.patch }, refusal: null })),
        },
        'create.picture': { target: 'uploading', actions: assign({ pictureProblem: null }) },
        'create.removePicture': { actions: assign(({ context }) => ({ draft: { ...context.draft, imageUrl: null } })) },
        'create.submit': [{ guard: 'complete', target: 'saving' }, { actions: assign({ showProblems: true }) }],
        'create.close': 'closed',
      },
    },
    uploading: {
      tags: ['uploading'],
      invoke: {
        src: 'upload',
        input: ({ event }) => ({ file: (event as { file: File }).file }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, imageUrl: event.output } })),
        },
        onError: { target: 'editing', actions: assign({ pictureProblem: ({ event }) => refusalOf(event.error).message }) },
      },
      on: { 'create.close': 'closed' },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'create',
        input: ({ context }) => ({
          draft: { ...context.draft, name: context.draft.name.trim(), description: context.draft.description.trim() },
        }),
        onDone: {
          target: 'closed',
          actions: { type: 'created', params: ({ event }) => ({ communityId: event.output.communityId }) },
        },
        onError: { target: 'editing', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    closed: { type: 'final', entry: 'closed' },
  },
});

export type CreateCommunityActorRef = ActorRefFrom<typeof createCommunityMachine>;
