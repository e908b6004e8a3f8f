import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  CONTACT_COPY,
  contactFormMachine,
  toContactInput,
  validateContact,
  type ContactFormEvent,
  type ContactMessageInput,
  type ContactMessageReceipt,
} from './contactForm.machine';
import { testMachineModel } from '../../tests/machines/model';

const never = fromPromise<ContactMessageReceipt, ContactMessageInput>(() => new Promise(() => {}));
const done = (output: ContactMessageReceipt) => ({ type: 'xstate.done.actor.sendMessage', output }) as never;
const fail = (error: unknown) => ({ type: 'xstate.error.actor.sendMessage', error }) as never;
const change = (field: 'name' | 'email' | 'role' | 'message', value: string): ContactFormEvent => ({
  type: 'field.change',
  field,
  value,
});

const receipt: ContactMessageReceipt = { id: 7, receivedAt: '2026-11-20T10:00:00.000Z' };
const unavailable = Object.assign(new Error('503'), { status: 503 });
const refused = Object.assign(new Error('400'), {
  status: 400,
  fields: { email: 'Enter an email address like name@example.com.', other: 'ignored' },
});
const tooMany = Object.assign(new Error('429'), { status: 429 });

describe('contact form machine', () => {
  it('covers every state and transition: edit, check, send, fail (kept), sent, write another', async () => {
    await testMachineModel({
      machine: contactFormMachine.provide({ actors: { sendMessage: never } }),
      // Which fields are valid, which errors show and whether a failure is shown: the graph stays small.
      stateKey: (s) => ({
        value: s.value,
        valid: Object.keys(validateContact(s.context.values)).sort(),
        errors: Object.keys(s.context.errors).sort(),
        failure: s.context.failure,
        role: s.context.values.role !== '',
      }),
      events: [
        change('name', 'Ana López'),
        change('email', 'not-an-email'),
        change('email', 'ana@example.com'),
        change('role', 'An employer'),
        change('message', 'We would like to pilot NeuroHealth Care for our staff.'),
        { type: 'form.submit' },
        { type: 'form.reset' },
        done(receipt),
        fail(unavailable),
        fail(refused),
        fail(tooMany),
      ],
      states: {
        'contactForm.editing.ready': (s) => {
          expect(s.hasTag('submittable')).toBe(true);
          expect(s.hasTag('error')).toBe(false);
          expect(s.context.errors).toEqual({});
          expect(s.context.failure).toBeNull();
        },
        'contactForm.editing.invalid': (s) => {
          expect(s.hasTag('submittable')).toBe(true);
          expect(s.hasTag('error')).toBe(true);
          expect(s.context.failure).toBeNull();
          // The errors shown are the form check's, for the fields marked at the last submit.
          const now = validateContact(s.context.values);
          expect(Object.keys(s.context.errors).length).toBeGreaterThan(0);
          for (const [field, message] of Object.entries(s.context.errors)) expect(message).toBe(now[field as keyof typeof now]);
        },
        'contactForm.editing.failed': (s) => {
          expect(s.hasTag('submittable')).toBe(true);
          expect(s.hasTag('error')).toBe(true);
          expect(Object.values(CONTACT_COPY)).toContain(s.context.failure);
          // Nothing typed is lost: the values that were sent are still there (and editable).
          expect(s.context.values.name).toBe('Ana López');
          expect(s.context.values.message).toBe('We would like to pilot NeuroHealth Care for our staff.');
          expect(Object.keys(s.context.errors).every((f) => ['name', 'email', 'role', 'message'].includes(f))).toBe(true);
        },
        'contactForm.sending': (s) => {
          expect(s.hasTag('sending')).toBe(true);
          expect(s.hasTag('submittable')).toBe(false);
          expect(validateContact(s.context.values)).toEqual({});
          expect(s.context.errors).toEqual({});
          expect(s.context.failure).toBeNull();
        },
        'contactForm.sent': (s) => {
          expect(s.hasTag('sent')).toBe(true);
          expect(s.hasTag('submittable')).toBe(false);
          expect(s.context.receipt).toEqual(receipt);
          expect(s.context.values.email).toBe('ana@example.com');
        },
      },
      always: (s) => {
        const tags = (['submittable', 'sending', 'sent'] as const).filter((t) => s.hasTag(t));
        expect(tags).toHaveLength(1);
        if (!s.matches('sent')) expect(s.context.receipt).toBeNull();
      },
    });
  });

  it('sends the trimmed values without an empty role, and confirms', async () => {
    const sent: ContactMessageInput[] = [];
    const actor = createActor(
      contactFormMachine.provide({ actors: { sendMessage: fromPromise(async ({ input }) => (sent.push(input), receipt)) } }),
      { input: {} },
    ).start();
    actor.send(change('name', '  Ana  '));
    actor.send(change('email', 'ana@example.com '));
    actor.send(change('message', ' <script>alert(1)</script> hello '));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(sent).toEqual([{ name: 'Ana', email: 'ana@example.com', message: '<script>alert(1)</script> hello' }]);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context).toEqual({
      values: { name: '', email: '', role: '', message: '' },
      errors: {},
      failure: null,
      receipt: null,
      sender: null,
    });
  });

  it('keeps everything typed after a failure and maps server field errors', async () => {
    const actor = createActor(
      contactFormMachine.provide({ actors: { sendMessage: fromPromise(async () => Promise.reject(refused)) } }),
      { input: {} },
    ).start();
    const values = { name: 'Ana', email: 'ana@example.c', role: 'An employer', message: 'A message long enough.' };
    for (const [field, value] of Object.entries(values)) actor.send(change(field as never, value));
    actor.send({ type: 'form.submit' });
    const s = await waitFor(actor, (snap) => snap.hasTag('error'));
    expect(s.matches({ editing: 'failed' })).toBe(true);
    expect(s.context.values).toEqual(values);
    expect(s.context.errors).toEqual({ email: 'Enter an email address like name@example.com.' });
    expect(s.context.failure).toBe(CONTACT_COPY.rejected);
  });

  it('checks lengths as the server does', () => {
    const ok = { name: 'A', email: 'a@b.co', role: '', message: '1234567890' };
    expect(validateContact(ok)).toEqual({});
    expect(
      Object.keys(validateContact({ ...ok, name: 'x'.repeat(101), role: 'r'.repeat(61), message: '123456789' })).sort(),
    ).toEqual(['message', 'name', 'role']);
    expect(validateContact({ ...ok, message: 'm'.repeat(4001) }).message).toMatch(/4,000/);
    expect(toContactInput({ ...ok, role: ' An employer ' })).toEqual({ ...ok, role: 'An employer' });
  });
});
