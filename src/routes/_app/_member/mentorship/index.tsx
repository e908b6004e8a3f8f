import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';
import { present, searchInt } from '../../../../routing/search';

export const Route = createFileRoute('/_app/_member/mentorship/')({
  validateSearch: (raw: Record<string, unknown>) => present({ tab: searchInt(raw.tab), sid: searchInt(raw.sid) }),
  head: () => ({ meta: [{ title: 'Concierge · NeuroHealth Care' }] }),
  component: () => (
    <NotYetAvailable title="Concierge" summary="Book sessions with concierge mentors, keep session notes and leave reviews." />
  ),
});
