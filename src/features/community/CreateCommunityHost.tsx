import { lazy, Suspense } from 'react';

// The dialog, its machine and the community service load when the control is first pressed:
// the side menu is on every signed-in page (/dashboard must not grow).
const CreateCommunityDialog = lazy(() => import('./CreateCommunityDialog'));

/** The side menu's create-community dialog (shellLayout's `create community open`); each opening starts afresh. */
export function CreateCommunityHost({ open }: { open: boolean }) {
  return open ? (
    <Suspense fallback={null}>
      <CreateCommunityDialog />
    </Suspense>
  ) : null;
}
