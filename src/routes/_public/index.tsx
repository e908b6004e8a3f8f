import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/public/pages/HomePage';

export const Route = createFileRoute('/_public/')({
  head: () => ({ meta: [{ title: 'NeuroHealth Care · Care coordination for neurohealth' }] }),
  component: HomePage,
});
