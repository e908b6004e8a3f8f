import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { getSystemActor, type SystemActors, type SystemId } from '../../machines/system';
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
 * A long-lived actor by systemId. Re-renders when it starts or stops (session
 * actors such as `counts` exist only while signed in), so the result may be undefined.
 */
export function useSystemActor<K extends SystemId>(id: K): SystemActors[K] | undefined {
  const { root } = useAppSystem();
  // Re-read when actors may have come or gone: the root's state, or its session
  // becoming ready (the session's actors register after its code loads).
  useSelector(root, (s) => `${JSON.stringify(s.value)}|${s.context.sessionReady}`);
  return getSystemActor(root.system, id);
}

export function useAuthSelector<T>(selector: (s: ReturnType<SystemActors['auth']['getSnapshot']>) => T): T {
  const auth = useSystemActor('auth');
  return useSelector(auth!, selector);
}

export function useSettingsSelector<T>(selector: (s: ReturnType<SystemActors['settings']['getSnapshot']>) => T): T {
  const settings = useSystemActor('settings');
  return useSelector(settings!, selector);
}
