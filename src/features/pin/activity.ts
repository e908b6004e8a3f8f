import type { PinGateEvent } from '../../../machines/pin/pinGate.machine';

/** Reported at most this often: the 15-minute inactivity timer restarts on each report. */
const EVERY_MS = 30_000;
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Someone is using the page: pointer, keys, scrolling. While the PIN is unlocked the gate
 * runs this and hears `pin.activity` at most once every 30 s (each report restarts it).
 */
export const watchActivity = ({ sendBack }: { sendBack: (event: PinGateEvent) => void }) => {
  const started = Date.now();
  let reported = false;
  const onActivity = () => {
    if (reported || Date.now() - started < EVERY_MS) return;
    reported = true;
    sendBack({ type: 'pin.activity' });
  };
  for (const type of EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
  return () => {
    for (const type of EVENTS) window.removeEventListener(type, onActivity, { capture: true });
  };
};
