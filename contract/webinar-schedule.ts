/**
 * The webinars (issue #63.13): what /webinar shows and what the server registers people for and
 * puts in their calendar file. Plain data, no schema, so the public page that lists them loads no
 * validation code. Times are instants (UTC); each session also names the time zone its hosts run
 * it in, which a page shows until it knows the visitor's own.
 */
export interface Webinar {
  /** Its id in a registration and in its calendar entry. */
  readonly id: string;
  readonly title: string;
  readonly audience: string;
  readonly summary: string;
  /** When it starts, as an ISO instant in UTC. */
  readonly startsAt: string;
  readonly minutes: number;
  /** The hosts' time zone (IANA): the time a page shows before it knows the visitor's. */
  readonly timeZone: string;
  /** Once it has taken place: what it covered, a line each (none until the hosts write it). */
  readonly covered?: readonly string[];
}

export const WEBINARS: readonly Webinar[] = [
  {
    id: 'guided-tour-families',
    title: 'Getting started with NeuroHealth Care: a guided tour for families',
    audience: 'Families and caregivers',
    summary:
      'A walk through the dashboard, booking a mentor, inviting family members and setting your PIN, with time for your questions.',
    startsAt: '2026-12-10T23:00:00Z',
    minutes: 45,
    timeZone: 'America/New_York',
  },
  {
    id: 'mentorship-sessions',
    title: 'Getting the most from a mentorship session',
    audience: 'Families and caregivers',
    summary:
      'Two concierge mentors talk about how to prepare, what to expect in the first session and how to use shared notes afterwards.',
    startsAt: '2027-01-14T18:00:00Z',
    minutes: 45,
    timeZone: 'America/Chicago',
  },
  {
    id: 'working-caregivers-employers',
    title: 'Supporting working caregivers: what employers can do',
    audience: 'Employers and HR teams',
    summary:
      'Practical policies and benefits that help employees who care for someone with a neurological condition, and how a NeuroHealth Care pilot works.',
    startsAt: '2027-02-11T18:00:00Z',
    minutes: 60,
    timeZone: 'America/New_York',
  },
  {
    id: 'screening-tools-explained',
    title: 'Screening tools explained: what they can and cannot tell you',
    audience: 'Families and care providers',
    summary:
      'How structured questionnaires help you notice and describe changes, why they are not a diagnosis, and how to bring the results to a clinician.',
    startsAt: '2026-11-05T23:00:00Z',
    minutes: 45,
    timeZone: 'America/New_York',
    covered: [
      'What a screening questionnaire measures, and why a high score is a reason to ask, not a diagnosis.',
      'Filling one in on a typical week rather than the best or the worst one.',
      'Taking the printed result to an appointment, with the examples behind your answers.',
    ],
  },
  {
    id: 'running-mentorship-sessions',
    title: 'Running mentorship sessions on NeuroHealth Care',
    audience: 'Care providers and mentors',
    summary: 'Setting availability, handling bookings and reschedules, writing shared notes and reading reviews.',
    startsAt: '2026-10-08T19:00:00Z',
    minutes: 60,
    timeZone: 'America/Los_Angeles',
    covered: [
      'Setting weekly availability in your own time zone, and blocking out holidays.',
      'What families see when you reschedule, and how to keep their place.',
      'Writing a shared note after a session that a family can act on.',
    ],
  },
];

export const webinarById = (id: string): Webinar | undefined => WEBINARS.find((w) => w.id === id);

/**
 * A session takes registrations until it starts, and is past from then on: read from the clock
 * (the server's when it registers someone, the page's when it lists them), never written down,
 * so a session does not stay "upcoming" once its day has gone.
 */
export const webinarStarted = (w: Pick<Webinar, 'startsAt'>, now: number): boolean => Date.parse(w.startsAt) <= now;

/**
 * When a session runs, as a person reads it in a time zone: "Thursday, February 11, 2027,
 * 1:00 – 2:00 PM EST". The page uses the visitor's zone once its script runs (the hosts' until
 * then, and without scripts); the e-mail and the server's pages use the hosts'.
 */
export function webinarWhen(w: Pick<Webinar, 'startsAt' | 'minutes'>, timeZone: string, locale = 'en-US'): string {
  const start = new Date(w.startsAt);
  const end = new Date(start.getTime() + w.minutes * 60_000);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });
  // Node's ICU writes thin and narrow no-break spaces in a range and before AM/PM where Chromium
  // writes plain ones: the prerendered page's text and the browser's render must be the same text,
  // or React refuses the hydration (error #418) and renders the page anew.
  return `${day.format(start)}, ${time.formatRange(start, end)}`.replace(/[\u2009\u202f\u00a0]/g, ' ');
}
