/**
 * Settings' sections' names by the URL's last part, in the navigation's order. Apart from
 * -sections.tsx (which names each section from here) so that the page title (the `$section`
 * route's head, which ships with the main bundle) does not carry every section's lazy import
 * to every page (issue #38).
 */
export const SECTION_LABELS = {
  account: 'Account',
  'time-zone': 'Time zone',
  notifications: 'Notifications',
  display: 'Display',
  privacy: 'Privacy',
  pin: 'PIN',
  blocked: 'Blocked people',
  'mentor-status': 'Mentor status',
  'become-concierge': 'Become a concierge',
  sessions: 'Sessions',
  'your-data': 'Your data',
  'delete-account': 'Delete account',
} as const;

export type SectionId = keyof typeof SECTION_LABELS;

/** A section's name, or undefined for an address that is none. */
export const sectionLabel = (id: string): string | undefined =>
  Object.hasOwn(SECTION_LABELS, id) ? SECTION_LABELS[id as SectionId] : undefined;
