import { assign, setup } from 'xstate';
import type { AdminProvider, ProviderFields } from '../../contract/admin-providers';
import { unprovidedPromise } from '../domain/placeholder';
import { reasonGiven, UNREACHABLE } from './reason';

/**
 * /admin-provider's editor (issue #36): opened empty (a new provider) or on one; each field
 * edited; saved or retired with a reason (the audit log keeps it); pending while the server
 * checks and acts; saved, or refused with the server's sentence and each field's words (the
 * server is the judge: https website, phone, known zip code), what was typed kept. A picture
 * chosen is uploaded by the save (the server reads its type and size from its bytes).
 */
export type ProviderDraft = ProviderFields;
/** What a save does to the picture: leaves it, uploads a chosen file and shows it, or removes it. */
export type PictureChoice = { kind: 'keep' } | { kind: 'upload'; file: Blob; name: string } | { kind: 'remove' };
export type ProviderEditorRequest = {
  id: number | null;
  fields: ProviderDraft;
  reason: string;
  retire: boolean;
  picture: PictureChoice;
};
const KEEP: PictureChoice = { kind: 'keep' };

export const EMPTY_PROVIDER: ProviderDraft = {
  name: '',
  services: [],
  ages: [],
  languages: [],
  insurance: [],
  telehealth: false,
  in_person: true,
  street: '',
  city: '',
  state: '',
  zip_code: '',
  phone: '',
  website: null,
  hours: [],
  about: '',
};

export type ProviderEditorEvent =
  | { type: 'editor.open'; provider: AdminProvider | null }
  | { type: 'field.change'; fields: Partial<ProviderDraft> }
  | { type: 'reason.change'; value: string }
  | { type: 'picture.choose'; file: Blob; name: string }
  | { type: 'picture.remove' }
  | { type: 'editor.save' }
  | { type: 'editor.retire' }
  | { type: 'editor.retry' }
  | { type: 'editor.close' };

export interface ProviderEditorContext {
  id: number | null;
  draft: ProviderDraft;
  reason: string;
  retire: boolean;
  picture: PictureChoice;
  /** The provider's picture as saved (provider_image_url), shown until another is chosen. */
  pictureUrl: string | null;
  failure: string | null;
  /** The server's words per field (`body.phone` → `phone`). */
  fieldErrors: Record<string, string>;
  saved: AdminProvider | null;
}

const draftOf = ({ therapy_provider_id: _id, provider_image_url: _p, retired_at: _r, ...fields }: AdminProvider) => fields;

/** The server's sentence and its field issues, or that it could not be reached. */
export function refusalOf(error: unknown): { failure: string; fieldErrors: Record<string, string> } {
  const refusal = (error as { refusal?: { message?: unknown; issues?: { path: string; message: string }[] } } | null)?.refusal;
  const fieldErrors = Object.fromEntries((refusal?.issues ?? []).map((i) => [i.path.replace(/^body\./, ''), i.message]));
  const message = typeof refusal?.message === 'string' && refusal.message ? refusal.message : null;
  return { failure: message ?? (Object.keys(fieldErrors).length ? 'Some fields need another look.' : UNREACHABLE), fieldErrors };
}

export const providerEditorMachine = setup({
  types: {
    context: {} as ProviderEditorContext,
    events: {} as ProviderEditorEvent,
    tags: {} as 'open' | 'canSave' | 'pending' | 'saved' | 'refused',
  },
  actors: { save: unprovidedPromise<AdminProvider, ProviderEditorRequest>('providerEditor', 'save') },
  guards: { 'reason given': ({ context }) => reasonGiven(context.reason) },
  actions: {
    open: assign(({ event }) =>
      event.type === 'editor.open'
        ? {
            id: event.provider?.therapy_provider_id ?? null,
            draft: event.provider ? draftOf(event.provider) : EMPTY_PROVIDER,
            reason: '',
            picture: KEEP,
            pictureUrl: event.provider?.provider_image_url ?? null,
            failure: null,
            fieldErrors: {},
            saved: null,
          }
        : {},
    ),
    'choose picture': assign(({ event }) =>
      event.type === 'picture.choose' ? { picture: { kind: 'upload' as const, file: event.file, name: event.name } } : {},
    ),
    'remove picture': assign({ picture: { kind: 'remove' } as PictureChoice }),
  },
}).createMachine({
  id: 'providerEditor',
  context: {
    id: null,
    draft: EMPTY_PROVIDER,
    reason: '',
    retire: false,
    picture: KEEP,
    pictureUrl: null,
    failure: null,
    fieldErrors: {},
    saved: null,
  },
  initial: 'closed',
  states: {
    closed: { on: { 'editor.open': { target: 'editing', actions: 'open' } } },
    editing: {
      tags: ['open'],
      initial: 'noReason',
      states: {
        noReason: { always: { guard: 'reason given', target: 'ready' } },
        ready: { tags: ['canSave'] },
      },
      on: {
        'field.change': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, ...event.fields } })) },
        'reason.change': { target: '.noReason', actions: assign(({ event }) => ({ reason: event.value })) },
        'picture.choose': { actions: 'choose picture' },
        'picture.remove': { actions: 'remove picture' },
        'editor.save': { guard: 'reason given', target: 'pending', actions: assign({ retire: false }) },
        'editor.retire': {
          guard: ({ context }) => context.id !== null && reasonGiven(context.reason),
          target: 'pending',
          actions: assign({ retire: true }),
        },
        'editor.close': { target: 'closed' },
      },
    },
    pending: {
      tags: ['open', 'pending'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          id: context.id,
          fields: context.draft,
          reason: context.reason.trim(),
          retire: context.retire,
          picture: context.picture,
        }),
        onDone: { target: 'saved', actions: assign(({ event }) => ({ saved: event.output, failure: null, fieldErrors: {} })) },
        onError: { target: 'refused', actions: assign(({ event }) => refusalOf(event.error)) },
      },
    },
    saved: {
      description: 'Saved or retired: the list reads again; the editor can be closed or opened on another.',
      tags: ['saved'],
      on: { 'editor.close': { target: 'closed' }, 'editor.open': { target: 'editing', actions: 'open' } },
    },
    refused: {
      tags: ['open', 'refused'],
      on: {
        'field.change': {
          target: 'editing',
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, ...event.fields } })),
        },
        'picture.choose': { target: 'editing', actions: 'choose picture' },
        'picture.remove': { target: 'editing', actions: 'remove picture' },
        'editor.retry': { target: 'pending' },
        'editor.close': { target: 'closed' },
      },
    },
  },
});
