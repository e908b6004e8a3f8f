import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../features/public/PublicLayout';
import { RouterSiteLinks } from '../features/public/RouterSiteLinks';

export const Route = createFileRoute('/_public')({
  component: PublicLayoutRoute,
});

function PublicLayoutRoute() {
  return (
    <RouterSiteLinks>
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    </RouterSiteLinks>
  );
}
