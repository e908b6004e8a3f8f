import { assign, enqueueActions, sendTo, setup } from 'xstate';
import {
  MAX_MESSAGE_LENGTH,
  mergeMessages,
  refusalOf,
  type Attachment,
  type ChatMessage,
  type ConversationKey,
  type MessagePage,
  type Refusal,
} from './messaging.types';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { sendQueueMachine, type Destination, type SendQueueReport } from './sendQueue.machine';

export interface ConversationInput {
  key: ConversationKey;
  /** Known from the conversations list; null for a first message to someone. */
  chatId: number | null;
  userId: number;
  /** The draft kept for this conversation since it was last open. */
  draft: string;
  /** A group the person was removed from: read only. */
  removed?: boolean;
}

export interface ConversationContext extends ConversationInput {
  removed: boolean;
  messages: ChatMessage[];
  total: number;
  /** A message the person asked to delete, waiting for their confirmation. */
  deleting: number | null;
  refusal: Refusal | null;
  /** Who else is typing here now (user ids, first to start first): each goes 5 s after their last notice. */
  typing: number[];
}

export type ConversationEvent =
  | { type: 'conversation.retry' }
  | { type: 'conversation.loadOlder' }
  | { type: 'conversation.type'; text: string }
  | { type: 'conversation.send'; clientId: string; attachment?: Attachment | undefined }
  /** A message of this chat from the chat socket (another person's, or one's own from another tab). */
  | { type: 'conversation.received'; message: ChatMessage }
  /** The chat socket came back after a drop: fetch what was said meanwhile. */
  | { type: 'conversation.reconnected' }
  /** Someone read messages of this chat: a group's read counts are read again (a one-to-one shows none). */
  | { type: 'conversation.readMarked' }
  | { type: 'conversation.messageDeleted'; messageId: number }
  | { type: 'conversation.removed' }
  | { type: 'conversation.delete'; messageId: number }
  | { type: 'conversation.clear' }
  | { type: 'conversation.confirm' }
  | { type: 'conversation.cancel' }
  | { type: 'conversation.dismiss' }
  /** Another member is typing here (the chat socket's `typing` notice, routed by the list). */
  | { type: 'conversation.typing'; userId: number }
  /** Internal: the draft changed (raised after `conversation.type` took it). */
  | { type: 'conversation.typed' }
  /** Internal: 5 s passed since this person's last typing notice. */
  | { type: 'conversation.typingExpired'; userId: number }
  | SendQueueReport;

/** A typing notice shows this long after the last one from that person (they send one every 2 s while typing). */
export const TYPING_SHOWN_MS = 5000;
/** While the person types, the server is told at most this often. */
export const TYPING_RESEND_MS = 2000;
const typingTimer = (userId: number) => `typing:${userId}`;
type TypingDelay = 'catchUp' | 'typingShown' | 'typingResend';

/**
 * An action that assigns, raises and cancels for one person's typing notice: no named action, actor
 * or guard. Typed here, as an action in setup's own map cannot infer the map it is part of.
 */
const enqueueTyping = enqueueActions<
  ConversationContext,
  ConversationEvent,
  { userId: number },
  ConversationEvent,
  never,
  never,
  never,
  TypingDelay,
  never
>;
const typingAction = (collect: Parameters<typeof enqueueTyping>[0]) => enqueueTyping(collect);

export type PageInput = { chatId: number; group: boolean; before?: number | undefined };

const isGroup = (key: ConversationKey) => key.kind === 'group';
export const destinationOf = (key: ConversationKey): Destination =>
  key.kind === 'group' ? { groupId: key.groupId } : { userName: key.userName };

export const conversationSetup = setup({
  types: {
    tags: {} as
      | 'loading'
      | 'ready'
      | 'error'
      | 'loading older'
      | 'older failed'
      | 'confirming'
      | 'asking to delete'
      | 'asking to clear'
      | 'working'
      | 'someone typing',
    input: {} as ConversationInput,
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
  },
  actors: {
    sendQueue: sendQueueMachine,
    // GET /chat/{id}/messages or /group-chat/{id}/messages (src/features/messaging/wiring.ts).
    fetchPage: unprovidedPromise<MessagePage, PageInput>('messaging', 'fetchPage'),
    // DELETE /chat/{id}/message/{messageId}
    deleteMessage: unprovidedPromise<void, { chatId: number; messageId: number }>('messaging', 'deleteMessage'),
    // DELETE /chat/{id}/messages (for oneself)
    clearHistory: unprovidedPromise<void, { chatId: number }>('messaging', 'clearHistory'),
  },
  delays: {
    /** Live messages are marked read in one catch-up after a short quiet spell, not one call each. */
    catchUp: 400,
    typingShown: TYPING_SHOWN_MS,
    typingResend: TYPING_RESEND_MS,
  },
  guards: {
    'is a new conversation': ({ context }) => context.chatId === null,
    'is a group': ({ context }) => isGroup(context.key),
    'has older messages': ({ context }) => context.messages.length < context.total,
    'is for this chat': ({ context }, params: { chatId: number }) => context.chatId === params.chatId,
    'has something to send': ({ context }, params: { attachment: Attachment | undefined }) =>
      !context.removed &&
      context.draft.length <= MAX_MESSAGE_LENGTH &&
      (context.draft.trim().length > 0 || params.attachment !== undefined),
    /** Typing worth telling the others: words in an existing chat one can still write in. */
    'is worth telling': ({ context }) => context.chatId !== null && !context.removed && context.draft.trim().length > 0,
    'is someone else': ({ context }, params: { userId: number }) => params.userId !== context.userId,
    'is the last one typing': ({ context }, params: { userId: number; chatId?: number }) =>
      (params.chatId === undefined || params.chatId === context.chatId) &&
      context.typing.length === 1 &&
      context.typing[0] === params.userId,
    'is typing here': ({ context }, params: { userId: number; chatId: number }) =>
      context.chatId === params.chatId && context.typing.includes(params.userId),
  },
  actions: {
    // Reading the newest page marked the conversation read: the list and the header count read
    // their numbers again (the view's callback, through the wiring).
    'tell read': () => unprovided('messaging', 'tell read'),
    // The wiring keeps drafts per conversation, so navigating away and back keeps them.
    'remember draft': (_: unknown, _params: { draft: string }) => unprovided('messaging', 'remember draft'),
    'take page': assign(({ context }, params: { page: MessagePage }) => ({
      messages: mergeMessages(context.messages, params.page.data),
      total: Math.max(params.page.total, context.messages.length),
    })),
    merge: assign(({ context }, params: { message: ChatMessage }) => ({
      chatId: context.chatId ?? params.message.chat_id,
      messages: mergeMessages(context.messages, [params.message]),
      total: context.total + (context.messages.some((m) => m.id === params.message.id) ? 0 : 1),
    })),
    'take draft': assign((_, params: { text: string }) => ({ draft: params.text })),
    /** Hands the draft to the send queue (the composer then empties). */
    'hand to queue': sendTo('sendQueue', ({ context }, params: { clientId: string; attachment: Attachment | undefined }) => ({
      type: 'queue.enqueue' as const,
      item: { clientId: params.clientId, body: context.draft, attachment: params.attachment ?? null },
    })),
    'empty draft': assign({ draft: '' }),
    forget: assign(({ context }, params: { messageId: number }) => ({
      messages: context.messages.filter((m) => m.id !== params.messageId),
      total: Math.max(0, context.total - (context.messages.some((m) => m.id === params.messageId) ? 1 : 0)),
    })),
    'forget all': assign({ messages: [], total: 0 }),
    'mark removed': assign({ removed: true }),
    'ask to delete': assign((_, params: { messageId: number }) => ({ deleting: params.messageId, refusal: null })),
    'stop deleting': assign({ deleting: null }),
    'keep refusal': assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error, 'messaging') })),
    dismiss: assign({ refusal: null }),
    // The session tells the chat socket (`typing {chat_id}`): provided in the wiring.
    'tell typing': (_: unknown, _params: { chatId: number }) => unprovided('messaging', 'tell typing'),
    /** They are typing (again): shown, and their 5 s start over. */
    'show typing': typingAction(({ context, enqueue }, params) => {
      if (!context.typing.includes(params.userId)) enqueue.assign({ typing: [...context.typing, params.userId] });
      enqueue.cancel(typingTimer(params.userId));
      enqueue.raise(
        { type: 'conversation.typingExpired', userId: params.userId },
        { delay: 'typingShown', id: typingTimer(params.userId) },
      );
    }),
    /** Their notice expired or their message arrived: no longer shown. */
    'stop showing typing': typingAction(({ context, enqueue }, params) => {
      enqueue.cancel(typingTimer(params.userId));
      enqueue.assign({ typing: context.typing.filter((id) => id !== params.userId) });
    }),
  },
});

export { isGroup };
