import { setup, type ActorRefFrom } from 'xstate';
import { ENDING_SOON_MS } from '../../contract/call-window';
import { unprovided } from '../domain/placeholder';

export interface SessionClockInput {
  /** The scheduled end, and the server's clock when the person came in (both epoch ms). */
  endsAt: number;
  joinedAt: number;
}

/**
 * The session's scheduled end as a call sees it (issue #61): "5 minutes left", then "the
 * scheduled time is over" (said gently: the call goes on). Timed from the server's clock when
 * the person came in, so a browser whose clock is wrong still says it at the right moment. The
 * call invokes it while in the room and hears it through the two announcements, which it provides
 * as `sendParent`; its own timers are the only ones here, so its model test moves time freely.
 */
export const sessionClockMachine = setup({
  types: {
    tags: {} as 'ending soon' | 'over time',
    input: {} as SessionClockInput,
    context: {} as SessionClockInput,
  },
  actions: {
    'announce ending soon': () => unprovided('call', 'announce ending soon'),
    'announce over': () => unprovided('call', 'announce over'),
  },
  delays: {
    fiveMinutesLeft: ({ context }) => Math.max(0, context.endsAt - ENDING_SOON_MS - context.joinedAt),
    /** From "5 minutes left" to the end: five minutes, or what was left when the person came in. */
    scheduledEnd: ({ context }) => Math.min(ENDING_SOON_MS, Math.max(0, context.endsAt - context.joinedAt)),
  },
}).createMachine({
  id: 'sessionClock',
  context: ({ input }) => input,
  initial: 'onTime',
  states: {
    onTime: { description: 'More than five minutes to the scheduled end.', after: { fiveMinutesLeft: 'endingSoon' } },
    endingSoon: {
      description: '"5 minutes left".',
      tags: 'ending soon',
      entry: 'announce ending soon',
      after: { scheduledEnd: 'over' },
    },
    over: { description: 'Past the scheduled end.', tags: 'over time', entry: 'announce over' },
  },
});

export type SessionClockActorRef = ActorRefFrom<typeof sessionClockMachine>;
