import type { ActorRefFrom, ActorSystem, AnyActorLogic, SnapshotFrom } from 'xstate';
import type { authMachine } from './auth/auth.machine';
import type { countsMachine } from './counts/counts.machine';
import type { eventStreamMachine } from './eventStream/eventStream.machine';
import type { headerScrollMachine } from './shellLayout/headerScroll.machine';
import type { pageOwnerMachine } from './domain/pageOwner.machine';
import type { idleSignOutMachine } from './idleSignOut/idleSignOut.machine';
import type { pinGateMachine } from './pin/pinGate.machine';
import type { searchMachine } from './search/search.machine';
import type { sessionMachine } from './session/session.machine';
import type { settingsMachine } from './settings/settings.machine';
import type { shellLayoutMachine } from './shellLayout/shellLayout.machine';
import type { sideListsMachine } from './sideLists/sideLists.machine';
import type { toastsMachine } from './toasts/toasts.machine';
import type { welcomeHintsMachine } from './welcomeHints/welcomeHints.machine';

/** A registry entry: the machine's type travels with its systemId; nothing is loaded. */
const actor = <TLogic extends AnyActorLogic>() => null as unknown as ActorRefFrom<TLogic>;

/**
 * The long-lived actors of the system, by systemId: the one place (pure side)
 * a new one is named. Its owner spawns or invokes it with `systemId: 'x'` (machines
 * use the literal: importing this file's types into a machine would make its type
 * circular; the root machine's test checks every id here is running when signed in),
 * and its flow's `src/features/<flow>/wiring.ts` provides its effects. Views reach
 * it typed with `useSystemActor('x')`, actors with `getSystemActor(system, 'x')`.
 */
export const systemActors = {
  auth: actor<typeof authMachine>(),
  settings: actor<typeof settingsMachine>(),
  session: actor<typeof sessionMachine>(),
  counts: actor<typeof countsMachine>(),
  toasts: actor<typeof toastsMachine>(),
  eventStream: actor<typeof eventStreamMachine>(),
  headerScroll: actor<typeof headerScrollMachine>(),
  shellLayout: actor<typeof shellLayoutMachine>(),
  welcomeHints: actor<typeof welcomeHintsMachine>(),
  sideLists: actor<typeof sideListsMachine>(),
  search: actor<typeof searchMachine>(),
  pinGate: actor<typeof pinGateMachine>(),
  idleSignOut: actor<typeof idleSignOutMachine>(),
  // The owners of the features' page flows (machines/domain/pageOwner.ts), spawned by the session.
  notificationsPage: actor<typeof pageOwnerMachine>(),
  sessions: actor<typeof pageOwnerMachine>(),
  preferences: actor<typeof pageOwnerMachine>(),
  conciergeRequest: actor<typeof pageOwnerMachine>(),
  directory: actor<typeof pageOwnerMachine>(),
  admin: actor<typeof pageOwnerMachine>(),
  call: actor<typeof pageOwnerMachine>(),
  accessLog: actor<typeof pageOwnerMachine>(),
  screening: actor<typeof pageOwnerMachine>(),
  community: actor<typeof pageOwnerMachine>(),
  connections: actor<typeof pageOwnerMachine>(),
  nora: actor<typeof pageOwnerMachine>(),
  notes: actor<typeof pageOwnerMachine>(),
  booking: actor<typeof pageOwnerMachine>(),
  favorites: actor<typeof pageOwnerMachine>(),
  help: actor<typeof pageOwnerMachine>(),
  invoices: actor<typeof pageOwnerMachine>(),
  resources: actor<typeof pageOwnerMachine>(),
  reviews: actor<typeof pageOwnerMachine>(),
  dashboard: actor<typeof pageOwnerMachine>(),
  account: actor<typeof pageOwnerMachine>(),
  // The search feature's pages (the search page, a zip field): 'search' is the header's search actor.
  searchPages: actor<typeof pageOwnerMachine>(),
  messaging: actor<typeof pageOwnerMachine>(),
  // Spawned by the root, not the session: the public site has no session (issue #63.13).
  publicPages: actor<typeof pageOwnerMachine>(),
};

/** The features whose pages ask an owner for their flows (src/system/usePageFlow.ts), by the owner's systemId. */
export const PAGE_OWNERS = [
  'notificationsPage',
  'sessions',
  'preferences',
  'conciergeRequest',
  'directory',
  'admin',
  'call',
  'accessLog',
  'screening',
  'community',
  'connections',
  'nora',
  'notes',
  'booking',
  'favorites',
  'help',
  'invoices',
  'resources',
  'reviews',
  'dashboard',
  'account',
  'searchPages',
  'messaging',
  'publicPages',
] as const satisfies readonly (keyof typeof systemActors)[];
export type PageOwnerId = (typeof PAGE_OWNERS)[number];

export type SystemActors = typeof systemActors;
export type SystemId = keyof SystemActors;
export type SystemSnapshot<K extends SystemId> = SnapshotFrom<SystemActors[K]>;
/** The tags a system actor's machine declares (`types.tags`). */
export type SystemTag<K extends SystemId> = Parameters<SystemSnapshot<K>['hasTag']>[0];

/** Typed `system.get`: undefined while the actor is not running (e.g. counts when signed out). */
export function getSystemActor<K extends SystemId>(system: ActorSystem<any>, id: K): SystemActors[K] | undefined {
  return system.get(id) as SystemActors[K] | undefined;
}
