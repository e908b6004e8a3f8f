import { createFileRoute } from '@tanstack/react-router';
import { NotesPage } from '../../../../features/notes/NotesPage';
import { present, searchFlag, searchInt, searchText } from '../../../../routing/search';

export const Route = createFileRoute('/_app/_member/mentorship/notes')({
  validateSearch: (raw: Record<string, unknown>) =>
    present({
      noteId: searchText(raw.noteId),
      noteType: searchText(raw.noteType),
      tab: searchInt(raw.tab),
      openAddNote: searchFlag(raw.openAddNote),
      // With openAddNote: the new note is on this session (the MEETING_ENDED prompt's "Add a note").
      meetingId: searchText(raw.meetingId),
    }),
  head: () => ({ meta: [{ title: 'Notes · NeuroHealth Care' }] }),
  component: NotesRoute,
});

function NotesRoute() {
  const search = Route.useSearch();
  return <NotesPage {...search} />;
}
