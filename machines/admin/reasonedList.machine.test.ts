import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyStateMachine } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { communitiesMachine } from './communities.machine';
import { community, communitiesPage, question, questionsPage } from './fixtures';
import { questionsMachine } from './questions.machine';
import { reasonedListExampleMachine } from './reasonedList.machine';

const never = () => fromPromise(() => new Promise(() => {}));

/** Each page built on reasonedListMachine, with a filter, an action and a refusal of its own, and the gallery's example. */
const PAGES: { machine: AnyStateMachine; filters: object; action: object; page: object; acted: object; refusal: string }[] = [
  {
    machine: questionsMachine,
    filters: { filter: 'reported' },
    action: { kind: 'close', postId: 4 },
    page: questionsPage,
    acted: { ...question, closed: true },
    refusal: 'This question is already closed.',
  },
  {
    machine: communitiesMachine,
    filters: { sort: 'members', order: 'desc' },
    action: { kind: 'archive', communityId: 3 },
    page: communitiesPage,
    acted: { ...community, archived: true },
    refusal: 'This community is archived already.',
  },
  {
    machine: reasonedListExampleMachine,
    filters: {},
    action: { kind: 'act' },
    page: { data: [], total: 0, page: 0, size: 20 },
    acted: {},
    refusal: 'Refused.',
  },
];

describe('a list whose actions need a reason (admin questions and communities)', () => {
  it.each(PAGES)(
    '$machine.id: every state and transition: filter, page, act with a reason, refused, retry, cancel',
    async ({ machine, filters, action, page, acted, refusal }) => {
      const id = machine.id;
      await testMachineModel({
        machine: machine.provide({ actors: { load: never(), act: never() } }),
        stateKey: (s) => ({
          value: s.value,
          filters: JSON.stringify(s.context.filters),
          shown: s.context.result !== null,
          action: s.context.action?.kind ?? '',
          reason: s.context.reason.trim() !== '',
          failure: s.context.failure !== null,
          notice: s.context.notice !== null,
        }),
        events: [
          { type: 'filters.change', filters },
          { type: 'page.go', page: 1 },
          { type: 'list.retry' },
          { type: 'action.open', action },
          { type: 'reason.change', value: 'A reason' },
          { type: 'reason.change', value: '' },
          { type: 'action.confirm' },
          { type: 'action.cancel' },
          { type: 'action.retry' },
          { type: 'xstate.done.actor.load', output: page },
          { type: 'xstate.error.actor.load', error: new Error('unavailable') },
          { type: 'xstate.done.actor.act', output: acted },
          { type: 'xstate.error.actor.act', error: { refusal: { message: refusal } } },
        ] as never,
        states: {
          [`${id}.loading`]: (s) => expect(s.hasTag('loading')).toBe(true),
          [`${id}.failed`]: (s) => expect(s.hasTag('failed')).toBe(true),
          [`${id}.ready`]: (s) => expect(s.context.action).toBeNull(),
          [`${id}.acting.confirming.empty`]: (s) => expect(s.hasTag('canConfirm')).toBe(false),
          [`${id}.acting.confirming.ready`]: (s) => expect(s.context.reason.trim()).not.toBe(''),
          [`${id}.acting.pending`]: (s) => expect(s.hasTag('pending')).toBe(true),
          [`${id}.acting.refused`]: (s) => expect(s.context.failure).toBe(refusal),
        },
      });
    },
  );
});
