import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/providers')({
  head: () => ({ meta: [{ title: 'Providers · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Providers" summary="The directory of care providers." />,
});
