import { enqueueActions, setup, type AnyActorLogic } from 'xstate';
import type { PostNotification } from './notificationSchemas';
import type { AccessEntry } from '../../contract/accessLog';
import type { SessionEmitted } from './sessionEvents';

/**
 * Page flows belong to the actor tree (issue #60): a feature's owner, spawned by the session,
 * spawns each page's flow when its view opens and stops it when the last view lets it go, as
 * likec4's overlays actor spawns and stops its overlays. The flow is then a descendant of the
 * root system actor (the actor panel, the inspector and a journal see it), the owner can hand it
 * the live events it needs, and nothing of it outlives its page.
 *
 * The view brings the flow's logic, provided with its effects (the feature's `wiring.ts`), so
 * the page's code stays in the page's chunk: the owner itself is a few lines the session loads.
 */

/** A view asks for its page's flow: spawned under `key` (also its systemId) on the first ask, shared after. */
export type PageOpen = { type: 'page.open'; key: string; logic: AnyActorLogic; input?: unknown };
/** A view lets its page's flow go: stopped once no view holds it. */
export type PageClose = { type: 'page.close'; key: string };
/**
 * A live event the session hands a feature's owner (machines/session), forwarded as it is to
 * every page flow the owner holds: each flow's machine decides what it means for itself (a post
 * page takes a comment on its own post, a follow button the acceptance of its own person) and
 * ignores the rest. Typed here, once, for the session, the owners and the page machines.
 */
export type PageLiveEvent =
  /**
   * A community event (type Post: Post created, Comment, Upvote; none: removed) about post
   * `postId`; a Comment carries the comment as this person is given it (null on older events).
   */
  | {
      type: 'community.post';
      subType: NonNullable<PostNotification['subType']> | null;
      postId: number;
      comment?: PostNotification['comment'] | null;
    }
  /** The person took the New Post chip (the toasts actor): the feeds read again from the top. */
  | { type: 'feed.reload' }
  /** A follow request to this person arrived, or one of theirs was accepted by `fromUserId`. */
  | { type: 'connections.changed'; fromUserId: number; accepted: boolean }
  /** A note shared with this person was written, changed, unshared or deleted (Concierge "Note shared"). */
  | { type: 'notes.changed'; noteId: number }
  /** Issue #62 (PRIVACY): a new entry in this person's own "Who saw my data". */
  | { type: 'privacy.accessLogged'; entry: AccessEntry }
  /** Issue #62 (PRIVACY): a screening result was shared with this person, or stopped being (revoked or over). */
  | { type: 'privacy.screeningShared'; shareId: number }
  | { type: 'privacy.screeningUnshared'; shareId: number }
  /**
   * The chat socket's messages, updates, reconnections and typing notices (messaging's list and a
   * group's panel, the conversation beside a call), and another administrator's claim on the
   * moderation queue (/admin-feed): each machine parses and routes what concerns it.
   */
  | Extract<SessionEmitted, { type: 'chat.message' | 'chat.update' | 'chat.reconnected' | 'chat.typing' | 'admin.queueClaim' }>;
export type PageOwnerEvent = PageOpen | PageClose | PageLiveEvent;

/** How many views hold each open page flow, by key. */
export type PageOwnerContext = { holders: Record<string, number> };

type Enqueue = {
  spawnChild: (logic: AnyActorLogic, options: { id: string; systemId: string; input?: unknown }) => void;
  stopChild: (id: string) => void;
  assign: (patch: Partial<PageOwnerContext>) => void;
};

/**
 * The owner's two rules, shared by every feature's owner: the first open spawns the flow (with
 * the input that view gave), later opens of the same key share it; a close stops it only when
 * it was the last holder. A second view of one page (a route change that mounts the next page
 * before the last unmounts) therefore never restarts a flow under a person's hands.
 */
export function holdPage(context: PageOwnerContext, event: PageOpen | PageClose, enqueue: Enqueue): void {
  const held = context.holders[event.key] ?? 0;
  if (event.type === 'page.open') {
    if (held === 0) {
      enqueue.spawnChild(event.logic, { id: event.key, systemId: event.key, input: event.input });
    }
    enqueue.assign({ holders: { ...context.holders, [event.key]: held + 1 } });
    return;
  }
  if (held === 0) return;
  const { [event.key]: _released, ...rest } = context.holders;
  if (held > 1) {
    enqueue.assign({ holders: { ...rest, [event.key]: held - 1 } });
    return;
  }
  enqueue.stopChild(event.key);
  enqueue.assign({ holders: rest });
}

/**
 * The owner of a feature's page flows: holds them (`holdPage`) and hands each live event the
 * session sends it to every flow it holds, which takes what concerns it.
 */
export const pageOwnerMachine = setup({
  types: {
    context: {} as PageOwnerContext,
    events: {} as PageOwnerEvent,
  },
  actions: {
    'hold page': enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'page.open' || event.type === 'page.close') holdPage(context, event, enqueue as unknown as Enqueue);
    }),
    'forward to pages': enqueueActions(({ context, event, enqueue }) => {
      for (const key of Object.keys(context.holders)) enqueue.sendTo(key, event);
    }),
  },
}).createMachine({
  id: 'pageOwner',
  description: "Owns a feature's page flows: spawns one when its page opens, stops it when the page closes.",
  context: { holders: {} },
  on: {
    'page.open': { actions: 'hold page' },
    'page.close': { actions: 'hold page' },
    'community.post': { actions: 'forward to pages' },
    'feed.reload': { actions: 'forward to pages' },
    'connections.changed': { actions: 'forward to pages' },
    'notes.changed': { actions: 'forward to pages' },
    'privacy.accessLogged': { actions: 'forward to pages' },
    'privacy.screeningShared': { actions: 'forward to pages' },
    'privacy.screeningUnshared': { actions: 'forward to pages' },
    'chat.message': { actions: 'forward to pages' },
    'chat.update': { actions: 'forward to pages' },
    'chat.reconnected': { actions: 'forward to pages' },
    'chat.typing': { actions: 'forward to pages' },
    'admin.queueClaim': { actions: 'forward to pages' },
  },
});
