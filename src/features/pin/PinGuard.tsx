import { useEffect, useRef, type ReactNode } from 'react';
// Its own small module: the guard does not load the gate's chart (the session has it).
import { protectedContentHidden } from '../../../machines/pin/protectedContent';
import { useSystemActor, useSystemSelector, useSystemTag } from '../../system/context';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { PAGE_COLUMN } from '../../ui/layout';

/**
 * SPEC §1: the profile and messages open only after the PIN, when one is on. While the
 * gate is locked this asks for the PIN (once each time it locks: after Cancel it waits
 * for the button) and renders none of the page; the URL stays, so the page shows as soon
 * as the PIN is given.
 */
export default function PinGuard({ title, children }: { title: string; children: ReactNode }) {
  const gate = useSystemActor('pinGate');
  // Absent (the session's code still loading) counts as hidden: nothing shows before the gate decides.
  const hidden = useSystemSelector('pinGate', protectedContentHidden, true);
  const locked = useSystemTag('pinGate', 'locked');
  const unlocked = useSystemTag('pinGate', 'unlocked');
  const asked = useRef(false);
  useEffect(() => {
    if (unlocked) asked.current = false;
    if (locked && !asked.current && gate) {
      asked.current = true;
      gate.send({ type: 'pin.unlock' });
    }
  }, [locked, unlocked, gate]);
  if (!hidden) return <>{children}</>;
  return (
    <section aria-labelledby="pin-guard-title" className={`${PAGE_COLUMN} py-10 text-center`} data-testid="pin-guard">
      <span className="mx-auto mb-2 grid h-10 w-10 place-items-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-teal-200">
        <Icon name="shield" className="h-6 w-6" />
      </span>
      <h1 id="pin-guard-title" className="text-xl font-semibold">
        {title}
      </h1>
      {locked ? (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">Enter your PIN to open it.</p>
          <Button className="mt-4" onClick={() => gate?.send({ type: 'pin.unlock' })}>
            Enter PIN
          </Button>
        </>
      ) : (
        <p role="status" className="mt-2 text-slate-700 dark:text-slate-300">
          Checking your PIN…
        </p>
      )}
    </section>
  );
}
