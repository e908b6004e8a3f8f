import { createFileRoute } from '@tanstack/react-router';
import { runsSessions } from '../../../../../machines/domain/user';
import { useSession } from '../../../../features/auth/useSession';
import { ReviewsPage } from '../../../../features/reviews/ReviewsPage';
import { present, searchText } from '../../../../routing/search';

export const Route = createFileRoute('/_app/_member/mentorship/reviews')({
  // `meeting`: the session a review is for, from the prompt after MEETING_ENDED.
  validateSearch: (raw: Record<string, unknown>) => present({ meeting: searchText(raw.meeting) }),
  head: () => ({ meta: [{ title: 'Reviews · NeuroHealth Care' }] }),
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const { user } = useSession();
  const { meeting } = Route.useSearch();
  if (!user) return null;
  // SPEC §6: providers and coordinators are reviewed; everyone else reviews.
  return <ReviewsPage side={runsSessions(user) ? 'concierge' : 'seeker'} {...(meeting ? { meeting } : {})} />;
}
