import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/directory-item/$therapyProviderId')({
  head: () => ({ meta: [{ title: 'Provider · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Provider" summary="A care provider’s details." />,
});
