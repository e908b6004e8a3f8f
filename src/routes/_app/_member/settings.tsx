import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/settings')({
  head: () => ({ meta: [{ title: 'Settings · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Settings" summary="Account, PIN, timezone and mentor settings." />,
});
