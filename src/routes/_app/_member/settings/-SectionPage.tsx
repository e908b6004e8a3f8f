import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../../../features/auth/useSession';
import { sectionsFor } from './-sections';

/** One section by its id: its lazily loaded view, or a way back when this person has no such section. */
export function SectionPage({ id }: { id: string }) {
  const { user } = useSession();
  const section = sectionsFor(user).find((s) => s.id === id);
  if (!user || !section)
    return (
      <p className="text-sm">
        There is no such section of your settings.{' '}
        <Link to="/settings" className="focus-ring font-medium underline">
          Back to Settings
        </Link>
      </p>
    );
  return (
    <Suspense fallback={<p className="text-sm">Loading {section.label}…</p>}>
      <section.View user={user} />
    </Suspense>
  );
}
