import type { IdleSignOutEvent, IdleSignOutInput, OtherTabsEvent } from '../../../machines/idleSignOut/idleSignOut.machine';

/** Reported at most this often: each report starts the idle time again (and tells the other tabs). */
export const REPORT_EVERY_MS = 30_000;
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Someone is using this tab: pointer, keys, scrolling. While the session is in use (not while
 * its warning shows) the idle sign-out runs this and hears `idle.activity` at most once every
 * 30 s: each report restarts it, so the next one waits another 30 s.
 */
export const watchActivity = ({ sendBack }: { sendBack: (event: IdleSignOutEvent) => void }) => {
  const started = Date.now();
  let reported = false;
  const onActivity = () => {
    if (reported || Date.now() - started < REPORT_EVERY_MS) return;
    reported = true;
    sendBack({ type: 'idle.activity' });
  };
  for (const type of EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
  return () => {
    for (const type of EVENTS) window.removeEventListener(type, onActivity, { capture: true });
  };
};

/** The channel (and, without BroadcastChannel, the storage key) of one person's tabs. */
export const channelName = (userId: number) => `neurohealth:activity:${userId}`;

/**
 * The session's other tabs: a BroadcastChannel per person (same origin only). What crosses it is
 * `{ type: 'activity' }`, never a token or any content; a browser without BroadcastChannel uses
 * the `storage` event of one key holding the time of the last use. Another tab's message arrives
 * as `idle.activityElsewhere`; the machine tells ours with `tabs.activity`.
 */
export const otherTabs = ({
  input,
  sendBack,
  receive,
}: {
  input: IdleSignOutInput;
  sendBack: (event: IdleSignOutEvent) => void;
  receive: (listener: (event: OtherTabsEvent) => void) => void;
}) => {
  const name = channelName(input.userId);
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (message: MessageEvent<unknown>) => {
      if ((message.data as { type?: unknown } | null)?.type === 'activity') sendBack({ type: 'idle.activityElsewhere' });
    };
    receive(() => channel.postMessage({ type: 'activity' }));
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === name && event.newValue) sendBack({ type: 'idle.activityElsewhere' });
  };
  window.addEventListener('storage', onStorage);
  receive(() => {
    try {
      window.localStorage.setItem(name, String(Date.now()));
    } catch {
      // Storage refused (private mode): the other tabs keep their own time.
    }
  });
  return () => window.removeEventListener('storage', onStorage);
};
