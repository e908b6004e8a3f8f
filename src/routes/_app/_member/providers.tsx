import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DirectoryPage } from '../../../features/directory/DirectoryPage';
import { filtersFromSearch, searchFromFilters } from '../../../features/directory/urlFilters';
import { present, searchText } from '../../../routing/search';

/*
 * /providers (issue #34): the filters live in the URL under the wire's names. The route keeps
 * them as text (cheap, in the route tree every page loads); the page's own chunk reads them.
 */
export const Route = createFileRoute('/_app/_member/providers')({
  validateSearch: (raw: Record<string, unknown>) =>
    present({
      therapist_name: searchText(raw.therapist_name),
      services: searchText(raw.services),
      ages: searchText(raw.ages),
      languages: searchText(raw.languages),
      insurance: searchText(raw.insurance),
      mode: searchText(raw.mode),
      zip_code: searchText(raw.zip_code),
      radius_miles: searchText(raw.radius_miles),
      sort: searchText(raw.sort),
    }),
  head: () => ({ meta: [{ title: 'Providers · NeuroHealth Care' }] }),
  component: ProvidersRoute,
});

function ProvidersRoute() {
  const search = Route.useSearch();
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
