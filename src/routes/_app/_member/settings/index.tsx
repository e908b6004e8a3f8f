import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from './-SectionPage';

/** /settings is the Account section (the profile menu's Settings lands here). */
export const Route = createFileRoute('/_app/_member/settings/')({
  head: () => ({ meta: [{ title: 'Account · Settings · NeuroHealth Care' }] }),
  component: () => <SectionPage id="account" />,
});
