import { createFileRoute, useParams } from '@tanstack/react-router';
import { ProviderPage } from '../../../../features/directory/ProviderPage';

export const Route = createFileRoute('/_app/_member/directory-item/$therapyProviderId')({
  head: () => ({ meta: [{ title: 'Provider · NeuroHealth Care' }] }),
  component: ProviderRoute,
});

function ProviderRoute() {
  const { therapyProviderId } = useParams({ from: '/_app/_member/directory-item/$therapyProviderId' });
  // An id that is not a whole number names no provider: the page says so without asking.
  const id = /^\d{1,9}$/.test(therapyProviderId) ? Number(therapyProviderId) : null;
  return <ProviderPage id={id} />;
}
