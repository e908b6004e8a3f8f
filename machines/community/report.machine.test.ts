import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { reportMachine, type ReportEvent } from './report.machine';

const target = { kind: 'post' as const, id: '5', label: 'Bedtime routines' };

describe('report machine', () => {
  it('covers every state and transition: a reason, Something else needing words, sent, refused, closed', async () => {
    await testMachineModel({
      machine: reportMachine.provide({ actors: { sendReport: fromPromise(() => new Promise(() => {})) } }),
      input: { target },
      stateKey: (s) => ({
        value: s.value,
        reason: s.context.reason,
        words: s.context.details.length > 0,
        refused: !!s.context.refusal,
      }),
      events: (s): ReportEvent[] => [
        { type: 'report.reason', reason: s.context.reason === 'other' ? 'spam' : 'other' },
        { type: 'report.details', text: 'Says vaccines cause it' },
        { type: 'report.submit' },
        { type: 'report.close' },
        { type: 'xstate.done.actor.0.report.sending' } as never,
        { type: 'xstate.error.actor.0.report.sending', error: new Error('503') } as never,
      ],
      states: {
        'report.choosing': (s) => expect(s.hasTag('sending')).toBe(false),
        'report.sending': (s) => expect(s.context.reason).not.toBeNull(),
        'report.sent': (s) => expect(s.hasTag('sent')).toBe(true),
        'report.closed': (s) => expect(s.status).toBe('done'),
      },
    });
  });

  it('sends the reason with the words, and shows a refusal in the server’s words', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      reportMachine.provide({
        actors: {
          sendReport: fromPromise(async ({ input }) => {
            sent.push(input);
            if (sent.length === 1)
              throw Object.assign(new Error('409'), { refusal: { code: 'already', message: 'You reported this already.' } });
          }),
        },
      }),
      { input: { target } },
    ).start();
    actor.send({ type: 'report.submit' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'report.reason', reason: 'misinformation' });
    actor.send({ type: 'report.details', text: ' Claims a cure ' });
    actor.send({ type: 'report.submit' });
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().context.refusal?.message).toBe('You reported this already.');
    actor.send({ type: 'report.submit' });
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([
      { target, reason: 'misinformation', details: 'Claims a cure' },
      { target, reason: 'misinformation', details: 'Claims a cure' },
    ]);
    expect(actor.getSnapshot().value).toBe('sent');
  });
});
