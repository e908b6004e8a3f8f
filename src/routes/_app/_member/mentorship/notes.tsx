import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';
import { present, searchFlag, searchInt, searchText } from '../../../../routing/search';

export const Route = createFileRoute('/_app/_member/mentorship/notes')({
  validateSearch: (raw: Record<string, unknown>) =>
    present({
      noteId: searchText(raw.noteId),
      noteType: searchText(raw.noteType),
      tab: searchInt(raw.tab),
      openAddNote: searchFlag(raw.openAddNote),
    }),
  head: () => ({ meta: [{ title: 'Notes · NeuroHealth Care' }] }),
  component: () => (
    <NotYetAvailable title="Notes" summary="Personal session notes, notes you shared and notes shared with you." />
  ),
});
