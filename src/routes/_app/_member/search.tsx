import { createFileRoute } from '@tanstack/react-router';
import { asFilter } from '../../../../machines/domain/searchFilters';
import { SearchPage } from '../../../features/search/SearchPage';
import { present, searchInt, searchText } from '../../../routing/search';

export const Route = createFileRoute('/_app/_member/search')({
  validateSearch: (raw: Record<string, unknown>) =>
    present({ q: searchText(raw.q), selectedFilter: searchInt(raw.selectedFilter) }),
  head: () => ({ meta: [{ title: 'Search · NeuroHealth Care' }] }),
  component: SearchRoute,
});

function SearchRoute() {
  const { q, selectedFilter } = Route.useSearch();
  // No selectedFilter (Enter, voice search): the page picks one with results (issue #28.2).
  return <SearchPage query={q ?? ''} filter={selectedFilter === undefined ? null : asFilter(selectedFilter)} />;
}
