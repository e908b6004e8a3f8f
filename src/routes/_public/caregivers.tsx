import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { CaregiversPage } from '../../features/public/pages/CaregiversPage';

export const Route = createFileRoute('/_public/caregivers')({
  head: () => publicHead('/caregivers'),
  component: CaregiversPage,
});
