import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../../../features/help/HelpPage';

export const Route = createFileRoute('/_app/_member/caretools')({
  head: () => ({ meta: [{ title: 'Help · NeuroHealth Care' }] }),
  component: HelpPage,
});
