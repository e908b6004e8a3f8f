import { createFileRoute } from '@tanstack/react-router';
import { NoraPage } from '../../../features/nora/NoraPage';

export const Route = createFileRoute('/_app/_member/prompt')({
  head: () => ({ meta: [{ title: 'Ask Nora · NeuroHealth Care' }] }),
  component: NoraPage,
});
