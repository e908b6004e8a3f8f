import { lazy, Suspense, useEffect, useRef } from 'react';

// The dialog, its machine and the community service load when the control is first pressed:
// the side menu is on every signed-in page (/dashboard must not grow).
const CreateCommunityDialog = lazy(() => import('./CreateCommunityDialog'));

/**
 * The side menu's create-community dialog (shellLayout's `create community open`); each opening
 * starts afresh (a new actor). Closed, the dialog is gone, so focus goes back to the control that
 * opened it here (as src/ui/lazyWhenOpened.tsx does for dialogs that stay mounted).
 */
export function CreateCommunityHost({ open }: { open: boolean }) {
  const wasOpen = useRef(false);
  const opener = useRef<Element | null>(null);
  // Read while rendering the change, before the dialog moves focus into itself.
  if (open && !wasOpen.current) opener.current = document.activeElement;
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const frame = requestAnimationFrame(() => {
      const target = opener.current;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && target instanceof HTMLElement && target.isConnected) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return open ? (
    <Suspense fallback={null}>
      <CreateCommunityDialog />
    </Suspense>
  ) : null;
}
