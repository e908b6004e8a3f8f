import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';
import { present, searchText } from '../../../../routing/search';

export const Route = createFileRoute('/_app/_member/mentorship/reviews')({
  // `meeting`: the session a review is for, from the prompt after MEETING_ENDED (the reviews issue builds the form).
  validateSearch: (raw: Record<string, unknown>) => present({ meeting: searchText(raw.meeting) }),
  head: () => ({ meta: [{ title: 'Reviews · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Reviews" summary="Reviews of concierge sessions." />,
});
