import { createFileRoute } from '@tanstack/react-router';
import { QuestionsPage } from '../../../features/admin/QuestionsPage';

export const Route = createFileRoute('/_app/_admin/admin-questions')({
  head: () => ({ meta: [{ title: 'Questions · NeuroHealth Care' }] }),
  component: QuestionsPage,
});
