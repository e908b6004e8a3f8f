import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FeedPage } from '../../../../features/community/FeedPage';
import { orderSearch } from '../../../../features/community/format';
import { orderFromSearch } from '../../../../features/community/urlOrder';
import { present, searchText } from '../../../../routing/search';

export const Route = createFileRoute('/_app/_member/community/threads')({
  validateSearch: (raw: Record<string, unknown>) => present({ sort: searchText(raw.sort), t: searchText(raw.t) }),
  head: () => ({ meta: [{ title: 'Questions · NeuroHealth Care' }] }),
  component: ThreadsRoute,
});

function ThreadsRoute() {
  const { sort, t } = Route.useSearch();
  const navigate = useNavigate();
  const order = useMemo(() => orderFromSearch(sort, t), [sort, t]);
  return (
    <FeedPage
      kind="questions"
      order={order}
      onOrder={(next) => void navigate({ to: '/community/threads', search: orderSearch(next), replace: true })}
    />
  );
}
