import { createFileRoute } from '@tanstack/react-router';
import { CaregiversPage } from '../../features/public/pages/CaregiversPage';

export const Route = createFileRoute('/_public/caregivers')({
  head: () => ({ meta: [{ title: 'For caregivers · NeuroHealth Care' }] }),
  component: CaregiversPage,
});
