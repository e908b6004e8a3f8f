import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { Button } from '../../ui/Button';
import { IDLE_WARNING_TEXT } from './idleWarningText';

/**
 * The idle sign-out's warning (issue #62): an alert dialog, focus on "Stay signed in", which
 * Enter or Space answers; Escape (or a click beside it) answers it the same way, since closing
 * a warning is staying. Unanswered for a minute, the session ends and the page says why.
 */
export default function IdleWarningDialog({ open, onStay }: { open: boolean; onStay: () => void }) {
  return (
    <Dialog open={open} onClose={onStay} role="alertdialog" className="fixed inset-0 z-[60]">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className="w-full max-w-md rounded-[var(--radius)] bg-white p-6 shadow-xl dark:bg-slate-900">
            <DialogTitle className="text-lg font-semibold">Are you still there?</DialogTitle>
            <Description className="mt-3 text-slate-700 dark:text-slate-300">{IDLE_WARNING_TEXT}</Description>
            <div className="mt-5 flex justify-end">
              <Button onClick={onStay} data-autofocus>
                Stay signed in
              </Button>
            </div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
