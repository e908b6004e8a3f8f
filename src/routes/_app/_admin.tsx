import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isAdministrator } from '../../../machines/domain/user';

/** Administrator routes (SPEC §6): anyone else is sent to their dashboard. */
export const Route = createFileRoute('/_app/_admin')({
  beforeLoad: ({ context }) => {
    if (context.user && !isAdministrator(context.user)) throw redirect({ to: '/dashboard', replace: true });
  },
  component: Outlet,
});
