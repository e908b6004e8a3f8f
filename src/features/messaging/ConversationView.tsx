import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ConversationActorRef, ConversationInput } from '../../../machines/messaging/conversation.machine';
import { conversationChildId, type ConversationsActorRef } from '../../../machines/messaging/conversations.machine';
import type { User } from '../../../machines/domain/user';
import {
  displayName,
  onlyAdminsSend,
  type Conversation,
  type ConversationKey,
  type Person,
} from '../../../machines/messaging/messaging.types';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { AttachmentsDialog } from './AttachmentsDialog';
import { ChatAvatar } from './ChatAvatar';
import { Composer } from './Composer';
import { GroupPanel } from './GroupPanel';
import { MessageList } from './MessageList';
import { TypingNotice } from './TypingNotice';
import { drafts, draftKey } from './drafts';
import { LoadFailed } from '../../ui/LoadFailed';
import { InlineConfirm } from '../../ui/InlineConfirm';

/** Said in place of the composer: why the person cannot write here. */
const NOTICE = 'border-t border-slate-200 bg-slate-100 p-3 dark:border-slate-700 dark:bg-slate-800';
/** A question asked under the conversation's header. */
const BAR = 'border-b border-slate-200 bg-amber-50 p-3 dark:border-slate-700 dark:bg-slate-800';

/**
 * One conversation: its header (name, presence, menu), the messages and the composer. Its actor
 * is the list's child, opened while this view shows it (the page keys it by conversation) and
 * stopped when it goes, which stops its requests; chat events reach it through the list.
 */
export function ConversationView(props: ConversationProps) {
  const { conversationKey, conversation, user, list } = props;
  // What the conversation starts from, as the view first shows it.
  const [opening] = useState((): ConversationInput => ({
    key: conversationKey,
    chatId: conversation?.chat_id ?? null,
    userId: user.user_id,
    draft: drafts.get(draftKey(conversationKey)) ?? '',
    removed: conversation?.removed ?? false,
  }));
  useEffect(() => {
    list.send({ type: 'conversations.open', conversation: opening });
    return () => list.send({ type: 'conversations.close', key: opening.key });
  }, [list, opening]);
  const id = conversationChildId(opening.key);
  const actor = useSelector(list, (l) => l.context.open.find((ref) => ref.id === id));
  if (!actor) return <Spinner label="Loading messages…" />;
  return <OpenConversation {...props} actor={actor} />;
}

interface ConversationProps {
  conversationKey: ConversationKey;
  conversation: Conversation | undefined;
  /** The person chosen in New message, while there is no conversation yet. */
  contact?: Person | null;
  user: User;
  online: Record<number, boolean>;
  list: ConversationsActorRef;
  /** Shown beside something else (a call): no way back to the conversations list. */
  compact?: boolean;
}

function OpenConversation({
  conversationKey,
  conversation,
  contact = null,
  user,
  online,
  list,
  compact = false,
  actor,
}: ConversationProps & { actor: ConversationActorRef }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const [panel, setPanel] = useState(false);
  const [filesOpen, setFilesOpen] = useState(false);
  /** Whom the list asks about blocking (its confirmation shows here, in their conversation). */
  const askingToBlock = useSelector(list, (l) => (l.hasTag('confirming') ? l.context.blocking : null));
  const isGroup = conversationKey.kind === 'group';

  const title =
    conversation?.chat_name ??
    (contact ? displayName(contact) : conversationKey.kind === 'direct' ? conversationKey.userName : 'Group');
  const other =
    conversation && !conversation.is_group
      ? conversation.participants.find((p) => p.user_name === conversation.other_user_name)
      : undefined;
  const isOnline = other ? online[other.user_id] === true : false;
  const { removed } = s.context;
  const isRequest = conversation?.is_request ?? false;
  const blocked = conversation?.blocked === true;

  return (
    <section
      aria-labelledby="conversation-heading"
      className="flex min-h-0 flex-col rounded-[var(--radius)] bg-white shadow-sm dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3 dark:border-slate-700">
        {compact ? null : (
          <Link
            to="/people-chat"
            search={{ t: 1 }}
            className="focus-ring rounded-[var(--radius)] px-2 py-1 text-sm font-semibold md:hidden"
          >
            Back<span className="sr-only"> to the conversations</span>
          </Link>
        )}
        <ChatAvatar
          src={conversation?.image_url ?? contact?.profile_picture ?? null}
          name={title}
          id={(other ?? contact)?.user_id}
          size={40}
        />
        <div className="min-w-0 flex-1">
          <h2 id="conversation-heading" className="truncate text-lg font-semibold" dir="auto">
            {title}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {isGroup
              ? `${conversation?.participants.length ?? 0} members`
              : other
                ? isOnline
                  ? 'Online'
                  : 'Offline'
                : 'New conversation'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isGroup ? (
            <Button variant="secondary" onClick={() => setPanel(true)}>
              Group details
            </Button>
          ) : other && blocked ? (
            <Button variant="ghost" onClick={() => list.send({ type: 'conversations.unblock', userId: other.user_id })}>
              Unblock<span className="sr-only"> {displayName(other)}</span>
            </Button>
          ) : other ? (
            <Button variant="ghost" onClick={() => list.send({ type: 'conversations.block', userId: other.user_id })}>
              Block<span className="sr-only"> {displayName(other)}</span>
            </Button>
          ) : null}
          {s.context.chatId !== null ? (
            <Button variant="ghost" onClick={() => setFilesOpen(true)}>
              Files
            </Button>
          ) : null}
          {s.context.chatId !== null && s.context.messages.length ? (
            <Button variant="ghost" onClick={() => actor.send({ type: 'conversation.clear' })}>
              Clear history
            </Button>
          ) : null}
        </div>
      </header>

      {other && askingToBlock === other.user_id ? (
        <InlineConfirm
          question={`Block ${displayName(other)}? They will not be able to message you, and this conversation is hidden until you unblock them in Settings.`}
          confirm="Block"
          onConfirm={() => list.send({ type: 'conversations.confirm' })}
          onCancel={() => list.send({ type: 'conversations.cancel' })}
          className={BAR}
        />
      ) : null}

      {s.hasTag('asking to clear') ? (
        <InlineConfirm
          question="Clear this conversation's history for you? The others keep theirs."
          confirm="Clear history"
          onConfirm={() => actor.send({ type: 'conversation.confirm' })}
          onCancel={() => actor.send({ type: 'conversation.cancel' })}
          className={BAR}
        />
      ) : null}

      {s.context.refusal ? (
        <div
          role="alert"
          className="border-b border-slate-200 bg-red-50 p-3 text-red-900 dark:border-slate-700 dark:bg-red-950 dark:text-red-100"
        >
          <p>{s.context.refusal.message}</p>
          <Button variant="ghost" className="mt-2" onClick={() => actor.send({ type: 'conversation.dismiss' })}>
            Dismiss
          </Button>
        </div>
      ) : null}

      {s.hasTag('loading') ? (
        <div className="p-6">
          <Spinner label="Loading messages…" />
        </div>
      ) : s.hasTag('error') ? (
        <LoadFailed
          what="The messages could not be loaded. Your draft is kept."
          className="p-6"
          onRetry={() => actor.send({ type: 'conversation.retry' })}
        />
      ) : (
        <>
          <MessageList actor={actor} userId={user.user_id} isGroup={isGroup} />
          <TypingNotice actor={actor} conversation={conversation} />
        </>
      )}

      {removed ? (
        <p role="status" className={NOTICE}>
          You are no longer a member of this group. You can read what was said before you left.
        </p>
      ) : blocked && other ? (
        <div role="status" className={NOTICE}>
          <p>You blocked {displayName(other)}: neither of you can message the other.</p>
          <Button
            variant="secondary"
            className="mt-2"
            onClick={() => list.send({ type: 'conversations.unblock', userId: other.user_id })}
          >
            Unblock to message
          </Button>
        </div>
      ) : isRequest && conversation && other ? (
        <div className="border-t border-slate-200 p-3 dark:border-slate-700">
          <p>{displayName(other)} wants to message you. Accept to reply, or block them.</p>
          <div className="mt-2 flex gap-2">
            <Button onClick={() => list.send({ type: 'conversations.accept', chatId: conversation.chat_id })}>Accept</Button>
            <Button variant="ghost" onClick={() => list.send({ type: 'conversations.block', userId: other.user_id })}>
              Block
            </Button>
          </div>
        </div>
      ) : isRequest && conversation && isGroup ? (
        <div className="border-t border-slate-200 p-3 dark:border-slate-700">
          <p>You were added to this group by someone you have not talked with. Accept to take part, or leave it.</p>
          <div className="mt-2 flex gap-2">
            <Button onClick={() => list.send({ type: 'conversations.accept', chatId: conversation.chat_id })}>Accept</Button>
            <Button variant="ghost" onClick={() => list.send({ type: 'conversations.leave', chatId: conversation.chat_id })}>
              Leave group
            </Button>
          </div>
        </div>
      ) : onlyAdminsSend(conversation) ? (
        // What the person had typed stays in the draft, for when they may send again.
        <p role="status" className={NOTICE}>
          Only admins can send messages in this group.
        </p>
      ) : (
        <Composer actor={actor} title={title} />
      )}

      {filesOpen && s.context.chatId !== null ? (
        <AttachmentsDialog chatId={s.context.chatId} onClose={() => setFilesOpen(false)} />
      ) : null}
      {panel && isGroup && conversationKey.kind === 'group' ? (
        <GroupPanel groupId={conversationKey.groupId} userId={user.user_id} onClose={() => setPanel(false)} />
      ) : null}
    </section>
  );
}
