import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/invoice')({
  head: () => ({ meta: [{ title: 'Payment History · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Payment History" summary="Your payments and invoices." />,
});
