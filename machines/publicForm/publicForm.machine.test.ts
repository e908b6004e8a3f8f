import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import {
  PUBLIC_FORM_COPY,
  publicFormMachine,
  type FormErrors,
  type FormValues,
  type PublicFormContext,
  type PublicFormEvent,
} from './publicForm.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
/** The form's own check in these tests: a name is required. */
const check = assign(({ context }: { context: PublicFormContext }) => ({
  errors: (context.values.name?.trim() ? {} : { name: 'Enter your name.' }) as FormErrors,
}));
const REFUSED = { refusal: { fields: { email: 'Enter an e-mail address like name@example.com.' } } };
const PAST = { refusal: { message: 'This session has already taken place.' } };

describe('publicForm machine', () => {
  it('covers every state and transition: checked, sent, refused or unreachable, and filled in again', async () => {
    const report = await testMachineModel({
      machine: publicFormMachine.provide({
        actors: { send: never<unknown, FormValues>() },
        actions: { 'check fields': check as never },
      }),
      input: { values: { name: '', email: '' } },
      stateKey: (s) => ({ value: s.value, values: s.context.values, errors: s.context.errors, failure: s.context.failure }),
      events: (s): PublicFormEvent[] =>
        [
          { type: 'field.change', field: 'name', value: s.context.values.name ? '' : 'Rosa' },
          { type: 'form.submit', values: s.context.values },
          { type: 'form.reset' },
          { type: 'xstate.done.actor.send', output: { ok: true } },
          { type: 'xstate.error.actor.send', error: REFUSED },
          { type: 'xstate.error.actor.send', error: new Error('offline') },
        ] as never,
      states: {
        'publicForm.editing.ready': (s) => expect(s.hasTag('error')).toBe(false),
        'publicForm.editing.invalid': (s) => expect(s.context.errors).toEqual({ name: 'Enter your name.' }),
        'publicForm.editing.failed': (s) => expect(s.context.failure).not.toBeNull(),
        // Passed through at once: the check's outcome decides where it goes.
        'publicForm.checking': () => {},
        'publicForm.sending': (s) => expect(s.hasTag('sending')).toBe(true),
        'publicForm.sent': (s) => expect(s.context.receipt).toEqual({ ok: true }),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  const run = (send: (values: FormValues) => Promise<unknown>) =>
    createActor(
      publicFormMachine.provide({
        actors: { send: fromPromise(({ input }) => send(input)) },
        actions: { 'check fields': check as never },
      }),
      {
        input: { values: { name: '', email: '' } },
      },
    ).start();

  it('keeps what was typed through a refusal, in the server’s words: per field, or a sentence for the whole form', async () => {
    let answer: unknown = REFUSED;
    const actor = run(() => Promise.reject(answer));
    // Typed before the page's script ran: the submit brings it.
    actor.send({ type: 'form.submit', values: { name: 'Rosa', email: '' } });
    await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    expect(actor.getSnapshot().context).toMatchObject({
      values: { name: 'Rosa', email: '' },
      errors: REFUSED.refusal.fields,
      failure: PUBLIC_FORM_COPY.corrected,
    });
    answer = PAST;
    actor.send({ type: 'form.submit', values: { name: 'Rosa', email: '' } });
    await waitFor(actor, (s) => s.matches({ editing: 'failed' }) && s.context.failure === PAST.refusal.message);
    answer = new Error('offline');
    actor.send({ type: 'form.submit', values: { name: 'Rosa', email: '' } });
    await waitFor(actor, (s) => s.context.failure === PUBLIC_FORM_COPY.unreachable);
  });

  it('sends nothing while the form’s own check finds a field to correct, and starts again from its first values once sent', async () => {
    const sent: FormValues[] = [];
    const actor = run(async (values) => sent.push(values));
    actor.send({ type: 'form.submit', values: { name: ' ', email: '' } });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(sent).toEqual([]);
    actor.send({ type: 'field.change', field: 'name', value: 'Rosa' });
    expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    actor.send({ type: 'form.submit', values: { name: 'Rosa', email: '' } });
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(sent).toEqual([{ name: 'Rosa', email: '' }]);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '' });
  });
});
