import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/community/threads')({
  head: () => ({ meta: [{ title: 'Questions · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Questions" summary="Questions asked by the community." />,
});
