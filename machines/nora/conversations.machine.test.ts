import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ConversationSummary } from '../../contract/nora';
import { testMachineModel } from '../../tests/machines/model';
import { conversationsMachine, type ConversationsEvent, type NoraHome } from './conversations.machine';

const first: ConversationSummary = { id: 1, title: 'IEP questions', updated_at: '2026-11-25T09:00:00.000Z' };
const second: ConversationSummary = { id: 2, title: 'Sleep', updated_at: '2026-11-24T09:00:00.000Z' };
const home: NoraHome = { conversations: [first, second], mode: 'model', model: 'fake-nora-1' };

describe('Nora conversations list machine', () => {
  it('covers every state and transition: load, fail and retry, rename and delete answered or refused, a kept answer moved first', async () => {
    const told: number[] = [];
    const asked: unknown[] = [];
    const report = await testMachineModel({
      machine: conversationsMachine.provide({
        actors: {
          loadHome: fromPromise<NoraHome>(() => new Promise(() => {})),
          renameConversation: fromPromise<ConversationSummary, { id: number; title: string }>(({ input }) => {
            asked.push(input);
            return new Promise(() => {});
          }),
          deleteConversation: fromPromise<void, { id: number }>(({ input }) => {
            asked.push(input);
            return new Promise(() => {});
          }),
        },
        actions: { 'tell owner deleted': (_, params: { id: number }) => void told.push(params.id) },
      }),
      stateKey: (s) => ({
        value: s.value,
        ids: s.context.list.map((c) => `${c.id}:${c.title}`).join(),
        problem: s.context.problem,
      }),
      events: (): ConversationsEvent[] => [
        { type: 'xstate.done.actor.loadHome', output: home } as never,
        { type: 'xstate.error.actor.loadHome', error: new Error('503') } as never,
        { type: 'xstate.done.actor.renameConversation', output: { ...first, title: 'School' } } as never,
        { type: 'xstate.error.actor.renameConversation', error: new Error('404') } as never,
        { type: 'xstate.done.actor.deleteConversation', output: undefined } as never,
        { type: 'xstate.error.actor.deleteConversation', error: new Error('503') } as never,
        { type: 'conversations.retry' },
        { type: 'conversations.rename', id: 1, title: 'School' },
        { type: 'conversations.delete', id: 2 },
        { type: 'conversations.saved', id: 3, title: 'New question' },
        { type: 'conversations.saved', id: 1, title: 'IEP questions' },
      ],
      beforePath: () => {
        told.splice(0);
        asked.splice(0);
      },
      states: {
        'noraConversations.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'noraConversations.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'noraConversations.ready.idle': (s) => {
          expect(s.hasTag('ready')).toBe(true);
          expect(s.hasTag('busy')).toBe(false);
          expect(s.context.mode).toBe('model');
          // A deleted conversation is gone from the list, and the assistant was told of it once.
          if (told.length) expect(s.context.list.some((c) => c.id === 2)).toBe(false);
          expect(told.every((id) => id === 2)).toBe(true);
          // A kept answer puts its conversation first.
          if (s.context.list.some((c) => c.id === 3)) expect(s.context.list.filter((c) => c.id === 3)).toHaveLength(1);
        },
        'noraConversations.ready.renaming': (s) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(asked.at(-1)).toEqual({ id: 1, title: 'School' });
        },
        'noraConversations.ready.deleting': (s) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(asked.at(-1)).toEqual({ id: 2 });
          expect(s.context.pending).toBe(2);
        },
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
