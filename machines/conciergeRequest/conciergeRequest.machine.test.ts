import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConciergeRequest } from '../../contract/admin-concierge';
import { testMachineModel } from '../../tests/machines/model';
import { conciergeRequestMachine, UNREACHABLE, type RequestDraft } from './conciergeRequest.machine';

const pending: ConciergeRequest = {
  id: 9,
  user: { user_id: 7, user_name: 'careseeker', first_name: 'Daniel', last_name: 'Reyes', user_type: 2 },
  as_type: 4,
  message: 'I run a speech practice',
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  decision_reason: null,
};
const declined: ConciergeRequest = { ...pending, status: 'declined', decision_reason: 'Add your certificate' };
const neverLoads = fromPromise<ConciergeRequest | null, void>(() => new Promise(() => {}));
const neverSends = fromPromise<ConciergeRequest, RequestDraft>(() => new Promise(() => {}));
const loaded = (output: ConciergeRequest | null) => ({ type: 'xstate.done.actor.0.conciergeRequest.loading', output }) as never;

describe('become-a-concierge machine', () => {
  it('covers every state and transition: load, failed, editing, sending, sent, refused, retry', async () => {
    await testMachineModel({
      machine: conciergeRequestMachine.provide({ actors: { loadMine: neverLoads, send: neverSends } }),
      stateKey: (s) => ({
        value: s.value,
        status: s.context.request?.status ?? 'none',
        typed: s.context.draft.message.trim() !== '',
        failure: s.context.failure !== null,
      }),
      events: [
        loaded(null),
        loaded(declined),
        { type: 'xstate.error.actor.0.conciergeRequest.loading', error: new Error('unavailable') } as never,
        { type: 'draft.change', draft: { message: 'I coordinate care', asType: 4 } },
        { type: 'draft.change', draft: { message: ' ' } },
        { type: 'request.send' },
        { type: 'request.retry' },
        { type: 'refusal.dismiss' },
        { type: 'xstate.done.actor.0.conciergeRequest.shown.sending', output: pending } as never,
        {
          type: 'xstate.error.actor.0.conciergeRequest.shown.sending',
          error: { refusal: { message: 'You are already a concierge.' } },
        } as never,
      ],
      states: {
        'conciergeRequest.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'conciergeRequest.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        'conciergeRequest.shown.editing.incomplete': (s) => expect(s.hasTag('canSend')).toBe(false),
        'conciergeRequest.shown.editing.ready': (s) => {
          expect(s.context.draft.message.trim()).not.toBe('');
          expect(s.context.request?.status).not.toBe('pending');
        },
        'conciergeRequest.shown.sending': (s) => expect(s.hasTag('sending')).toBe(true),
        'conciergeRequest.shown.refused': (s) => {
          expect(s.context.failure).toBe('You are already a concierge.');
          expect(s.context.draft.message).toBe('I coordinate care');
        },
      },
    });
  });

  it('sends the trimmed message and the type; once it waits, nothing more is sent; an unreachable server says so', async () => {
    const sent: RequestDraft[] = [];
    let fail = true;
    const actor = createActor(
      conciergeRequestMachine.provide({
        actors: {
          loadMine: fromPromise<ConciergeRequest | null, void>(async () => declined),
          send: fromPromise(async ({ input }) => {
            sent.push(input);
            if (fail) throw new Error('unavailable');
            return pending;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'draft.change', draft: { asType: 4, message: '  I run a speech practice ' } });
    actor.send({ type: 'request.send' });
    await waitFor(actor, (s) => s.hasTag('refused'));
    expect(actor.getSnapshot().context.failure).toBe(UNREACHABLE);
    fail = false;
    actor.send({ type: 'request.retry' });
    await waitFor(actor, (s) => s.context.request?.status === 'pending');
    actor.send({ type: 'draft.change', draft: { message: 'again' } });
    actor.send({ type: 'request.send' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(false);
    expect(sent).toEqual([
      { asType: 4, message: 'I run a speech practice' },
      { asType: 4, message: 'I run a speech practice' },
    ]);
  });
});
