import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { conciergeFaqMachine } from './conciergeFaq.machine';
import { exampleFaqs } from './reviews.examples';
import type { Faq } from './reviews.types';

describe('concierge FAQ machine', () => {
  it('covers every state and transition: read on opening, Try again after a failure', async () => {
    await testMachineModel({
      machine: conciergeFaqMachine.provide({
        actors: { loadFaqs: fromPromise<Faq[], { conciergeId: number }>(() => new Promise<Faq[]>(() => {})) },
      }),
      input: { conciergeId: 9 },
      events: [
        { type: 'faq.open' },
        { type: 'faq.retry' },
        { type: 'xstate.done.actor.loadFaqs', output: exampleFaqs } as never,
        { type: 'xstate.error.actor.loadFaqs', error: new Error('503') } as never,
      ],
      states: {
        'conciergeFaq.closed': (s) => expect(s.context.faqs).toBeNull(),
        'conciergeFaq.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'conciergeFaq.loaded': (s) => expect(s.context.faqs).toEqual(exampleFaqs),
        'conciergeFaq.failed': (s) => expect(s.context.refusal?.code).toBe('unavailable'),
      },
    });
  });
});
