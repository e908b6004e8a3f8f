import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shell/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/mentorship/notes')({
  head: () => ({ meta: [{ title: 'Notes · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Notes" summary="Personal session notes, notes you shared and notes shared with you." />,
});
