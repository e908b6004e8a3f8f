import { createFileRoute } from '@tanstack/react-router';
import { SharedWithMePage } from '../../../features/screening/SharedWithMePage';

export const Route = createFileRoute('/_app/_member/screening-shared')({
  head: () => ({ meta: [{ title: 'Shared screening results · NeuroHealth Care' }] }),
  component: SharedWithMePage,
});
