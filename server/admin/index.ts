import { registerCommunitiesAdmin } from './communities-routes';
import { registerFeedModeration } from './feed-routes';
import { MODERATION_SCHEMA, MODERATION_TABLES } from './moderation-schema';
import { registerQuestionsAdmin } from './questions-routes';
import { registerAdmin as registerAdminCore } from './routes';
import { ADMIN_SCHEMA as CORE_SCHEMA, ADMIN_TABLES as CORE_TABLES } from './schema';

/** What other folders use of administration: its routes, its tables, the member-data hook, and the suspension sign-in asks. */
export { isAdministrator, keepAdministratorsOut, onlyAdministrators } from './access';
export { activeSuspension } from './store';
/** A community moderator's act (hiding a comment) is written in the same audit log. */
export { appendAudit } from './audit-store';
export { providerPictures, registerProviderPictureFiles, registerProviderPictures } from './provider-pictures';

/** Every admin route: members, audit and concierge (routes.ts), and the moderation pages' (feed-routes.ts, questions-routes.ts, communities-routes.ts). */
export function registerAdmin(...args: Parameters<typeof registerAdminCore>) {
  registerAdminCore(...args);
  const [api, db, , , hub] = args;
  registerFeedModeration(api, db, hub);
  registerQuestionsAdmin(api, db);
  registerCommunitiesAdmin(api, db);
}

export const ADMIN_SCHEMA = CORE_SCHEMA + MODERATION_SCHEMA;
/** Dependents first (dropSchema). */
export const ADMIN_TABLES = [...MODERATION_TABLES, ...CORE_TABLES];
