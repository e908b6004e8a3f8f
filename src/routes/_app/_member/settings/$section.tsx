import { createFileRoute, redirect } from '@tanstack/react-router';
import { sectionLabel } from './-labels';
import { SectionPage } from './-SectionPage';

export const Route = createFileRoute('/_app/_member/settings/$section')({
  // The Account section's one address is /settings.
  beforeLoad: ({ params }) => {
    if (params.section === 'account') throw redirect({ to: '/settings', replace: true });
  },
  head: ({ params }) => {
    const label = sectionLabel(params.section);
    return { meta: [{ title: `${label ? `${label} · ` : ''}Settings · NeuroHealth Care` }] };
  },
  component: SectionRoute,
});

function SectionRoute() {
  const { section } = Route.useParams();
  return <SectionPage id={section} />;
}
