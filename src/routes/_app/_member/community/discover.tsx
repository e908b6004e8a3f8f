import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/community/discover')({
  head: () => ({ meta: [{ title: 'Discover · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Discover" summary="Find communities to join." />,
});
