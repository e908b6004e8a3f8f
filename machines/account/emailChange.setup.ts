import { assign, setup } from 'xstate';
import type { EmailChangeField, EmailState } from '../../contract/account-email';
import { unprovidedPromise } from '../domain/placeholder';

export type EmailChangeOutcome =
  { ok: true; state: EmailState } | { ok: false; fields: Partial<Record<EmailChangeField, string>> };
/** What the server said to a link's confirmation, or to a resend: the state, or its sentence why not. */
export type EmailConfirmOutcome = { ok: true; state: EmailState } | { ok: false; reason: string };
export type EmailResendOutcome = EmailConfirmOutcome;

export type EmailChangeEvent =
  | { type: 'email.edit'; field: EmailChangeField; value: string }
  | { type: 'email.submit' }
  | { type: 'email.resend' }
  | { type: 'email.cancel' }
  | { type: 'email.done' }
  | { type: 'email.retry' };

export interface EmailChangeContext {
  /** The token of the link the page was opened with (`/settings?confirm_email=…`), until it is used. */
  token: string | null;
  email: string;
  /** The address waiting for its link to be opened, and until when the link works. */
  pending: EmailState['pending'];
  values: Record<EmailChangeField, string>;
  errors: Partial<Record<EmailChangeField, string>>;
  /** A sentence about the last action (resent, could not resend, a link refused). */
  notice: string | null;
}

export const EMPTY = { new_email: '', current_password: '' };

/**
 * What emailChange.machine.ts is made of: its types, its effects' placeholders (the wiring provides them),
 * its actions and guards.
 */
export const emailChangeSetup = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
    input: {} as { token: string | null },
    tags: {} as 'loading' | 'editing' | 'saving' | 'awaiting' | 'busy' | 'confirmed' | 'refused' | 'failed',
  },
  actors: {
    // The calls of src/services/account.ts, provided in src/features/account/wiring.ts.
    readEmail: unprovidedPromise<EmailState>('account', 'readEmail'),
    requestChange: unprovidedPromise<EmailChangeOutcome, Record<EmailChangeField, string>>('account', 'requestChange'),
    resendLink: unprovidedPromise<EmailResendOutcome>('account', 'resendLink'),
    cancelChange: unprovidedPromise<EmailState>('account', 'cancelChange'),
    confirmChange: unprovidedPromise<EmailConfirmOutcome, { token: string }>('account', 'confirmChange'),
  },
  actions: {
    'take state': assign((_, params: { state: EmailState }) => ({ email: params.state.email, pending: params.state.pending })),
    'take value': assign(({ context }, params: { field: EmailChangeField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      errors: { ...context.errors, [params.field]: undefined },
    })),
    'refuse empty fields': assign(({ context }) => ({
      errors: {
        ...(context.values.new_email.trim() ? {} : { new_email: 'Enter the new e-mail address.' }),
        ...(context.values.current_password ? {} : { current_password: 'Enter your current password.' }),
      },
    })),
    'take refusal': assign((_, params: { fields: Partial<Record<EmailChangeField, string>> }) => ({ errors: params.fields })),
    'empty the form': assign({ values: EMPTY, errors: {} }),
    say: assign((_, params: { notice: string | null }) => ({ notice: params.notice })),
    'forget the token': assign({ token: null }),
  },
  guards: {
    'opened from a link': ({ context }) => context.token !== null,
    'a change waits': ({ context }) => context.pending !== null,
    'a field is empty': ({ context }) => !context.values.new_email.trim() || !context.values.current_password,
    asked: (_, params: { outcome: EmailChangeOutcome }) => params.outcome.ok,
    confirmed: (_, params: { outcome: EmailConfirmOutcome }) => params.outcome.ok,
    resent: (_, params: { outcome: EmailResendOutcome }) => params.outcome.ok,
  },
});
