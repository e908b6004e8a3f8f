import { createFileRoute } from '@tanstack/react-router';
import { OwnProfilePage } from '../../../features/connections/OwnProfilePage';
import { ProtectedPage } from '../../../features/pin/ProtectedPage';

export const Route = createFileRoute('/_app/_member/user-profile')({
  head: () => ({ meta: [{ title: 'Your profile · NeuroHealth Care' }] }),
  component: () => (
    <ProtectedPage title="Your profile is protected by your PIN">
      <OwnProfilePage />
    </ProtectedPage>
  ),
});
