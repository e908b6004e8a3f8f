import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { mentorStatusMachine, type MentorStatusEvent, type MentorStatusResult } from './mentorStatus.machine';

describe('mentor status machine', () => {
  it('covers every state and transition: off asks first, on does not, a failure keeps the status', async () => {
    await testMachineModel({
      machine: mentorStatusMachine.provide({
        actors: {
          saveStatus: fromPromise<MentorStatusResult, { isMentor: boolean }>(() => new Promise<MentorStatusResult>(() => {})),
        },
      }),
      inputs: [{ isMentor: true }, { isMentor: false }],
      stateKey: (s) => ({ value: s.value, mentor: s.context.isMentor, failed: s.context.refusal !== null }),
      events: (s): MentorStatusEvent[] => [
        { type: 'xstate.done.actor.saveStatus', output: { is_mentor: !s.context.isMentor, upcoming_sessions: 2 } } as never,
        { type: 'xstate.error.actor.saveStatus', error: new Error('503') } as never,
        { type: 'mentor.toggle' },
        { type: 'mentor.confirm' },
        { type: 'mentor.cancel' },
        { type: 'mentor.retry' },
      ],
      states: {
        'mentorStatus.idle': (s) => expect(s.context.refusal).toBeNull(),
        'mentorStatus.saving': (s) => expect(s.hasTag('saving')).toBe(true),
        'mentorStatus.confirming': (s) => expect(s.context.isMentor).toBe(true),
        'mentorStatus.failed': (s) => expect(s.context.refusal?.code).toBe('unavailable'),
      },
    });
  });
});
