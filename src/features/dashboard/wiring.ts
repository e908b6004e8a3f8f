import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Booking } from '../../../machines/booking/booking.types';
import type { NotificationPage } from '../../../machines/notificationsPage/notificationsPage.machine';
import type { Favorite } from '../../../contract/favorites';
import { dashboardBlock } from '../../../machines/dashboard/block.machine';
import { nextSessions } from '../../../machines/dashboard/nextSessions';
import { dueCheckIns, type DueCheckIn } from '../../../machines/dashboard/screeningDue';
import type { Connection } from '../../../contract/connections-requests';
import type { PostSummary } from '../../../machines/community/community.types';
import { useAppSystem, useSystemSelector } from '../../system/context';
import type { AppSystem } from '../../system/createAppSystem';

/*
 * What each dashboard block reads: one block machine per block, each with its own `load`, so a
 * service down fails its block alone (SPEC §8). Each block's code and service load after the
 * page's first paint (Dashboard.tsx), never with the route.
 */

export const RECENT_NOTIFICATIONS = 3;
export type NotificationItem = NotificationPage['items'][number];
export const SAVED_SHOWN = 3;
export const REQUESTS_SHOWN = 3;
export const ACTIVITY_SHOWN = 3;

/**
 * The services the blocks read, fetched beside the blocks' own code as the page mounts
 * (Dashboard.tsx) rather than each after its block has drawn: on a throttled phone that was one
 * more round trip before the blocks could fill (issue #38). A failure here is the block's to show
 * when it reads.
 */
export async function preloadBlockServices(api: AppSystem['api']) {
  const services = await api();
  await Promise.all([
    services.bookings(),
    services.followRequests(),
    services.pinnedActivity(),
    services.favorites(),
    services.screeningResults(),
  ]);
}

/**
 * A block's machine with its `load`. What live news reads it again is the block's input (Block.tsx
 * `news`): the session hands its events to the dashboard owner, which hands them to the blocks.
 */
export function useBlock<T>(load: (signal: AbortSignal) => Promise<T[]>) {
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

/** What the person saved most recently, of every kind Favorites lists (articles, notes, communities, posts). */
export function useRecentlySavedLogic() {
  const { api } = useAppSystem();
  const load = useMemo(
    () => async (signal: AbortSignal) => (await (await api()).favorites()).list({ limit: SAVED_SHOWN, signal }),
    [api],
  );
  return useBlock<Favorite>(load);
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

/** Follow requests waiting for the person (the connections page's Requests tab, its first few). */
export function useFollowRequestsLogic() {
  const { api } = useAppSystem();
  const userId = useSystemSelector('auth', (s) => s.context.user?.user_id ?? 0, 0);
  const load = useMemo(
    () => async (signal: AbortSignal) => (await (await api()).followRequests()).waiting(userId, REQUESTS_SHOWN, signal),
    [api, userId],
  );
  return useBlock<Connection>(load);
}

/** The newest posts and questions in the communities the person pinned. */
export function usePinnedActivityLogic() {
  const { api } = useAppSystem();
  const load = useMemo(
    () => async (signal: AbortSignal) => (await (await api()).pinnedActivity()).newest(ACTIVITY_SHOWN, signal),
    [api],
  );
  return useBlock<PostSummary>(load);
}
