import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/user-profile')({
  head: () => ({ meta: [{ title: 'Your profile · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Your profile" summary="Your profile, protected by your PIN." />,
});
