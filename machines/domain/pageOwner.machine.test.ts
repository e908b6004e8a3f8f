import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { pageOwnerMachine, type PageLiveEvent, type PageOwnerEvent } from './pageOwner.machine';

/** A page's flow as the owner sees it: any logic, started with the input its first view gave. */
const pageFlow = createMachine({ id: 'page', context: ({ input }: { input: { n: number } }) => input });

const open = (key: string, n = 1): PageOwnerEvent => ({ type: 'page.open', key, logic: pageFlow, input: { n } });
const close = (key: string): PageOwnerEvent => ({ type: 'page.close', key });
const LIVE: PageLiveEvent[] = [
  { type: 'community.post', subType: 'Comment', postId: 5 },
  { type: 'feed.reload' },
  { type: 'connections.changed', fromUserId: 7, accepted: true },
  { type: 'notes.changed', noteId: 3 },
  {
    type: 'privacy.accessLogged',
    entry: {
      id: 1,
      at: '2026-12-07T09:00:00.000Z',
      reader: { user_id: 5, display_name: 'Jordan Lee' },
      kind: 'note',
      what: 'the note “Night log”',
      reason: null,
    },
  },
  { type: 'privacy.screeningShared', shareId: 4 },
  { type: 'privacy.screeningUnshared', shareId: 4 },
  { type: 'chat.message', message: { chat_id: 1 } as never },
  { type: 'chat.update', update: { kind: 'members', chat_id: 1 } },
  { type: 'chat.reconnected' },
  { type: 'chat.typing', chatId: 1, userId: 2 },
  { type: 'admin.queueClaim', claim: { target_type: 'POST', target_id: 1, claimed_by: null } },
];

describe('page owner machine', () => {
  it('covers every state and transition: a flow spawned on the first open, shared, stopped by the last close', async () => {
    await testMachineModel({
      machine: pageOwnerMachine,
      // Two pages, each held by up to two views; a close with no holder changes nothing.
      events: (s) => [
        ...((s.context.holders['a'] ?? 0) < 2 ? [open('a')] : []),
        ...((s.context.holders['b'] ?? 0) < 1 ? [open('b')] : []),
        close('a'),
        close('b'),
        ...LIVE,
      ],
      stateKey: (s) => s.context.holders,
      states: {
        pageOwner: (s) => {
          // A flow runs exactly while some view holds it, under its key.
          const held = Object.entries(s.context.holders)
            .filter(([, n]) => n > 0)
            .map(([key]) => key);
          expect(Object.keys(s.children).sort()).toEqual(held.sort());
        },
      },
    });
  });

  it('starts a flow once, with the first view’s input, and under its key as systemId', () => {
    const owner = createActor(pageOwnerMachine).start();
    owner.send(open('notes/list', 1));
    const children = () =>
      owner.getSnapshot().children as Record<string, { getSnapshot(): { context: unknown; status: string } }>;
    const flow = children()['notes/list'];
    owner.send(open('notes/list', 2));
    expect(children()['notes/list']).toBe(flow);
    expect(flow?.getSnapshot().context).toEqual({ n: 1 });
    expect(owner.system.get('notes/list')).toBe(flow);
    owner.send(close('notes/list'));
    expect(flow?.getSnapshot().status).toBe('active');
    owner.send(close('notes/list'));
    expect(flow?.getSnapshot().status).toBe('stopped');
    expect(owner.system.get('notes/list')).toBeUndefined();
  });

  it('hands each live event to every flow it holds, as it is, and to none once they are closed', () => {
    const hearing = setup({ types: { context: {} as { heard: string[] }, events: {} as PageLiveEvent } }).createMachine({
      context: { heard: [] },
      on: { '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event.type] }) } },
    });
    const owner = createActor(pageOwnerMachine).start();
    owner.send({ type: 'page.open', key: 'community/post/5', logic: hearing });
    owner.send({ type: 'page.open', key: 'community/discover', logic: hearing });
    const flow = (key: string) =>
      (owner.getSnapshot().children as Record<string, { getSnapshot(): { context: { heard: string[] } } }>)[key];
    const post = flow('community/post/5');
    const discover = flow('community/discover');
    LIVE.forEach((event) => owner.send(event));
    const types = LIVE.map((e) => e.type);
    expect(post?.getSnapshot().context.heard).toEqual(types);
    expect(discover?.getSnapshot().context.heard).toEqual(types);
    owner.send(close('community/post/5'));
    owner.send({ type: 'feed.reload' });
    expect(post?.getSnapshot().context.heard).toEqual(types);
    expect(discover?.getSnapshot().context.heard).toEqual([...types, 'feed.reload']);
  });
});
