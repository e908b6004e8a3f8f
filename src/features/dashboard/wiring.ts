import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Booking } from '../../../machines/booking/booking.types';
import type { NotificationPage } from '../../../machines/notificationsPage/notificationsPage.machine';
import type { Bookmark } from '../../../contract/resources-bookmarks';
import { dashboardBlock } from '../../../machines/dashboard/block.machine';
import { nextSessions } from '../../../machines/dashboard/nextSessions';
import { dueCheckIns, type DueCheckIn } from '../../../machines/dashboard/screeningDue';
import { useAppSystem, useSystemSelector } from '../../system/context';

/*
 * What each dashboard block reads: one block machine per block, each with its own `load`, so a
 * service down fails its block alone (SPEC §8). Each block's code and service load after the
 * page's first paint (Dashboard.tsx), never with the route.
 */

export const RECENT_NOTIFICATIONS = 3;
export type NotificationItem = NotificationPage['items'][number];
export const SAVED_SHOWN = 3;

function useBlock<T>(load: (signal: AbortSignal) => Promise<T[]>) {
  return useMemo(() => dashboardBlock<T>().provide({ actors: { load: fromPromise(({ signal }) => load(signal)) } }), [load]);
}

/** The person's next sessions, from the bookings the booking pages read (GET events). */
export function useNextSessionsLogic() {
  const { api } = useAppSystem();
  const load = useMemo(
    () => async (signal: AbortSignal) => nextSessions(await (await (await api()).bookings()).events(signal), Date.now()),
    [api],
  );
  return useBlock<Booking>(load);
}

/** The newest notifications (the notifications page's first page, its first few). */
export function useRecentNotificationsLogic() {
  const { api } = useAppSystem();
  const userId = useSystemSelector('auth', (s) => s.context.user?.user_id ?? 0, 0);
  const load = useMemo(
    () => async () => (await (await api()).notifications.list(userId, 0)).items.slice(0, RECENT_NOTIFICATIONS),
    [api, userId],
  );
  return useBlock<NotificationItem>(load);
}

/** The articles the person saved in the resource hub, most recent first. */
export function useSavedArticlesLogic() {
  const { api } = useAppSystem();
  const load = useMemo(
    () => async (signal: AbortSignal) => (await (await api()).savedArticles()).bookmarks(SAVED_SHOWN, signal),
    [api],
  );
  return useBlock<Bookmark>(load);
}

/** Check-ins due on the person's own screening results (machines/dashboard/screeningDue.ts). */
export function useScreeningReminderLogic() {
  const { api } = useAppSystem();
  const load = useMemo(
    () => async (signal: AbortSignal) => dueCheckIns(await (await (await api()).screeningResults()).list(signal), Date.now()),
    [api],
  );
  return useBlock<DueCheckIn>(load);
}
