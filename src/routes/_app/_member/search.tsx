import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shell/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/search')({
  head: () => ({ meta: [{ title: 'Search · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Search" summary="Search providers, people, communities, questions and tags." />,
});
