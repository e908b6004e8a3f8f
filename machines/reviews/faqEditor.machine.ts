import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';
import { FAQ_LIMITS, refusalOf, type Faq, type FieldErrors, type ReviewsRefusal } from './reviews.types';

export interface FaqDraft {
  question: string;
  answer: string;
}

/** A change the server makes; each answers the concierge's whole list, in order. */
export type FaqChange =
  | { kind: 'add'; draft: FaqDraft }
  | { kind: 'update'; id: number; draft: FaqDraft }
  | { kind: 'delete'; id: number }
  | { kind: 'order'; ids: number[] };

export interface FaqEditorContext {
  faqs: Faq[];
  /** The question being written: null for a new one, its id when editing. */
  editingId: number | null;
  draft: FaqDraft;
  pendingDelete: number | null;
  /** The change being sent (kept for Try again). */
  change: FaqChange | null;
  fields: FieldErrors;
  refusal: ReviewsRefusal | null;
}

export type FaqEditorEvent =
  | { type: 'faq.add' }
  | { type: 'faq.edit'; id: number }
  | { type: 'faq.change'; question?: string; answer?: string }
  | { type: 'faq.save' }
  | { type: 'faq.cancel' }
  | { type: 'faq.delete'; id: number }
  | { type: 'faq.confirmDelete' }
  | { type: 'faq.move'; id: number; by: -1 | 1 }
  | { type: 'faq.retry' };

const BLANK: FaqDraft = { question: '', answer: '' };

/** The draft's problems before asking the server (which checks the same). */
export function faqFieldErrors(d: FaqDraft): FieldErrors {
  const fields: FieldErrors = {};
  const q = d.question.trim().length;
  const a = d.answer.trim().length;
  if (q === 0) fields.question = 'Write the question.';
  else if (q > FAQ_LIMITS.question) fields.question = `Keep the question to ${FAQ_LIMITS.question} characters.`;
  if (a === 0) fields.answer = 'Write the answer.';
  else if (a > FAQ_LIMITS.answer) fields.answer = `Keep the answer to ${FAQ_LIMITS.answer} characters.`;
  return fields;
}

/** The ids in their new order after moving `id` by one place; null when it cannot move that way. */
export function movedOrder(faqs: Faq[], id: number, by: -1 | 1): number[] | null {
  const ids = faqs.map((f) => f.id);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/**
 * A concierge's FAQ editor at /mentorship/faq (issue #31): the list in its order; add or edit one
 * question at a time (checked before sending, the server's reasons shown beside the fields);
 * move one up or down; delete after a question. Every change answers the whole list from the
 * server, which the editor then shows (so two tabs converge on the server's order).
 */
export const faqEditorMachine = setup({
  types: {
    tags: {} as 'loading' | 'idle' | 'writing' | 'saving' | 'confirmingDelete' | 'error' | 'loadFailed',
    context: {} as FaqEditorContext,
    events: {} as FaqEditorEvent,
  },
  actors: {
    // GET /mentor-booking/faqs, provided in src/features/reviews/wiring.ts.
    loadFaqs: unprovidedPromise<Faq[]>('reviews', 'loadOwnFaqs'),
    // POST, PUT, DELETE /mentor-booking/faqs… and PUT /faqs/order.
    changeFaqs: unprovidedPromise<Faq[], FaqChange>('reviews', 'changeFaqs'),
  },
  guards: {
    'draft is complete': ({ context }) => Object.keys(faqFieldErrors(context.draft)).length === 0,
    'has room': ({ context }) => context.faqs.length < FAQ_LIMITS.questions,
    'can move': ({ context, event }) => event.type === 'faq.move' && movedOrder(context.faqs, event.id, event.by) !== null,
    'was writing': ({ context }) => context.change?.kind === 'add' || context.change?.kind === 'update',
  },
}).createMachine({
  id: 'faqEditor',
  context: { faqs: [], editingId: null, draft: BLANK, pendingDelete: null, change: null, fields: {}, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadFaqs',
        id: 'loadFaqs',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ faqs: event.output, refusal: null })) },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ refusal: refusalOf(event.error) })) },
      },
    },
    loadFailed: {
      description: "Couldn't read your FAQ; Try again.",
      tags: ['loadFailed'],
      on: { 'faq.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          tags: ['idle'],
          on: {
            'faq.add': {
              guard: 'has room',
              target: 'writing',
              actions: assign({ editingId: null, draft: BLANK, fields: {}, refusal: null }),
            },
            'faq.edit': {
              target: 'writing',
              actions: assign(({ context, event }) => {
                const faq = context.faqs.find((f) => f.id === event.id);
                return {
                  editingId: event.id,
                  draft: faq ? { question: faq.question, answer: faq.answer } : BLANK,
                  fields: {},
                  refusal: null,
                };
              }),
            },
            'faq.delete': {
              target: 'confirmingDelete',
              actions: assign(({ event }) => ({ pendingDelete: event.id, refusal: null })),
            },
            'faq.move': {
              guard: 'can move',
              target: 'saving',
              actions: assign(({ context, event }) => {
                const ids = movedOrder(context.faqs, event.id, event.by)!;
                return {
                  refusal: null,
                  change: { kind: 'order' as const, ids },
                  // Shown at once in the new order; the server's answer replaces it.
                  faqs: ids.map((id) => context.faqs.find((f) => f.id === id)!),
                };
              }),
            },
          },
        },
        writing: {
          description: 'One question and its answer being written; Save or Cancel.',
          tags: ['writing'],
          on: {
            'faq.change': {
              actions: assign(({ context, event }) => ({
                draft: { question: event.question ?? context.draft.question, answer: event.answer ?? context.draft.answer },
                fields: {
                  ...context.fields,
                  ...(event.question !== undefined ? { question: undefined } : {}),
                  ...(event.answer !== undefined ? { answer: undefined } : {}),
                },
              })),
            },
            'faq.save': [
              {
                guard: 'draft is complete',
                target: 'saving',
                actions: assign(({ context }) => ({
                  change:
                    context.editingId === null
                      ? { kind: 'add' as const, draft: context.draft }
                      : { kind: 'update' as const, id: context.editingId, draft: context.draft },
                })),
              },
              { actions: assign(({ context }) => ({ fields: faqFieldErrors(context.draft) })) },
            ],
            'faq.cancel': { target: 'idle', actions: assign({ editingId: null, draft: BLANK, fields: {}, refusal: null }) },
          },
        },
        confirmingDelete: {
          description: 'Delete this question? It cannot be undone.',
          tags: ['confirmingDelete'],
          on: {
            'faq.confirmDelete': {
              target: 'saving',
              actions: assign(({ context }) => ({ change: { kind: 'delete' as const, id: context.pendingDelete! } })),
            },
            'faq.cancel': { target: 'idle', actions: assign({ pendingDelete: null }) },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'changeFaqs',
            id: 'changeFaqs',
            input: ({ context }) => context.change!,
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({
                faqs: event.output,
                editingId: null,
                draft: BLANK,
                pendingDelete: null,
                change: null,
                fields: {},
                refusal: null,
              })),
            },
            onError: { target: 'failed', actions: assign(({ event }) => ({ refusal: refusalOf(event.error) })) },
          },
        },
        failed: {
          description: 'The change was refused or not sent: the reason, with what was written kept.',
          tags: ['error'],
          on: {
            'faq.retry': 'saving',
            'faq.cancel': [
              // Back to the question being written, its fields marked with the server's reasons.
              {
                guard: 'was writing',
                target: 'writing',
                actions: assign(({ context }) => ({ fields: context.refusal?.fields ?? {}, change: null })),
              },
              // A refused order or delete: read the list again, the server's is the truth.
              { target: '#faqEditor.loading', actions: assign({ pendingDelete: null, change: null }) },
            ],
          },
        },
      },
    },
  },
});

export type FaqEditorActorRef = ActorRefFrom<typeof faqEditorMachine>;
