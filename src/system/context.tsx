import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { getSystemActor, type SystemActors, type SystemId, type SystemSnapshot, type SystemTag } from '../../machines/system';
import type { AppSystem } from './createAppSystem';

const AppSystemContext = createContext<AppSystem | null>(null);

export function AppSystemProvider({ system, children }: { system: AppSystem; children: ReactNode }) {
  return <AppSystemContext.Provider value={system}>{children}</AppSystemContext.Provider>;
}

export function useAppSystem(): AppSystem {
  const system = useContext(AppSystemContext);
  if (!system) throw new Error('useAppSystem outside <AppSystemProvider>');
  return system;
}

/**
 * A long-lived actor by systemId (machines/system.ts). One rule for every view:
 * undefined while it is not running (the session's actors exist only while signed
 * in, and only once the session's code has loaded); the view renders nothing or
 * its fallback then. Re-renders when it starts or stops.
 */
export function useSystemActor<K extends SystemId>(id: K): SystemActors[K] | undefined {
  const { root } = useAppSystem();
  // Actors come and go with the root's state (the session is spawned and stopped there).
  useSelector(root, (s) => `${JSON.stringify(s.value)}|${s.context.sessionReady}`);
  return getSystemActor(root.system, id);
}

/** Reads a system actor's snapshot; `whenAbsent` while it is not running. */
export function useSystemSelector<K extends SystemId, T>(id: K, select: (snapshot: SystemSnapshot<K>) => T, whenAbsent: T): T {
  const actor = useSystemActor(id);
  return useSelector(actor, (s) => (s ? select(s as SystemSnapshot<K>) : whenAbsent));
}

/** A UI flag: one of the tags the actor's machine declares (typed from the machine); false while absent. */
export function useSystemTag<K extends SystemId>(id: K, tag: SystemTag<K>): boolean {
  return useSystemSelector(id, (s) => (s as { hasTag(tag: string): boolean }).hasTag(tag as string), false);
}
