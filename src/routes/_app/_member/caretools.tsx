import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/caretools')({
  head: () => ({ meta: [{ title: 'Help · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Help" summary="Guides to the care tools and how to get help." />,
});
