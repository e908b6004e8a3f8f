import { describe, expect, it } from 'vitest';
import { createMachine, fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Source, Turn } from '../../contract/nora';
import { testMachineModel } from '../../tests/machines/model';
import { assistantMachine, type AnswerEvent, type AssistantEvent } from './assistant.machine';

const source: Source = {
  n: 1,
  kind: 'article',
  title: 'IEP or 504 plan',
  heading: 'The IEP',
  href: '/resource-hub/iep-or-504-plan#section-1',
  quote: 'An IEP comes from IDEA.',
};
const pastTurn: Turn = {
  question: 'what is an IEP',
  answer: 'An IEP comes from IDEA. [1]',
  sources: [source],
  crisis: false,
  mode: 'library',
  found: true,
  notice: null,
};

describe('Ask Nora assistant machine', () => {
  it('covers every state and transition: ask, sources, deltas, done; stop; error and retry; follow-ups; open, new and a deleted conversation', async () => {
    const streams: { question: string; conversationId: number | null; open: boolean }[] = [];
    const toList: EventObject[] = [];
    const report = await testMachineModel({
      machine: assistantMachine.provide({
        actors: {
          answer: fromCallback<AnswerEvent, { question: string; conversationId: number | null }>(({ input }) => {
            const stream = { ...input, open: true };
            streams.push(stream);
            // Released when the machine leaves asking (stop, error, done, the page closing).
            return () => void (stream.open = false);
          }),
          loadConversation: fromPromise<{ id: number; turns: Turn[] }, { id: number }>(() => new Promise(() => {})),
          conversations: createMachine({ on: { '*': { actions: ({ event }) => void toList.push(event) } } }) as never,
        },
      }),
      stateKey: (s) => {
        const last = s.context.turns.at(-1);
        return {
          value: s.value,
          turns: Math.min(s.context.turns.length, 2),
          id: s.context.conversationId,
          answer: last ? [last.answer.length > 0, last.sources.length, last.crisis, last.stopped, last.mode] : null,
          failure: s.context.failure?.what,
        };
      },
      events: (): AssistantEvent[] => [
        { type: 'nora.ask', question: 'what is an IEP' },
        { type: 'nora.ask', question: '   ' },
        { type: 'nora.stop' },
        { type: 'nora.retry' },
        { type: 'nora.new' },
        { type: 'nora.open', id: 7 },
        { type: 'nora.deleted', id: 7 },
        { type: 'answer.conversation', id: 7, title: 'what is an IEP' },
        { type: 'answer.crisis' },
        { type: 'answer.sources', sources: [source] },
        { type: 'answer.delta', text: 'An IEP comes from IDEA. [1]' },
        { type: 'answer.done', mode: 'model', found: true, notice: null },
        { type: 'answer.error', message: 'Nora could not answer just now.' },
        { type: 'xstate.done.actor.loadConversation', output: { id: 7, turns: [pastTurn] } } as never,
        { type: 'xstate.error.actor.loadConversation', error: new Error('404') } as never,
      ],
      beforePath: () => {
        streams.splice(0);
        toList.splice(0);
      },
      always: (s) => {
        // Exactly one answer stream is open while asking, and none otherwise.
        expect(streams.filter((x) => x.open).length).toBe(s.hasTag('asking') ? 1 : 0);
        // The list hears of each conversation an answer was kept in.
        expect(toList.every((e) => e.type === 'conversations.saved')).toBe(true);
      },
      states: {
        'noraAssistant.settled.idle': (s) => {
          expect(s.hasTag('idle')).toBe(true);
          expect(s.context.turns).toEqual([]);
          expect(s.context.conversationId).toBeNull();
        },
        'noraAssistant.asking.retrieving': (s) => {
          expect(s.hasTag('retrieving')).toBe(true);
          const last = s.context.turns.at(-1)!;
          expect(last.question).toBe('what is an IEP');
          expect(last.answer).toBe('');
          // The question goes to the open conversation, or starts one (whose id arrives first on the stream).
          expect(streams.at(-1)!.question).toBe('what is an IEP');
          expect([null, s.context.conversationId]).toContain(streams.at(-1)!.conversationId);
        },
        'noraAssistant.asking.streaming': (s) => {
          expect(s.hasTag('streaming')).toBe(true);
          expect(s.context.turns.at(-1)!.sources).toEqual([source]);
        },
        'noraAssistant.settled.answered': (s) => {
          expect(s.hasTag('answered')).toBe(true);
          expect(s.context.turns.length).toBeGreaterThan(0);
          expect(s.context.failure).toBeNull();
        },
        'noraAssistant.settled.stopped': (s) => {
          expect(s.hasTag('stopped')).toBe(true);
          expect(s.context.turns.at(-1)!.stopped).toBe(true);
        },
        'noraAssistant.settled.failed': (s) => {
          expect(s.hasTag('failed')).toBe(true);
          expect(s.context.failure?.message).toBeTruthy();
        },
        'noraAssistant.opening': (s) => {
          expect(s.hasTag('opening')).toBe(true);
          expect(s.context.opening).toBe(7);
        },
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
