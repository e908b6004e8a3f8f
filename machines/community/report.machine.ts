import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type CommunityRefusal, type ReportReason, type ReportTarget } from './community.types';

export const REPORT_REASONS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  misinformation: 'Medical misinformation',
  other: 'Something else',
};
export const REPORT_DETAILS_MAX = 500;

export interface ReportContext {
  target: ReportTarget;
  reason: ReportReason | null;
  details: string;
  refusal: CommunityRefusal | null;
}

export type ReportEvent =
  | { type: 'report.reason'; reason: ReportReason }
  | { type: 'report.details'; text: string }
  | { type: 'report.submit' }
  | { type: 'report.close' };

/**
 * Reporting a post, a comment or a member (issue #32): a reason (spam, harassment, medical
 * misinformation, something else, which needs a few words), sent once; the dialog then says
 * what happens next. A refusal (already reported, say) is shown in the server's words.
 */
export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    input: {} as { target: ReportTarget },
    events: {} as ReportEvent,
    tags: {} as 'sending' | 'sent',
  },
  actors: {
    sendReport: unprovidedPromise<void, { target: ReportTarget; reason: ReportReason; details: string }>(
      'community',
      'sendReport',
    ),
  },
  guards: {
    'reason is given': ({ context }) =>
      context.reason !== null && (context.reason !== 'other' || context.details.trim().length > 0),
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({ target: input.target, reason: null, details: '', refusal: null }),
  initial: 'choosing',
  on: { 'report.close': '.closed' },
  states: {
    choosing: {
      description: 'The reasons; Send is enabled once one is chosen (Something else needs a few words).',
      on: {
        'report.reason': { actions: assign({ reason: ({ event }) => event.reason, refusal: null }) },
        'report.details': { actions: assign({ details: ({ event }) => event.text.slice(0, REPORT_DETAILS_MAX) }) },
        'report.submit': { guard: 'reason is given', target: 'sending' },
      },
    },
    sending: {
      tags: ['sending'],
      invoke: {
        src: 'sendReport',
        input: ({ context }) => ({ target: context.target, reason: context.reason ?? 'other', details: context.details.trim() }),
        onDone: 'sent',
        onError: { target: 'choosing', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    sent: {
      description: 'Thanks the person: moderators review it, and two reports hide it meanwhile.',
      tags: ['sent'],
    },
    closed: { type: 'final' },
  },
});

export type ReportActorRef = ActorRefFrom<typeof reportMachine>;
