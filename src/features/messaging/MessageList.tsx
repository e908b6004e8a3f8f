import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ConversationActorRef } from '../../../machines/messaging/conversation.machine';
import type { Outgoing, SendQueueActorRef } from '../../../machines/messaging/sendQueue.machine';
import type { ChatMessage } from '../../../machines/messaging/messaging.types';
import { Button } from '../../ui/Button';
import { dayLabel, dayOf } from './format';
import { MessageBubble, OutgoingBubble } from './MessageBubble';
import { ReadByDialog } from './ReadByDialog';
import { InlineConfirm } from '../../ui/InlineConfirm';

type Row =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'outgoing'; key: string; item: Outgoing; index: number };

const NONE: Outgoing[] = [];

/** Near enough to the top to fetch older messages, or to the bottom to follow new ones. */
const EDGE = 120;

/**
 * The messages, in a virtual list (TanStack Virtual): only the rows in view are in the page, so
 * 5,000 messages scroll as lightly as 50. Older pages load on scrolling up and the view stays on
 * the message that was on screen; new messages are followed while the person is at the bottom.
 */
export function MessageList({ actor, userId, isGroup }: { actor: ConversationActorRef; userId: number; isGroup: boolean }) {
  const messages = useSelector(actor, (s) => s.context.messages);
  const loadingOlder = useSelector(actor, (s) => s.hasTag('loading older'));
  const olderFailed = useSelector(actor, (s) => s.hasTag('older failed'));
  const hasOlder = useSelector(actor, (s) => s.context.messages.length < s.context.total);
  const chatId = useSelector(actor, (s) => s.context.chatId);
  const queue = useSelector(actor, (s) => s.children.sendQueue as SendQueueActorRef | undefined);
  const outgoing = useSelector(queue, (s) => s?.context.items ?? NONE) ?? NONE;
  const halted = useSelector(queue, (s) => s?.matches('halted') ?? false) ?? false;
  const failure = useSelector(queue, (s) => s?.context.failure ?? null) ?? null;
  const [readBy, setReadBy] = useState<ChatMessage | null>(null);

  const rows = useMemo<Row[]>(() => {
    const out: Row[] = [];
    let day = '';
    for (const m of messages) {
      if (dayOf(m.sent_at) !== day) {
        day = dayOf(m.sent_at);
        out.push({ kind: 'day', key: `day-${day}`, label: dayLabel(m.sent_at) });
      }
      out.push({ kind: 'message', key: `m-${m.id}`, message: m });
    }
    // A message the server already has (its socket copy came first) is not shown twice.
    const stored = new Set(messages.map((m) => m.client_id).filter(Boolean));
    outgoing
      .filter((item) => !stored.has(item.clientId))
      .forEach((item, index) => out.push({ kind: 'outgoing', key: `o-${item.clientId}`, item, index }));
    return out;
  }, [messages, outgoing]);

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]?.kind === 'day' ? 36 : 76),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 8,
  });

  // Keep the place when older messages arrive above; follow the newest when already there.
  // (The library's own end anchoring, `anchorTo: 'end'`, holds on to the row at the top of the
  // view; here that is the day's separator, which older messages of the same day come in
  // below, so it would not move and neither would the view. The first message is held instead.)
  const firstIndex = rows.findIndex((r) => r.kind === 'message');
  const firstKey = rows[firstIndex]?.key;
  const lastKey = rows[rows.length - 1]?.key;
  const previous = useRef<{
    firstKey?: string | undefined;
    lastKey?: string | undefined;
    length: number;
    firstStart: number;
    atBottom: boolean;
  }>({ length: 0, firstStart: 0, atBottom: true });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (before.firstKey && firstKey !== before.firstKey && lastKey === before.lastKey) {
      // Scroll by exactly how far the message that was first has moved down. Its offset is read
      // fresh: the rows just drawn at the top were measured a moment ago, and the list's sizes
      // from before that (estimates) put the view off by their difference.
      const moved = rows.findIndex((r) => r.key === before.firstKey);
      const start = virtualizer.getOffsetForIndex(moved, 'start')?.[0];
      if (start !== undefined) el.scrollTop += start - before.firstStart;
    } else if ((lastKey !== before.lastKey || rows.length !== before.length) && (before.atBottom || lastKey?.startsWith('o-'))) {
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    }
    previous.current = { ...before, firstKey, lastKey, length: rows.length };
  }, [firstKey, lastKey, rows, virtualizer]);
  // After every commit (a page, a row measured): where the first message starts now.
  useLayoutEffect(() => {
    previous.current.firstStart = virtualizer.measurementsCache[firstIndex]?.start ?? 0;
  });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // Read once a frame, not in the scroll event: the virtual list re-renders its rows inside that
    // event, and reading scrollHeight there forced a layout of them each time (the bench's profile).
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        previous.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
        if (el.scrollTop < EDGE) actor.send({ type: 'conversation.loadOlder' });
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, [actor]);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        className="h-full overflow-y-auto px-3"
        role="log"
        aria-label="Messages"
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
        data-testid="message-log"
      >
        {messages.length === 0 && outgoing.length === 0 && !hasOlder ? (
          <p className="py-6 text-center text-slate-700 dark:text-slate-300">No messages yet. Say hello.</p>
        ) : (
          // One height whatever it says, so the messages below do not move when it changes.
          <div className="flex h-14 items-center justify-center text-center text-sm">
            {loadingOlder ? (
              'Loading older messages…'
            ) : olderFailed ? (
              <Button variant="ghost" onClick={() => actor.send({ type: 'conversation.loadOlder' })}>
                Older messages could not be loaded. Try again
              </Button>
            ) : hasOlder ? (
              <Button variant="ghost" onClick={() => actor.send({ type: 'conversation.loadOlder' })}>
                Load older messages
              </Button>
            ) : (
              <span className="text-slate-700 dark:text-slate-300">This is the start of the conversation.</span>
            )}
          </div>
        )}
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const row = rows[v.index];
            if (!row) return null;
            return (
              <div
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                className="absolute start-0 top-0 w-full py-1"
                style={{ transform: `translateY(${v.start}px)` }}
              >
                {row.kind === 'day' ? (
                  <p
                    className="my-2 text-center text-xs font-semibold text-slate-700 dark:text-slate-300"
                    role="separator"
                    aria-label={row.label}
                  >
                    <span className="rounded-full bg-slate-100 px-3 py-1 dark:bg-slate-800">{row.label}</span>
                  </p>
                ) : row.kind === 'message' ? (
                  <MessageBubble
                    message={row.message}
                    own={row.message.sender_id === userId}
                    isGroup={isGroup}
                    chatId={chatId}
                    onDelete={() => actor.send({ type: 'conversation.delete', messageId: row.message.id })}
                    onReadBy={() => setReadBy(row.message)}
                  />
                ) : (
                  <OutgoingBubble
                    item={row.item}
                    status={row.index === 0 ? (halted ? 'failed' : 'sending') : 'waiting'}
                    failure={row.index === 0 && halted ? failure : null}
                    onRetry={() => queue?.send({ type: 'queue.retry' })}
                    onDiscard={() => queue?.send({ type: 'queue.discard', clientId: row.item.clientId })}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      <DeleteConfirmation actor={actor} />
      {readBy && chatId !== null ? <ReadByDialog groupId={chatId} message={readBy} onClose={() => setReadBy(null)} /> : null}
    </div>
  );
}

function DeleteConfirmation({ actor }: { actor: ConversationActorRef }) {
  const confirming = useSelector(actor, (s) => s.hasTag('asking to delete'));
  if (!confirming) return null;
  return (
    <InlineConfirm
      question="Delete this message for everyone?"
      confirm="Delete"
      onConfirm={() => actor.send({ type: 'conversation.confirm' })}
      onCancel={() => actor.send({ type: 'conversation.cancel' })}
      className="absolute inset-x-3 bottom-3 rounded-[var(--radius)] bg-amber-50 p-3 shadow-lg dark:bg-slate-800"
    />
  );
}
