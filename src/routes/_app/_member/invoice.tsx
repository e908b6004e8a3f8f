import { createFileRoute } from '@tanstack/react-router';
import { PaymentHistoryPage } from '../../../features/invoices/PaymentHistoryPage';

export const Route = createFileRoute('/_app/_member/invoice')({
  head: () => ({ meta: [{ title: 'Payment History · NeuroHealth Care' }] }),
  component: PaymentHistoryPage,
});
