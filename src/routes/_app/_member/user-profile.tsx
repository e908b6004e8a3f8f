import { createFileRoute } from '@tanstack/react-router';
import { OwnProfilePage } from '../../../features/connections/OwnProfilePage';
import { preloadPinGuard, ProtectedPage } from '../../../features/pin/ProtectedPage';

export const Route = createFileRoute('/_app/_member/user-profile')({
  head: () => ({ meta: [{ title: 'Your profile · NeuroHealth Care' }] }),
  // The PIN guard's code, fetched while the PIN's status is read (issue #38).
  loader: () => preloadPinGuard(),
  component: () => (
    <ProtectedPage title="Your profile is protected by your PIN">
      <OwnProfilePage />
    </ProtectedPage>
  ),
});
