import { Link } from '@tanstack/react-router';

/** Settings' Privacy section: the two privacy choices are edited with the profile (connections' editor), so this links there. */
export function PrivacySection() {
  return (
    <section
      aria-labelledby="privacy-title"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="privacy-title" className="text-lg font-semibold">
        Privacy
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Who can message you and who can see your communities are chosen on your profile.
      </p>
      <p className="mt-3">
        <Link to="/user-profile" className="focus-ring font-medium text-brand-700 underline dark:text-teal-200">
          Edit your privacy on your profile
        </Link>
      </p>
    </section>
  );
}
