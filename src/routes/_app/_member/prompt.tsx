import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/prompt')({
  head: () => ({ meta: [{ title: 'Ask Nora · NeuroHealth Care' }] }),
  component: () => (
    <NotYetAvailable title="Ask Nora" summary="Nora, the AI assistant, answers questions about care and the product." />
  ),
});
