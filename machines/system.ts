import type { ActorSystem, AnyActorRef } from 'xstate';
import type { AuthActorRef } from './auth/auth.machine';
import type { CountsActorRef } from './counts/counts.machine';
import type { SessionActorRef } from './session/session.machine';
import type { EventStreamActorRef } from './eventStream/eventStream.machine';
import type { ToastsActorRef } from './toasts/toasts.machine';
import type { HeaderScrollActorRef } from './headerScroll/headerScroll.machine';
import type { SettingsActorRef } from './settings/settings.machine';
import type { ShellLayoutActorRef } from './shellLayout/shellLayout.machine';
import type { SideListsActorRef } from './sideLists/sideLists.machine';
import type { WelcomeHintsActorRef } from './welcomeHints/welcomeHints.machine';

/** Every systemId in one place, so lookups are typed and never scattered strings. */
export const SYSTEM_ID = {
  auth: 'auth',
  settings: 'settings',
  counts: 'counts',
  session: 'session',
  toasts: 'toasts',
  eventStream: 'eventStream',
  headerScroll: 'headerScroll',
  shellLayout: 'shellLayout',
  welcomeHints: 'welcomeHints',
  sideLists: 'sideLists',
} as const;

export interface SystemActors {
  auth: AuthActorRef;
  settings: SettingsActorRef;
  counts: CountsActorRef;
  session: SessionActorRef;
  toasts: ToastsActorRef;
  eventStream: EventStreamActorRef;
  headerScroll: HeaderScrollActorRef;
  shellLayout: ShellLayoutActorRef;
  welcomeHints: WelcomeHintsActorRef;
  sideLists: SideListsActorRef;
}

export type SystemId = keyof SystemActors;

/** Typed `system.get`: undefined while the actor is not running (e.g. counts when signed out). */
export function getSystemActor<K extends SystemId>(
  system: ActorSystem<any>,
  id: K,
): SystemActors[K] | undefined {
  return system.get(SYSTEM_ID[id]) as SystemActors[K] | undefined;
}

export type { AnyActorRef };
