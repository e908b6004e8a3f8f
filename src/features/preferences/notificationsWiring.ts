import { useMemo } from 'react';
import { fromPromise, sendTo, type AnyActorRef } from 'xstate';
import type { NotificationChoices } from '../../../contract/preferences';
import { notificationsFormMachine } from '../../../machines/preferences/notificationsForm.machine';
import { useAppSystem } from '../../system/context';

/** The notifications form with the preferences service; saved choices go to the toasts actor (same system). */
export function useNotificationsFormLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).preferences();
    return notificationsFormMachine.provide({
      actors: {
        readPreferences: fromPromise(async ({ signal }) => (await service()).read(signal)),
        saveNotifications: fromPromise(async ({ input }) => (await service()).saveNotifications(input.notifications)),
      },
      actions: {
        'announce saved choices': sendTo(
          ({ system }) => system.get('toasts') as AnyActorRef,
          (_, { choices }: { choices: NotificationChoices }) => ({ type: 'notifications.choose' as const, choices }),
        ),
      },
    });
  }, [api]);
}
