import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';
import { present, searchInt, searchText } from '../../../routing/search';

export const Route = createFileRoute('/_app/_member/search')({
  validateSearch: (raw: Record<string, unknown>) =>
    present({ q: searchText(raw.q), selectedFilter: searchInt(raw.selectedFilter) }),
  head: () => ({ meta: [{ title: 'Search · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Search" summary="Search providers, people, communities, questions and tags." />,
});
