import type { Refusal } from '../domain/refusal';

/** What the booking flows exchange with the user-manager service (SPEC §7 mentor-booking). */

export interface Slot {
  /** ISO instants. */
  start: string;
  end: string;
}

export interface Person {
  user_id: number;
  user_name: string;
  display_name: string;
  profile_picture: string | null;
  timezone: string | null;
}

export type BookingStatus = 'scheduled' | 'rescheduled' | 'cancelled' | 'completed' | 'no-show';

export interface Booking {
  id: number;
  status: BookingStatus;
  start: string;
  end: string;
  /** Which side the viewer is on. */
  role: 'booker' | 'concierge';
  meeting_id: string;
  meeting_url: string;
  /** A no-show (issue #61): who never came into the call. */
  missing: 'booker' | 'concierge' | 'both' | null;
  reason: string | null;
  rescheduled_from: number | null;
  rescheduled_to: number | null;
  concierge: Person;
  booker: Person;
  /** The viewer's own note on this session, if they wrote one (issue #63.7). */
  note?: { id: number; is_shared: boolean } | null;
}

/** Who is being booked: enough to load their slots and name them. */
export interface ConciergeSummary {
  user_id: number;
  display_name: string;
  timezone: string;
}

/** One refusal rule for every feature (machines/domain/refusal.ts); re-exported for the booking flows. */
export { refusalOf, UNAVAILABLE, type Refusal } from '../domain/refusal';

/** What a booking call rejects with: the machines read `refusal`. */
export class BookingRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'BookingRefused';
  }
}

/** A concierge as the search lists them (SPEC §7 concierge search). */
export interface ConciergeCard extends ConciergeSummary {
  user_name: string;
  user_type: number;
  profile_picture: string | null;
  bio: string | null;
  languages: string[];
  services: string[];
  years_experience: number;
  gender: string | null;
  /** The average of the concierge's reviews (one place, 0 with none) and how many (server/reviews). */
  rating: number;
  review_count: number;
  badges: string[];
  location: string | null;
  session_minutes: number;
  next_slot: Slot | null;
}

/** SPEC §3's mentor search filter, as the page keeps it (and the URL). */
export interface ConciergeFilter {
  search_text: string;
  languages: string[];
  services: string[];
  min_experience: number | null;
  max_experience: number | null;
  location: string;
  genders: string[];
  rating: number | null;
  availability: 'ANY' | 'RANGE';
  start_date: string | null;
  end_date: string | null;
  page: number;
}

/** Concierges per page in Book a Session (the service asks for this many; the pager counts by it). */
export const CONCIERGE_PAGE_SIZE = 10;

export const NO_FILTER: ConciergeFilter = {
  search_text: '',
  languages: [],
  services: [],
  min_experience: null,
  max_experience: null,
  location: '',
  genders: [],
  rating: null,
  availability: 'ANY',
  start_date: null,
  end_date: null,
  page: 0,
};

export interface ConciergePage {
  items: ConciergeCard[];
  total: number;
}

/** A concierge's hours as the availability page edits them (times "HH:MM" in their zone). */
export interface WeeklyHours {
  id: number;
  weekday: number;
  start: string;
  end: string;
}
export interface DatedHours {
  id: number;
  date: string;
  off: boolean;
  start: string | null;
  end: string | null;
}
export interface Availability {
  timezone: string;
  offset: string;
  session_minutes: number;
  buffer_minutes: number;
  notice_minutes: number;
  is_mentor: boolean;
  weekly: WeeklyHours[];
  overrides: DatedHours[];
}

/** A scheduled booking for tests and fakes: `start` and the ids vary, the rest is typical. */
export function sampleBooking(id: number, start: string, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    status: 'scheduled',
    start,
    end: new Date(Date.parse(start) + 3_600_000).toISOString(),
    role: 'booker',
    meeting_id: `0b7c9f2e-5d1a-4c3b-9e8f-1a2b3c4d5e${String(id).padStart(2, '0').slice(-2)}`,
    meeting_url: `http://localhost/mentorship/call/0b7c9f2e-5d1a-4c3b-9e8f-1a2b3c4d5e${String(id).padStart(2, '0').slice(-2)}`,
    missing: null,
    reason: null,
    rescheduled_from: null,
    rescheduled_to: null,
    concierge: {
      user_id: 7,
      user_name: 'coordinator',
      display_name: 'Jordan Lee',
      profile_picture: null,
      timezone: 'America/New_York',
    },
    booker: { user_id: 1, user_name: 'caregiver', display_name: 'caregiver', profile_picture: null, timezone: 'UTC' },
    ...overrides,
  };
}
