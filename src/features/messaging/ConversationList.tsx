import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ConversationsActorRef } from '../../../machines/messaging/conversations.machine';
import type { Conversation, ConversationKey } from '../../../machines/messaging/messaging.types';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { ChatAvatar } from './ChatAvatar';
import { listTime } from './format';
import { NewConversationDialog } from './NewConversationDialog';
import { LoadFailed } from '../../ui/LoadFailed';

const linkFor = (c: Conversation) =>
  c.is_group
    ? { to: '/people-chat' as const, search: { g: c.chat_id } }
    : { to: '/people-chat' as const, search: { u: c.other_user_name ?? '' } };

const isSelected = (c: Conversation, key: ConversationKey | null) =>
  key !== null &&
  (key.kind === 'group' ? c.is_group && c.chat_id === key.groupId : !c.is_group && c.other_user_name === key.userName);

/** The conversations, newest activity first, with requests apart and a search box that filters them. */
export function ConversationList({
  list,
  selected,
  userId,
}: {
  list: ConversationsActorRef;
  selected: ConversationKey | null;
  userId: number;
}) {
  const s = useSelector(list, (snapshot) => snapshot);
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState<'message' | 'group' | null>(null);
  const searchId = useId();
  const { conversations, online } = s.context;
  const needle = filter.trim().toLowerCase();
  // Someone blocked is not listed (Settings lists them); their conversation opens with Unblock.
  const shown = conversations.filter(
    (c) =>
      !c.blocked &&
      (!needle ||
        c.chat_name.toLowerCase().includes(needle) ||
        (c.other_user_name ?? '').toLowerCase().includes(needle) ||
        (c.last_message?.body ?? '').toLowerCase().includes(needle)),
  );
  const requests = shown.filter((c) => c.is_request);
  const others = shown.filter((c) => !c.is_request);

  const item = (c: Conversation) => {
    const other = c.is_group ? undefined : c.participants.find((p) => p.user_name === c.other_user_name);
    const isOnline = other ? online[other.user_id] === true : false;
    const last = c.last_message;
    const preview = last
      ? (last.sender_id === userId ? `You: ` : '') + (last.body || (last.attachment ? last.attachment.file_name : ''))
      : '';
    return (
      <li key={c.chat_id}>
        <Link
          {...linkFor(c)}
          data-testid="conversation"
          aria-current={isSelected(c, selected) ? 'page' : undefined}
          className={`focus-ring flex items-center gap-3 rounded-[var(--radius)] p-2 hover:bg-slate-100 dark:hover:bg-slate-800 ${
            isSelected(c, selected) ? 'bg-brand-50 dark:bg-slate-800' : ''
          }`}
        >
          <span className="relative">
            <ChatAvatar src={c.image_url} name={c.chat_name} id={other?.user_id} size={40} />
            {isOnline ? (
              <span className="absolute -bottom-0.5 -end-0.5 h-3 w-3 rounded-full bg-green-600 ring-2 ring-white dark:ring-slate-900" />
            ) : null}
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex items-baseline justify-between gap-2">
              <span className="truncate font-semibold" dir="auto">
                {c.chat_name}
              </span>
              {last ? (
                <time dateTime={last.sent_at} className="shrink-0 text-xs text-slate-700 dark:text-slate-300">
                  {listTime(last.sent_at)}
                </time>
              ) : null}
            </span>
            <span className="flex items-center justify-between gap-2">
              <span className="truncate text-sm text-slate-700 dark:text-slate-300" dir="auto">
                {preview}
              </span>
              {c.unread_count > 0 ? (
                <span
                  aria-hidden="true"
                  className="shrink-0 rounded-full bg-brand-700 px-2 text-xs font-semibold text-white dark:bg-teal-300 dark:text-slate-950"
                >
                  {c.unread_count}
                </span>
              ) : null}
            </span>
            <span className="sr-only">
              {[
                c.is_group ? 'Group' : null,
                isOnline ? 'online' : null,
                c.unread_count > 0 ? `${c.unread_count} unread` : null,
                c.removed ? 'you were removed' : null,
              ]
                .filter(Boolean)
                .join(', ')}
            </span>
          </span>
        </Link>
      </li>
    );
  };

  return (
    <section
      aria-labelledby="conversations-heading"
      className="flex min-h-0 flex-1 flex-col rounded-[var(--radius)] bg-white p-3 shadow-sm dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h1 id="conversations-heading" className="text-xl font-semibold">
          Messages
        </h1>
      </div>
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" className="flex-1 px-2" onClick={() => setCreating('message')}>
          New message
        </Button>
        <Button variant="secondary" className="flex-1 px-2" onClick={() => setCreating('group')}>
          New group
        </Button>
      </div>
      <label htmlFor={searchId} className="mt-3 block text-sm font-medium">
        Search conversations
      </label>
      <input
        id={searchId}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950"
      />
      {s.context.refusal ? (
        <div role="alert" className="mt-3 rounded-[var(--radius)] bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          <p>{s.context.refusal.message}</p>
          <Button variant="ghost" className="mt-2" onClick={() => list.send({ type: 'conversations.dismiss' })}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <div className="mt-3 min-h-0 flex-1 overflow-y-auto">
        {s.hasTag('loading') ? (
          <Spinner label="Loading your conversations…" />
        ) : s.hasTag('error') ? (
          <LoadFailed what="Your conversations could not be loaded." onRetry={() => list.send({ type: 'conversations.retry' })} />
        ) : (
          <>
            {requests.length ? (
              <section aria-labelledby="requests-heading" className="mb-4">
                <h2
                  id="requests-heading"
                  className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300"
                >
                  Requests
                </h2>
                <ul className="mt-1 grid grid-cols-1 gap-1">{requests.map(item)}</ul>
              </section>
            ) : null}
            <section aria-labelledby="all-heading">
              <h2 id="all-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">
                Conversations
              </h2>
              {others.length ? (
                <ul className="mt-1 grid grid-cols-1 gap-1">{others.map(item)}</ul>
              ) : (
                <p className="mt-2 text-sm">{needle ? 'No conversation matches.' : 'No conversations yet.'}</p>
              )}
            </section>
          </>
        )}
      </div>
      {creating ? <NewConversationDialog kind={creating} list={list} onClose={() => setCreating(null)} /> : null}
    </section>
  );
}
