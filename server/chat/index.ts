import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { registerAttachments } from './routes/attachments';
import { registerConversations } from './routes/conversations';
import { registerGroupMembers } from './routes/group-members';
import { registerGroups } from './routes/groups';
import { registerMessages } from './routes/messages';
import type { ChatService } from './service';

/** What other folders may use of chat: its service (app.ts makes one, dev/ drives it), its socket, its routes. */
export { ChatError, ChatService } from './service';
// The data export opens message bodies sealed at rest (issue #62).
export { openMessages } from './service';
export { attachChatSocket } from './socket';
export { stopSharing } from './cluster';
export { refuseAdministrators } from './administrators';
/** The upload rules other pictures follow (admin/provider-pictures.ts): the size limit and its words, the picture types. */
export { DEFAULT_UPLOAD_LIMITS, tooLarge, type UploadLimits } from './uploads-store';
export { PICTURES as PICTURE_TYPES } from './routes/attachments';

/** /api/chat-server/v2: conversations, messages, groups and their members, files and pictures. */
export function registerChat(api: FastifyInstance, ctx: ServerContext, db: Database, chat: ChatService) {
  registerConversations(api, ctx, db, chat);
  registerMessages(api, db, chat);
  registerGroups(api, ctx, db, chat);
  registerGroupMembers(api, ctx, db, chat);
  registerAttachments(api, ctx, db, chat);
}
