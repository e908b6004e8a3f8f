import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DirectoryPage } from '../../../features/directory/DirectoryPage';
import { filtersFromSearch, searchFromFilters } from '../../../features/directory/urlFilters';

/* /providers (issue #34): the filters live in the URL under the wire's names. */
export const Route = createFileRoute('/_app/_member/providers')({
  // Read in the page's own chunk (urlFilters.ts), which keeps what it knows and drops the rest:
  // the route tree, which every page loads, only passes the query on.
  validateSearch: (raw: Record<string, unknown>) => raw,
  head: () => ({ meta: [{ title: 'Providers · NeuroHealth Care' }] }),
  component: ProvidersRoute,
});

function ProvidersRoute() {
  // By the route's id, not Route.useSearch(): the page's chunk then does not import this module
  // back, which would keep it apart in the route tree every page loads.
  const search = useSearch({ from: '/_app/_member/providers' });
  const navigate = useNavigate();
  const key = JSON.stringify(search);
  const filters = useMemo(() => filtersFromSearch(JSON.parse(key) as Record<string, unknown>), [key]);
  return (
    <DirectoryPage
      filters={filters}
      // Replace: the filters are the page's state, so Back leaves the page rather than undoing a filter.
      onFilters={(next) => void navigate({ to: '/providers', search: searchFromFilters(next), replace: true })}
    />
  );
}
