import { createFileRoute } from '@tanstack/react-router';
import { ProtectedPage } from '../../../features/pin/ProtectedPage';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/user-profile')({
  head: () => ({ meta: [{ title: 'Your profile · NeuroHealth Care' }] }),
  component: () => (
    <ProtectedPage title="Your profile is protected by your PIN">
      <NotYetAvailable title="Your profile" summary="Your profile, protected by your PIN." />
    </ProtectedPage>
  ),
});
