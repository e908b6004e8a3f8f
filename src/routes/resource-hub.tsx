import { createFileRoute, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { waitFor } from 'xstate';
import { getSystemActor } from '../../machines/system';
import { PublicLayout } from '../features/public/PublicLayout';
import { RouterSiteLinks } from '../features/public/RouterSiteLinks';
import { useSession } from '../features/auth/useSession';

const SignedInFrame = lazy(() => import('./-signedInFrame'));

/**
 * /resource-hub is one address for two readers (SPEC §2 lists it both as a public page and in the
 * signed-in side menu): a visitor gets the public guides in the public frame; a signed-in person
 * gets the hub inside the shell (issue #34), so the side menu's link no longer leaves the app.
 * It sits outside `_public` and `_app` because a path belongs to one route; the guard waits for
 * the auth actor to settle, as `_app`'s does, but does not start a sign-in for the list.
 */
export const Route = createFileRoute('/resource-hub')({
  beforeLoad: async ({ context }) => {
    const auth = getSystemActor(context.system.root.system, 'auth')!;
    const settled = await waitFor(
      auth,
      (s) => s.hasTag('ready') || s.hasTag('signed out') || s.hasTag('error') || s.matches('signingIn'),
    );
    return { user: settled.hasTag('signed out') ? null : settled.context.user };
  },
  component: ResourceHubFrame,
});

function ResourceHubFrame() {
  const { status } = useSession();
  if (status !== 'signedIn')
    return (
      <RouterSiteLinks>
        <PublicLayout>
          <Outlet />
        </PublicLayout>
      </RouterSiteLinks>
    );
  return (
    <Suspense fallback={null}>
      <SignedInFrame>
        <Outlet />
      </SignedInFrame>
    </Suspense>
  );
}
