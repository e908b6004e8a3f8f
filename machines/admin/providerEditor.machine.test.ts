import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AdminProvider } from '../../contract/admin-providers';
import { testMachineModel } from '../../tests/machines/model';
import { EMPTY_PROVIDER, providerEditorMachine, refusalOf, type ProviderEditorRequest } from './providerEditor.machine';
import { UNREACHABLE } from './reason';

const HARBOR: AdminProvider = {
  ...EMPTY_PROVIDER,
  therapy_provider_id: 12,
  name: 'Harbor Speech',
  services: ['speech'],
  city: 'Cambridge',
  state: 'MA',
  zip_code: '02139',
  phone: '(617) 555-0100',
  provider_image_url: null,
  retired_at: null,
};
const PICTURE = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const never = fromPromise<AdminProvider, ProviderEditorRequest>(() => new Promise(() => {}));
const refused = {
  type: 'xstate.error.actor.0.providerEditor.pending',
  error: { refusal: { message: null, issues: [{ path: 'body.website', message: 'must start with https://' }] } },
} as never;

describe('provider editor machine', () => {
  it('covers every state and transition: open, edit, reason, save, retire, pending, saved, refused, retry, close', async () => {
    await testMachineModel({
      machine: providerEditorMachine.provide({ actors: { save: never } }),
      stateKey: (s) => ({
        value: s.value,
        id: s.context.id,
        reason: s.context.reason.trim() !== '',
        retire: s.context.retire,
        failure: s.context.failure !== null,
        saved: s.context.saved !== null,
        picture: s.context.picture.kind,
      }),
      events: [
        { type: 'editor.open', provider: null },
        { type: 'editor.open', provider: HARBOR },
        { type: 'field.change', fields: { website: 'http://harbor.example' } },
        { type: 'reason.change', value: 'New clinic' },
        { type: 'reason.change', value: ' ' },
        { type: 'picture.choose', file: PICTURE, name: 'harbor.png' },
        { type: 'picture.remove' },
        { type: 'editor.save' },
        { type: 'editor.retire' },
        { type: 'editor.retry' },
        { type: 'editor.close' },
        { type: 'xstate.done.actor.0.providerEditor.pending', output: HARBOR } as never,
        refused,
      ],
      states: {
        'providerEditor.closed': (s) => expect(s.hasTag('open')).toBe(false),
        'providerEditor.editing.noReason': (s) => expect(s.hasTag('canSave')).toBe(false),
        'providerEditor.editing.ready': (s) => expect(s.context.reason.trim()).not.toBe(''),
        'providerEditor.pending': (s) => {
          expect(s.hasTag('pending')).toBe(true);
          // Only an existing provider can be retired.
          if (s.context.retire) expect(s.context.id).toBe(12);
        },
        'providerEditor.saved': (s) => expect(s.context.saved).toEqual(HARBOR),
        'providerEditor.refused': (s) => {
          expect(s.context.fieldErrors).toEqual({ website: 'must start with https://' });
          expect(s.context.failure).toBe('Some fields need another look.');
        },
      },
    });
  });

  it('sends the fields with the trimmed reason; retire only for an existing provider', async () => {
    const sent: ProviderEditorRequest[] = [];
    const actor = createActor(
      providerEditorMachine.provide({ actors: { save: fromPromise(async ({ input }) => (sent.push(input), HARBOR)) } }),
    ).start();
    actor.send({ type: 'editor.open', provider: null });
    actor.send({ type: 'reason.change', value: ' Closed ' });
    actor.send({ type: 'editor.retire' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(false);
    actor.send({ type: 'field.change', fields: { name: 'Harbor Speech' } });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    actor.send({ type: 'editor.open', provider: HARBOR });
    actor.send({ type: 'reason.change', value: 'Closed' });
    actor.send({ type: 'editor.retire' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(sent.map((r) => [r.id, r.fields.name, r.reason, r.retire, r.picture.kind])).toEqual([
      [null, 'Harbor Speech', 'Closed', false, 'keep'],
      [12, 'Harbor Speech', 'Closed', true, 'keep'],
    ]);
  });

  it('sends a chosen picture with the save, keeps it through a refusal, and opens on the saved one', async () => {
    const sent: ProviderEditorRequest[] = [];
    let answer: () => Promise<AdminProvider> = () => Promise.reject({ refusal: { message: 'Too large.', issues: [] } });
    const actor = createActor(
      providerEditorMachine.provide({ actors: { save: fromPromise(({ input }) => (sent.push(input), answer())) } }),
    ).start();
    actor.send({ type: 'editor.open', provider: { ...HARBOR, provider_image_url: '/public/provider-pictures/k' } });
    expect(actor.getSnapshot().context.pictureUrl).toBe('/public/provider-pictures/k');
    actor.send({ type: 'picture.choose', file: PICTURE, name: 'harbor.png' });
    actor.send({ type: 'reason.change', value: 'New picture' });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.hasTag('refused'));
    expect(actor.getSnapshot().context.failure).toBe('Too large.');
    answer = async () => HARBOR;
    actor.send({ type: 'editor.retry' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(sent.map((r) => r.picture)).toEqual([
      { kind: 'upload', file: PICTURE, name: 'harbor.png' },
      { kind: 'upload', file: PICTURE, name: 'harbor.png' },
    ]);
    actor.send({ type: 'editor.open', provider: HARBOR });
    actor.send({ type: 'picture.remove' });
    expect(actor.getSnapshot().context.picture).toEqual({ kind: 'remove' });
  });

  it("reads the server's sentence, or says it could not be reached", () => {
    expect(refusalOf({ refusal: { message: 'A retired provider cannot be edited.', issues: [] } }).failure).toBe(
      'A retired provider cannot be edited.',
    );
    expect(refusalOf(new Error('offline'))).toEqual({ failure: UNREACHABLE, fieldErrors: {} });
  });
});
