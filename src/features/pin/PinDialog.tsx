import { useState, type ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { PIN_LENGTH } from '../../../machines/domain/pinBoxes';
import type { PinDialog as PinDialogKind } from '../../../machines/pin/pinGate.machine';
import type { PinSetupActorRef } from '../../../machines/pin/pinSetup.machine';
import type { PinPurpose, PinVerifyActorRef } from '../../../machines/pin/pinVerify.machine';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { PinBoxes } from './PinBoxes';

/** SPEC §5, exact text. */
export const MISMATCH_TEXT = 'PINs do not match';
export const DIGITS_ONLY_TEXT = 'Use digits only (0–9).';

const TEXT = 'text-sm text-slate-700 dark:text-slate-300';
const ALERT = 'text-sm font-semibold text-red-700 dark:text-red-300';
const LINK = 'focus-ring rounded text-sm font-semibold text-brand-700 underline dark:text-teal-200';

/** "14:05": minutes and seconds left. */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.max(0, seconds) % 60).padStart(2, '0')}`;

function Frame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50" data-testid="pin-dialog">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-[var(--radius)] bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <div className="mt-3 space-y-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** Always in the page, so a screen reader hears what changes (a refused letter, a mismatch, a failure). */
function Messages({ id, messages }: { id: string; messages: Array<string | null | false> }) {
  const shown = messages.filter(Boolean) as string[];
  return (
    <div id={id} role="status" aria-live="polite" className="space-y-1">
      {shown.map((m) => (
        <p key={m} className={ALERT}>
          {m}
        </p>
      ))}
    </div>
  );
}

/** Enter in any field submits; the machine decides whether it can. */
function SubmitForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="space-y-4"
    >
      {children}
    </form>
  );
}

function ShowPin({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <Button variant="ghost" aria-pressed={visible} onClick={onToggle} className="px-2">
      {visible ? 'Hide PIN' : 'Show PIN'}
    </Button>
  );
}

/** The success animation shipped with the app; if it cannot load, a static check mark. */
function SuccessMark() {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <span
      data-testid="pin-success-static"
      className="mx-auto grid h-10 w-10 place-items-center rounded-full bg-teal-100 text-brand-700"
    >
      <Icon name="check" className="h-6 w-6" />
    </span>
  ) : (
    <img src="/animations/pin-success.svg" alt="" width={96} height={96} className="mx-auto" onError={() => setFailed(true)} />
  );
}

/** Setting up a PIN (or a new one after the e-mailed code): intro, twelve boxes, success. */
export function SetupFlow({ flow, title = 'Set up your PIN' }: { flow: PinSetupActorRef; title?: string }) {
  const s = useSelector(flow, (snapshot) => snapshot);
  const send = flow.send;
  if (s.hasTag('intro')) {
    return (
      <Frame title="Protect your profile and messages" onClose={() => send({ type: 'pin.later' })}>
        <Description className={TEXT}>
          Set up a {PIN_LENGTH}-digit PIN. We will ask for it before your profile and your messages open.
        </Description>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => send({ type: 'pin.skip' })}>
            Skip for now
          </Button>
          <Button onClick={() => send({ type: 'pin.start' })}>Set Up PIN</Button>
        </div>
      </Frame>
    );
  }
  if (s.hasTag('success')) {
    return (
      <Frame title="Your PIN is set" onClose={() => send({ type: 'pin.close' })}>
        <SuccessMark />
        <Description className={TEXT}>From now on we will ask for it before your profile and messages open.</Description>
        <div className="flex justify-end">
          <Button onClick={() => send({ type: 'pin.close' })}>Done</Button>
        </div>
      </Frame>
    );
  }
  const saving = s.hasTag('saving');
  return (
    <Frame title={title} onClose={() => !saving && send({ type: 'pin.later' })}>
      <SubmitForm onSubmit={() => send({ type: 'pin.submit' })}>
        <Description className={TEXT}>{PIN_LENGTH} digits, typed twice.</Description>
        <PinBoxes
          boxes={s.context.pinBoxes}
          focus={s.context.focus}
          visible={s.context.visible}
          disabled={saving}
          describedBy="pin-setup-messages"
          rows={[
            { label: `Enter a ${PIN_LENGTH}-digit PIN`, start: 0 },
            { label: 'Confirm your PIN', start: PIN_LENGTH },
          ]}
          send={send}
        />
        <Messages
          id="pin-setup-messages"
          messages={[s.context.refused && DIGITS_ONLY_TEXT, s.hasTag('mismatch') && MISMATCH_TEXT, s.context.failure]}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ShowPin visible={s.context.visible} onToggle={() => send({ type: 'pin.toggleVisible' })} />
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => send({ type: 'pin.later' })} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={!s.hasTag('can submit')}>
              {saving ? 'Saving…' : 'Save PIN'}
            </Button>
          </div>
        </div>
      </SubmitForm>
    </Frame>
  );
}

const VERIFY: Record<PinPurpose, { title: string; action: string }> = {
  unlock: { title: 'Enter your PIN', action: 'Unlock' },
  'turn off': { title: 'Turn off your PIN', action: 'Turn off' },
  'turn on': { title: 'Turn on your PIN', action: 'Turn on' },
  change: { title: 'Change your PIN', action: 'Continue' },
};

/** Asking for the PIN (a protected page, a toggle) and Forgot PIN: the code, then the new PIN. */
export function VerifyFlow({ flow }: { flow: PinVerifyActorRef }) {
  const s = useSelector(flow, (snapshot) => snapshot);
  const send = flow.send;
  const cancel = () => send({ type: 'pin.cancel' });
  const { title, action } = VERIFY[s.context.purpose];
  const newPin = s.children.newPin as PinSetupActorRef | undefined;
  // The new PIN after the code: the setup flow's boxes. Its Cancel or Escape ends the whole reset
  // (the setup flow ends unsaved, and this flow with it).
  if (s.hasTag('new pin') && newPin) return <SetupFlow flow={newPin} title="Choose a new PIN" />;

  if (s.hasTag('locked')) {
    return (
      <Frame title={title} onClose={cancel}>
        <p role="alert" className={ALERT}>
          Too many wrong tries. You can try again in {Math.ceil(s.context.lockSeconds / 60)} minutes, or reset your PIN.
        </p>
        <p className={TEXT} aria-live="off">
          Try again in <span data-testid="pin-lock-countdown">{clockText(s.context.lockSeconds)}</span>
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={() => send({ type: 'pin.forgot' })}>Forgot PIN</Button>
        </div>
      </Frame>
    );
  }

  if (s.hasTag('entering') || s.hasTag('checking')) {
    const checking = s.hasTag('checking');
    return (
      <Frame title={title} onClose={cancel}>
        <SubmitForm onSubmit={() => send({ type: 'pin.submit' })}>
          <Description className={TEXT}>
            {s.context.purpose === 'unlock'
              ? 'Your profile and messages are protected by your PIN.'
              : 'Your current PIN confirms it is you.'}
          </Description>
          <PinBoxes
            boxes={s.context.pinBoxes}
            focus={s.context.focus}
            visible={s.context.visible}
            disabled={checking}
            describedBy="pin-verify-messages"
            rows={[{ label: 'Your PIN', start: 0 }]}
            send={send}
          />
          <Messages id="pin-verify-messages" messages={[s.context.refused && DIGITS_ONLY_TEXT, s.context.failure]} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <ShowPin visible={s.context.visible} onToggle={() => send({ type: 'pin.toggleVisible' })} />
              <button type="button" className={LINK} onClick={() => send({ type: 'pin.forgot' })} disabled={checking}>
                Forgot PIN?
              </button>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={cancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={!s.hasTag('can submit')}>
                {checking ? 'Checking…' : action}
              </Button>
            </div>
          </div>
        </SubmitForm>
      </Frame>
    );
  }

  // Forgot PIN (and Change PIN): the e-mailed code.
  const sending = s.hasTag('sending code');
  const waiting = s.hasTag('resend waiting');
  return (
    <Frame title={s.context.purpose === 'change' ? title : 'Reset your PIN'} onClose={cancel}>
      {s.hasTag('send failed') ? (
        <>
          <p role="alert" className={ALERT}>
            {s.context.failure}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
            <Button onClick={() => send({ type: 'pin.resend' })}>Try again</Button>
          </div>
        </>
      ) : !s.matches({ forgot: 'code' }) ? (
        <p role="status" className={TEXT}>
          Sending a code to your e-mail…
        </p>
      ) : (
        <SubmitForm onSubmit={() => send({ type: 'pin.submit' })}>
          <Description className={TEXT}>
            We sent a {PIN_LENGTH}-digit code to {s.context.sentTo ?? 'your e-mail'}. It works once, for 10 minutes.
          </Description>
          <div>
            <label htmlFor="pin-otp" className="mb-1 block text-sm font-semibold">
              Code from the e-mail
            </label>
            <input
              id="pin-otp"
              name="otp"
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-describedby="pin-code-messages"
              value={s.context.otp}
              onChange={(e) => send({ type: 'pin.code', value: e.currentTarget.value })}
              disabled={s.hasTag('checking code')}
              className="focus-ring w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 text-lg tracking-wide text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50"
            />
          </div>
          <Messages id="pin-code-messages" messages={[s.context.failure]} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button variant="ghost" onClick={() => send({ type: 'pin.resend' })} disabled={!s.hasTag('can resend')}>
              {sending ? 'Sending…' : waiting ? `Resend in ${clockText(s.context.resendSeconds)}` : 'Resend code'}
            </Button>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={cancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={s.context.otp.length !== PIN_LENGTH || s.hasTag('checking code')}>
                {s.hasTag('checking code') ? 'Checking…' : 'Continue'}
              </Button>
            </div>
          </div>
        </SubmitForm>
      )}
    </Frame>
  );
}

/** The open PIN dialog, whichever flow the gate opened (loaded with the first one). */
export default function PinDialog({
  dialog,
  flow,
}: {
  open: boolean;
  dialog: PinDialogKind | null;
  flow: PinSetupActorRef | PinVerifyActorRef | undefined;
}) {
  if (!dialog || !flow) return null;
  return dialog.flow === 'setup' ? (
    <SetupFlow flow={flow as PinSetupActorRef} />
  ) : (
    <VerifyFlow flow={flow as PinVerifyActorRef} />
  );
}
