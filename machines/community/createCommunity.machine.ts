import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type CommunityRefusal, type Visibility } from './community.types';

import { COMMUNITY_LIMITS as WIRE } from '../../contract/community';

export const COMMUNITY_LIMITS = {
  nameMin: 3,
  nameMax: WIRE.name,
  description: WIRE.description,
  topics: WIRE.topics,
  topic: WIRE.topic,
  rules: WIRE.rules,
  rule: WIRE.rule,
} as const;

export interface CommunityDraft {
  name: string;
  description: string;
  visibility: Visibility;
  /** The picture's address once uploaded (the chat upload rules: an image, size-limited). */
  imageUrl: string | null;
  /** Topics as typed, separated by commas (Discover finds the community by them). */
  topics: string;
  /** Rules as typed, one per line (shown on the community's page). */
  rules: string;
}

/** What is sent: the draft trimmed, its topics and rules as lists. */
export type NewCommunity = Omit<CommunityDraft, 'topics' | 'rules'> & { topics: string[]; rules: string[] };

/** The typed topics: separated by commas, trimmed, lower case (as the server keeps them), a leading # dropped, once each. */
export const topicList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim().replace(/^#/, '').toLowerCase())
      .filter(Boolean),
  ),
];
/** The typed rules: one per line, trimmed, empty lines dropped. */
export const ruleList = (text: string) =>
  text
    .split('\n')
    .map((r) => r.trim())
    .filter(Boolean);

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

export function communityProblems(draft: CommunityDraft): Partial<Record<'name' | 'description' | 'topics' | 'rules', string>> {
  const name = draft.name.trim();
  const problems: Partial<Record<'name' | 'description' | 'topics' | 'rules', string>> = {};
  const topics = topicList(draft.topics);
  const rules = ruleList(draft.rules);
  if (topics.length > COMMUNITY_LIMITS.topics) problems.topics = `Give at most ${COMMUNITY_LIMITS.topics} topics.`;
  else if (topics.some((t) => t.length > COMMUNITY_LIMITS.topic))
    problems.topics = `Keep each topic to ${COMMUNITY_LIMITS.topic} characters.`;
  if (rules.length > COMMUNITY_LIMITS.rules) problems.rules = `Give at most ${COMMUNITY_LIMITS.rules} rules.`;
  else if (rules.some((r) => r.length > COMMUNITY_LIMITS.rule))
    problems.rules = `Keep each rule to ${COMMUNITY_LIMITS.rule} characters.`;
  if (name.length < COMMUNITY_LIMITS.nameMin) problems.name = `Name it with at least ${COMMUNITY_LIMITS.nameMin} characters.`;
  else if (name.length > COMMUNITY_LIMITS.nameMax) problems.name = `Keep the name to ${COMMUNITY_LIMITS.nameMax} characters.`;
  if (!draft.description.trim()) problems.description = 'Say what the community is for.';
  else if (draft.description.length > COMMUNITY_LIMITS.description)
    problems.description = `Keep the description to ${COMMUNITY_LIMITS.description} characters.`;
  return problems;
}

/**
 * Creating a community from the side menu's control (issue #32): name, description, topics (how
 * Discover finds it), rules, a picture (uploaded as chat attachments are) and public or approval-to-join. Created, its page opens and
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
    create: unprovidedPromise<{ communityId: string }, { draft: NewCommunity }>('community', 'create'),
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
    draft: { name: '', description: '', visibility: 'public', imageUrl: null, topics: '', rules: '' },
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
          draft: {
            ...context.draft,
            name: context.draft.name.trim(),
            description: context.draft.description.trim(),
            topics: topicList(context.draft.topics),
            rules: ruleList(context.draft.rules),
          },
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
