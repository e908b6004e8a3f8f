// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useSelector } from '@xstate/react';
import type { User } from '../../../machines/domain/user';
import type { ConversationsActorRef } from '../../../machines/messaging/conversations.machine';
import type { Conversation, ConversationKey } from '../../../machines/messaging/messaging.types';
import { usePageFlow } from '../../system/usePageFlow';
import { Spinner } from '../../ui/Spinner';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { draftKey } from './drafts';
import { useDeepLinkContact } from './useDeepLinkContact';
import { useConversationsLogic } from './wiring';

export const findConversation = (conversations: readonly Conversation[], key: ConversationKey) =>
  conversations.find((c) =>
    key.kind === 'group' ? c.is_group && c.chat_id === key.groupId : !c.is_group && c.other_user_name === key.userName,
  );

/**
 * /people-chat (SPEC §2): the conversations (`?t=1`), and one conversation (`?u={userName}` or
 * `?g={groupId}`) beside them on wide screens, instead of them on narrow ones.
 */
export function PeopleChatPage({ user, g, u }: { user: User; g?: number | undefined; u?: string | undefined }) {
  // Asked of the messaging owner (issue #60), which hands the list the session's chat events; the
  // list passes each open conversation what concerns it.
  const list = usePageFlow('messaging', 'messaging/list', useConversationsLogic(), { userId: user.user_id });
  if (!list) return null;
  return <PeopleChat list={list} user={user} g={g} u={u} />;
}

function PeopleChat({
  list,
  user,
  g,
  u,
}: {
  list: ConversationsActorRef;
  user: User;
  g?: number | undefined;
  u?: string | undefined;
}) {
  const s = useSelector(list, (snapshot) => snapshot);
  const key: ConversationKey | null =
    g !== undefined ? { kind: 'group', groupId: g } : u && u !== user.user_name ? { kind: 'direct', userName: u } : null;
  const conversation = key ? findConversation(s.context.conversations, key) : undefined;
  // Someone chosen in New message, before the first message makes the conversation.
  const contact = key?.kind === 'direct' && s.context.contact?.user_name === key.userName ? s.context.contact : null;
  // Or reached by a link: looked up once the list says there is no conversation with them yet.
  const unknown = key?.kind === 'direct' && !s.hasTag('loading') && !conversation && !contact ? key.userName : null;
  useDeepLinkContact(list.send, unknown);

  return (
    <div className="mx-auto grid h-[calc(100dvh-8rem)] min-h-[28rem] w-full max-w-6xl grid-cols-1 gap-4 md:grid-cols-[20rem_minmax(0,1fr)]">
      <div className={key ? 'hidden min-h-0 md:flex md:flex-col' : 'flex min-h-0 flex-col'}>
        <ConversationList list={list} selected={key} userId={user.user_id} />
      </div>
      {key ? (
        s.hasTag('loading') ? (
          <div className="p-6">
            <Spinner label="Loading the conversation…" />
          </div>
        ) : key.kind === 'group' && !conversation ? (
          <section className="rounded-[var(--radius)] bg-white p-6 shadow-sm dark:bg-slate-900" aria-labelledby="gone-heading">
            <h1 id="gone-heading" className="text-xl font-semibold">
              This group is not available
            </h1>
            <p className="mt-2">It was deleted, or you are not a member.</p>
          </section>
        ) : (
          <ConversationView
            key={draftKey(key)}
            conversationKey={key}
            conversation={conversation}
            contact={contact}
            user={user}
            online={conversation ? s.context.online : {}}
            list={list}
          />
        )
      ) : (
        <div className="hidden place-items-center rounded-[var(--radius)] bg-white p-6 text-slate-700 shadow-sm md:grid dark:bg-slate-900 dark:text-slate-300">
          <p>Choose a conversation, or start a new one.</p>
        </div>
      )}
    </div>
  );
}
