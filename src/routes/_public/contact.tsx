import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { ContactPage } from '../../features/public/pages/ContactPage';

export const Route = createFileRoute('/_public/contact')({
  head: () => publicHead('/contact'),
  component: ContactPage,
});
