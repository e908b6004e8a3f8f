import type { Refusal } from '../domain/refusal';

export type { Connection, ConnectionCounts, Person, PublicProfile, Relation } from '../../contract/connections';
export { CONNECTIONS_PAGE_SIZE } from '../../contract/connections';

/** What a connections call rejects with (src/services/connections.ts makes it from the server's answer). */
export class ConnectionsRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'ConnectionsRefused';
  }
}

/** "Couldn't reach connections": here, so its words load with the connections pages only. */
export const CONNECTIONS_UNAVAILABLE: Refusal = {
  code: 'unavailable',
  message: "We couldn't reach your connections. Try again.",
};

/** The refusal an actor's error carries, or "couldn't reach connections". */
export const refusalOf = (error: unknown): Refusal =>
  (error as { refusal?: Refusal } | null | undefined)?.refusal ?? CONNECTIONS_UNAVAILABLE;

/** The four tabs of /connectpeople, in order. */
export const TABS = ['followers', 'following', 'requests', 'sent'] as const;
export type Tab = (typeof TABS)[number];

/**
 * The tab a URL opens (SPEC §2: `value=3` opens the follow requests): value 1 Followers,
 * 2 Following, 3 Requests, 4 Sent; anything else Followers.
 */
export function tabFromValue(value: string | null | undefined): Tab {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= TABS.length ? TABS[n - 1]! : 'followers';
}

export const valueOfTab = (tab: Tab): number => TABS.indexOf(tab) + 1;
