import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSession } from '../../../features/auth/useSession';
import { SettingsFrame } from '../../../features/settings/SettingsFrame';
import { sectionsFor } from './settings/-sections';

/** Settings' frame: the navigation stays mounted while a section changes, so focus stays on the link just used. */
export const Route = createFileRoute('/_app/_member/settings')({
  component: SettingsLayout,
});

function SettingsLayout() {
  const { user } = useSession();
  return (
    <SettingsFrame sections={sectionsFor(user).map(({ id, label }) => ({ id, label }))}>
      <Outlet />
    </SettingsFrame>
  );
}
