import { useSystemActor, useSystemSelector } from '../../system/context';
import { Button } from '../../ui/Button';

type Shown = 'absent' | 'checking' | 'unknown' | 'none' | 'off' | 'on';

/** Settings' PIN section (SPEC §4, §7 toggle): turn it on or off with the current PIN, change it with an e-mailed code, or set one up. */
export function PinSettings() {
  const gate = useSystemActor('pinGate');
  const shown = useSystemSelector(
    'pinGate',
    (s): Shown => {
      const status = s.context.status;
      if (s.hasTag('status unknown')) return 'unknown';
      if (status === null) return 'checking';
      if (!status.hasPin) return 'none';
      return status.active ? 'on' : 'off';
    },
    'absent',
  );
  // While a PIN dialog is open the buttons wait for it.
  const busy = useSystemSelector('pinGate', (s) => s.hasTag('dialog') || s.hasTag('checking'), true);
  const send = (type: 'pin.setUp' | 'pin.turnOff' | 'pin.turnOn' | 'pin.change' | 'pin.recheck') => gate?.send({ type });

  return (
    <section
      aria-labelledby="pin-settings-title"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="pin-settings-title" className="text-lg font-semibold">
        PIN
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        A 6-digit PIN is asked for before your profile and your messages open.
      </p>
      <div className="mt-4" aria-live="polite">
        {shown === 'absent' || shown === 'checking' ? (
          <p className="text-sm">Checking your PIN…</p>
        ) : shown === 'unknown' ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">Your PIN settings could not be loaded.</p>
            <Button variant="secondary" onClick={() => send('pin.recheck')}>
              Try again
            </Button>
          </div>
        ) : shown === 'none' ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">You have no PIN yet.</p>
            <Button onClick={() => send('pin.setUp')} disabled={busy}>
              Set Up PIN
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              role="switch"
              aria-checked={shown === 'on'}
              aria-labelledby="pin-switch-label"
              disabled={busy}
              onClick={() => send(shown === 'on' ? 'pin.turnOff' : 'pin.turnOn')}
              // The knob sits at the end when on (flex, so it mirrors itself in right-to-left).
              className={`focus-ring inline-flex h-6 w-10 shrink-0 items-center rounded-full p-0.5 disabled:opacity-60 ${shown === 'on' ? 'justify-end bg-brand-700 dark:bg-teal-300' : 'justify-start bg-slate-700'}`}
            >
              <span aria-hidden="true" className="inline-block h-5 w-5 rounded-full bg-white shadow" />
            </button>
            <span id="pin-switch-label" className="text-sm font-semibold">
              {shown === 'on' ? 'PIN is on' : 'PIN is off'}
            </span>
            <Button variant="secondary" onClick={() => send('pin.change')} disabled={busy}>
              Change PIN
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
