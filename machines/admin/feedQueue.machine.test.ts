import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ItemRef, QueueItem } from '../../contract/admin-feed';
import { testMachineModel } from '../../tests/machines/model';
import { UNREACHABLE } from './reason';
import {
  feedQueueMachine,
  noticeOf,
  type DecisionRequest,
  type FeedQueueEvent,
  type QueueFilters,
  type QueuePage,
} from './feedQueue.machine';

const item = (id: number, extra: Partial<QueueItem> = {}): QueueItem => ({
  target_type: 'POST',
  target_id: id,
  post_id: id,
  community: { community_id: 1, community_name: 'Caregivers' },
  author: { user_id: 5, user_name: 'caregiver', display_name: 'caregiver' },
  title: `Post ${id}`,
  body_json: null,
  text: 'Text',
  created_at: '2026-11-01T00:00:00.000Z',
  hidden: null,
  report_count: 1,
  last_reported_at: '2026-11-02T00:00:00.000Z',
  reports: [],
  claimed_by: null,
  claimed_by_me: false,
  author_history: { posts: 1, comments: 0, removed: 0, reported: 1 },
  ...extra,
});
const page: QueuePage = { data: [item(1), item(2)], total: 2, page: 0, size: 20 };
const admin = { user_id: 9, user_name: 'admin', display_name: 'admin' };
const ana = { user_id: 12, user_name: 'ana', display_name: 'Ana Ruiz' };
/** No live claims: the model's events stand for them. */
const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
const refusedBy = (id: string, message: string) =>
  ({ type: `xstate.error.actor.${id}`, error: { refusal: { message } } }) as never;

describe('feed queue machine', () => {
  it('covers every state and transition: filter, page, select, claim, decide with a reason, refused, retry', async () => {
    await testMachineModel({
      machine: feedQueueMachine.provide({
        actors: { loadQueue: never(), claim: never(), decide: never() },
      }),
      stateKey: (s) => ({
        value: s.value,
        sort: s.context.filters.sort,
        page: s.context.filters.page,
        shown: s.context.result !== null,
        claimed: s.context.result?.data[0]?.claimed_by !== null,
        selected: s.context.selected.length,
        draft: s.context.draft?.items.length ?? 0,
        reason: s.context.reason.trim() !== '',
        failure: s.context.failure !== null,
        notice: s.context.notice !== null,
      }),
      events: [
        { type: 'filters.change', filters: { sort: 'most_reported' } },
        { type: 'page.go', page: 1 },
        { type: 'queue.retry' },
        { type: 'item.toggle', item: { target_type: 'POST', target_id: 1 } },
        { type: 'selection.all' },
        { type: 'selection.none' },
        { type: 'item.claim', item: { target_type: 'POST', target_id: 1 }, claimed: true },
        { type: 'decide.open', decision: 'remove', item: { target_type: 'POST', target_id: 2 } },
        { type: 'decide.open', decision: 'approve' },
        { type: 'reason.change', value: 'Spam' },
        { type: 'reason.change', value: ' ' },
        { type: 'decide.confirm' },
        { type: 'decide.cancel' },
        { type: 'decide.retry' },
        { type: 'admin.queueClaim', claim: { target_type: 'POST', target_id: 1, claimed_by: ana } },
        { type: 'xstate.done.actor.load', output: page } as never,
        { type: 'xstate.error.actor.load', error: new Error('unavailable') } as never,
        { type: 'xstate.done.actor.claim', output: item(1, { claimed_by: admin, claimed_by_me: true }) } as never,
        refusedBy('claim', 'Ana is working on this item; ask them or wait until they decide.'),
        { type: 'xstate.done.actor.decide', output: { decided: 1 } } as never,
        refusedBy('decide', 'That post or comment has no open reports (decided already?).'),
      ],
      states: {
        'feedQueue.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'feedQueue.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        'feedQueue.ready': (s) => {
          expect(s.context.result).not.toBeNull();
          expect(s.context.draft).toBeNull();
        },
        'feedQueue.claiming': (s) => expect(s.hasTag('claiming')).toBe(true),
        'feedQueue.deciding.editing.empty': (s) => {
          expect(s.hasTag('canConfirm')).toBe(false);
          expect(s.context.draft?.items.length).toBeGreaterThan(0);
        },
        'feedQueue.deciding.editing.ready': (s) => expect(s.context.reason.trim()).not.toBe(''),
        'feedQueue.deciding.pending': (s) => expect(s.hasTag('pending')).toBe(true),
        'feedQueue.deciding.refused': (s) => {
          expect(s.context.failure).toBe('That post or comment has no open reports (decided already?).');
          expect(s.context.reason.trim()).not.toBe('');
        },
      },
    });
  });

  it('sends the bulk decision for the ticked items with the trimmed reason, then reads the queue again', async () => {
    const asked: QueueFilters[] = [];
    const sent: DecisionRequest[] = [];
    let pages = [page, { ...page, data: [item(2)], total: 1 }];
    const actor = createActor(
      feedQueueMachine.provide({
        actors: {
          loadQueue: fromPromise(async ({ input }) => (asked.push(input), pages.shift() ?? page)),
          claim: never(),
          decide: fromPromise(async ({ input }) => (sent.push(input), { decided: input.items.length })),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'decide.open', decision: 'remove' });
    expect(actor.getSnapshot().hasTag('deciding')).toBe(false); // nothing ticked: nothing to decide
    actor.send({ type: 'selection.all' });
    actor.send({ type: 'item.toggle', item: { target_type: 'POST', target_id: 2 } });
    actor.send({ type: 'decide.open', decision: 'remove' });
    actor.send({ type: 'decide.confirm' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(false); // no reason yet
    actor.send({ type: 'reason.change', value: '  Spam links  ' });
    actor.send({ type: 'decide.confirm' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(sent).toEqual([{ decision: 'remove', reason: 'Spam links', items: [{ target_type: 'POST', target_id: 1 }] }]);
    expect(actor.getSnapshot().context.notice).toBe('Removed 1 item.');
    expect(actor.getSnapshot().context.result?.total).toBe(1);
    expect(noticeOf('ignore', 3)).toBe('Ignored the reports on 3 items.');

    actor.send({ type: 'filters.change', filters: { target: 'COMMENT' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(asked.at(-1)).toEqual({ sort: 'newest', target: 'COMMENT', page: 0 });
    pages = [];
  });

  it('a claim lost to another administrator says so and reads the queue again', async () => {
    let loads = 0;
    const actor = createActor(
      feedQueueMachine.provide({
        actors: {
          loadQueue: fromPromise(async () => (loads++, page)),
          claim: fromPromise<QueueItem, { item: ItemRef; claimed: boolean }>(async () => {
            throw new Error('network');
          }),
          decide: never(),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'item.claim', item: { target_type: 'POST', target_id: 1 }, claimed: true });
    await waitFor(actor, (s) => s.hasTag('ready') && loads === 2);
    expect(actor.getSnapshot().context.failure).toBe(UNREACHABLE);
  });

  it("shows another administrator's claim and release as they arrive, without reading the queue again", async () => {
    let loads = 0;
    const actor = createActor(
      feedQueueMachine.provide({
        actors: {
          loadQueue: fromPromise(async () => (loads++, page)),
          claim: never(),
          decide: never(),
        },
      }),
    ).start();
    // The admin owner hands the queue the session's admin.queueClaim as it is (issue #60).
    const tell = (e: FeedQueueEvent) => actor.send(e);
    await waitFor(actor, (s) => s.hasTag('ready'));
    tell({ type: 'admin.queueClaim', claim: { target_type: 'POST', target_id: 2, claimed_by: ana } });
    const shown = () => actor.getSnapshot().context.result!.data.map((i) => [i.target_id, i.claimed_by?.display_name ?? null]);
    expect(shown()).toEqual([
      [1, null],
      [2, 'Ana Ruiz'],
    ]);
    // An item not on this page changes nothing; a release clears it.
    tell({ type: 'admin.queueClaim', claim: { target_type: 'COMMENT', target_id: 2, claimed_by: null } });
    tell({ type: 'admin.queueClaim', claim: { target_type: 'POST', target_id: 2, claimed_by: null } });
    expect(shown()).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(loads).toBe(1);
  });
});
