import { createFileRoute } from '@tanstack/react-router';
import { PinGuard } from '../../../features/pin/PinGate';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/user-profile')({
  head: () => ({ meta: [{ title: 'Your profile · NeuroHealth Care' }] }),
  component: () => (
    <PinGuard title="Your profile is protected by your PIN">
      <NotYetAvailable title="Your profile" summary="Your profile, protected by your PIN." />
    </PinGuard>
  ),
});
