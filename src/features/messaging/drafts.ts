import type { ConversationKey } from '../../../machines/messaging/messaging.types';

/**
 * Drafts per conversation for this tab's life: leaving a conversation and coming back finds the
 * text as it was. Kept in memory only (messages are behind the PIN; nothing is written to storage).
 */
export const drafts = new Map<string, string>();
export const draftKey = (key: ConversationKey) => (key.kind === 'group' ? `g:${key.groupId}` : `u:${key.userName}`);
