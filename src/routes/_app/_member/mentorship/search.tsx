import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { displayName } from '../../../../../machines/domain/user';
import { useSession } from '../../../../features/auth/useSession';
import { ConciergeSearchPage } from '../../../../features/booking/ConciergeSearchPage';
import { guardMentorshipPage } from '../../../../features/booking/mentorshipAccess';
import { present, searchInt, searchText } from '../../../../routing/search';

export const Route = createFileRoute('/_app/_member/mentorship/search')({
  validateSearch: (raw: Record<string, unknown>) =>
    present({
      q: searchText(raw.q),
      lang: searchText(raw.lang),
      svc: searchText(raw.svc),
      gender: searchText(raw.gender),
      loc: searchText(raw.loc),
      minExp: searchInt(raw.minExp),
      maxExp: searchInt(raw.maxExp),
      rating: typeof raw.rating === 'number' || typeof raw.rating === 'string' ? Number(raw.rating) || undefined : undefined,
      from: searchText(raw.from),
      to: searchText(raw.to),
      page: searchInt(raw.page),
    }),
  // SPEC §6: not for care providers and coordinators (they offer sessions); they are sent to /mentorship, told why.
  beforeLoad: guardMentorshipPage('search'),
  head: () => ({ meta: [{ title: 'Book a Session · NeuroHealth Care' }] }),
  component: SearchRoute,
});

function SearchRoute() {
  const params = Route.useSearch();
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <ConciergeSearchPage
      params={params}
      viewerName={user ? displayName(user) : ''}
      onParams={(next) => void navigate({ to: '/mentorship/search', search: next })}
    />
  );
}
