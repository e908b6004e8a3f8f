import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { faqEditorMachine, faqFieldErrors, movedOrder, type FaqChange, type FaqEditorEvent } from './faqEditor.machine';
import { exampleFaqs } from './reviews.examples';
import { ReviewsRefused, type Faq } from './reviews.types';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const fail = (id: string, error: unknown = new Error('503')) => ({ type: `xstate.error.actor.${id}`, error }) as never;
const tooLong = new ReviewsRefused({
  code: 'invalid request',
  message: 'must be 200 characters or fewer',
  fields: { question: 'must be 200 characters or fewer' },
});

describe('FAQ editor machine', () => {
  it('covers every state and transition: add, edit, reorder, delete with a question, refusals', async () => {
    await testMachineModel({
      machine: faqEditorMachine.provide({ actors: { loadFaqs: never<Faq[], unknown>(), changeFaqs: never<Faq[], FaqChange>() } }),
      stateKey: (s) => ({
        value: s.value,
        faqs: s.context.faqs.map((f) => f.id).join(),
        editing: s.context.editingId,
        draft: s.context.draft.question !== '' && s.context.draft.answer !== '',
        change: s.context.change?.kind ?? null,
        fields: Object.values(s.context.fields).filter(Boolean).length,
      }),
      events: (s): FaqEditorEvent[] => [
        { type: 'faq.add' },
        { type: 'faq.edit', id: 2 },
        { type: 'faq.change', question: 'Evenings?' },
        { type: 'faq.change', answer: 'Tuesdays.' },
        { type: 'faq.save' },
        { type: 'faq.cancel' },
        { type: 'faq.delete', id: 1 },
        { type: 'faq.confirmDelete' },
        { type: 'faq.move', id: 2, by: -1 },
        { type: 'faq.move', id: 2, by: 1 },
        { type: 'faq.retry' },
        done('loadFaqs', exampleFaqs),
        fail('loadFaqs'),
        done('changeFaqs', s.context.change?.kind === 'order' ? s.context.faqs : exampleFaqs),
        fail('changeFaqs', tooLong),
      ],
      states: {
        'faqEditor.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'faqEditor.loadFailed': (s) => expect(s.context.refusal?.code).toBe('unavailable'),
        'faqEditor.ready.idle': (s) => expect(s.context.change).toBeNull(),
        'faqEditor.ready.writing': (s) => expect(s.hasTag('writing')).toBe(true),
        'faqEditor.ready.confirmingDelete': (s) => expect(s.context.pendingDelete).toBe(1),
        'faqEditor.ready.saving': (s) => expect(s.context.change).not.toBeNull(),
        'faqEditor.ready.failed': (s) => expect(s.context.refusal?.fields.question).toMatch(/200/),
      },
    });
  });

  it('moves a question one place within the list, and checks a draft as the server does', () => {
    expect(movedOrder(exampleFaqs, 2, -1)).toEqual([2, 1]);
    expect(movedOrder(exampleFaqs, 2, 1)).toBeNull();
    expect(movedOrder(exampleFaqs, 1, -1)).toBeNull();
    expect(faqFieldErrors({ question: ' ', answer: 'x'.repeat(2001) })).toEqual({
      question: 'Write the question.',
      answer: 'Keep the answer to 2000 characters.',
    });
  });
});
