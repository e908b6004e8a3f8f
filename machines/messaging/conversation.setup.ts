import { assign, sendTo, setup } from 'xstate';
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
  | SendQueueReport;

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
      | 'working',
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
  },
});

export { isGroup };
