import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FeedPage } from '../../../../features/community/FeedPage';
import { orderSearch } from '../../../../features/community/format';
import { orderFromSearch } from '../../../../features/community/urlOrder';
import { present, searchFlag, searchText } from '../../../../routing/search';

export const Route = createFileRoute('/_app/_member/community/')({
  validateSearch: (raw: Record<string, unknown>) =>
    present({ isAdmin: searchFlag(raw.isAdmin), sort: searchText(raw.sort), t: searchText(raw.t) }),
  head: () => ({ meta: [{ title: 'Community feed · NeuroHealth Care' }] }),
  component: FeedRoute,
});

function FeedRoute() {
  const { sort, t, isAdmin } = Route.useSearch();
  const navigate = useNavigate();
  const order = useMemo(() => orderFromSearch(sort, t), [sort, t]);
  return (
    <FeedPage
      kind="posts"
      order={order}
      // Replace: the order is the page's state, so Back leaves the page rather than undoing a sort.
      onOrder={(next) => void navigate({ to: '/community', search: present({ isAdmin, ...orderSearch(next) }), replace: true })}
    />
  );
}
