import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isAdministrator } from '../../../machines/domain/user';

/** Routes for everyone but administrators (SPEC §6): an administrator is sent to their own home. */
export const Route = createFileRoute('/_app/_member')({
  beforeLoad: ({ context }) => {
    if (context.user && isAdministrator(context.user)) throw redirect({ to: '/admin', replace: true });
  },
  component: Outlet,
});
