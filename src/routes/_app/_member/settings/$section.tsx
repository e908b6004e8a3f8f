import { createFileRoute, redirect } from '@tanstack/react-router';
import { SETTINGS_SECTIONS } from './-sections';
import { SectionPage } from './-SectionPage';

export const Route = createFileRoute('/_app/_member/settings/$section')({
  // The Account section's one address is /settings.
  beforeLoad: ({ params }) => {
    if (params.section === 'account') throw redirect({ to: '/settings', replace: true });
  },
  head: ({ params }) => {
    const label = SETTINGS_SECTIONS.find((s) => s.id === params.section)?.label;
    return { meta: [{ title: `${label ? `${label} · ` : ''}Settings · NeuroHealth Care` }] };
  },
  component: SectionRoute,
});

function SectionRoute() {
  const { section } = Route.useParams();
  return <SectionPage id={section} />;
}
