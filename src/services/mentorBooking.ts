import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import {
  BookingRefused,
  CONCIERGE_PAGE_SIZE,
  UNAVAILABLE,
  type Availability,
  type Booking,
  type ConciergeFilter,
  type ConciergePage,
  type Slot,
} from '../../machines/booking/booking.types';
import { answeredCall } from './refusal';

/*
 * Concierge sessions (SPEC §7): the user manager's mentor-booking, mentors and zoom calls and
 * the search engine's concierge search. They load with the mentorship pages (as the PIN
 * dialogs' calls do), so the dashboard does not carry them.
 */

const SERVICE = 'userManager';
const UM = 'api/user-manager/v1';

const text = z._default(z.nullable(z.string()), null);
const slotSchema = z.object({ start: z.string(), end: z.string() });
const personSchema = z.object({
  user_id: z.int(),
  user_name: z.string(),
  display_name: z.string(),
  profile_picture: text,
  timezone: text,
});
const bookingSchema = z.object({
  id: z.int(),
  status: z.enum(['scheduled', 'rescheduled', 'cancelled', 'completed']),
  start: z.string(),
  end: z.string(),
  role: z.enum(['booker', 'concierge']),
  meeting_id: z.string(),
  meeting_url: z.string(),
  reason: text,
  rescheduled_from: z._default(z.nullable(z.int()), null),
  rescheduled_to: z._default(z.nullable(z.int()), null),
  concierge: personSchema,
  booker: personSchema,
});
const conciergeSchema = z.object({
  user_id: z.int(),
  user_name: z.string(),
  user_type: z.int(),
  display_name: z.string(),
  profile_picture: text,
  bio: text,
  timezone: z.string(),
  languages: z.array(z.string()),
  services: z.array(z.string()),
  years_experience: z.int(),
  gender: text,
  rating: z.number(),
  review_count: z._default(z.int(), 0),
  badges: z.array(z.string()),
  location: text,
  session_minutes: z.int(),
  next_slot: z._default(z.nullable(slotSchema), null),
});
const availabilitySchema = z.object({
  timezone: z.string(),
  offset: z.string(),
  session_minutes: z.int(),
  buffer_minutes: z.int(),
  notice_minutes: z.int(),
  is_mentor: z.boolean(),
  weekly: z.array(z.object({ id: z.int(), weekday: z.int(), start: z.string(), end: z.string() })),
  overrides: z.array(z.object({ id: z.int(), date: z.string(), off: z.boolean(), start: text, end: text })),
});
/**
 * A 4xx with a reason is the server's answer (taken, outside the hours, overlapping): thrown
 * as BookingRefused without a report. Anything else is reported (SPEC §8) and becomes
 * `unavailable`, which the flows show with Try again.
 */
const call = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  answeredCall({ service: SERVICE, call: name }, run, {
    refused: (r) => new BookingRefused({ code: r.error ?? String(r.status), message: r.message }),
    unavailable: () => new BookingRefused(UNAVAILABLE.booking),
  });

const filterBody = (f: ConciergeFilter, size: number) => ({
  search_text: f.search_text,
  languages: f.languages,
  services: f.services,
  genders: f.genders,
  ...(f.min_experience !== null ? { min_experience: f.min_experience } : {}),
  ...(f.max_experience !== null ? { max_experience: f.max_experience } : {}),
  ...(f.location ? { location: f.location } : {}),
  ...(f.rating !== null ? { rating: f.rating } : {}),
  availability: f.availability,
  ...(f.availability === 'RANGE' && f.start_date && f.end_date
    ? { date_range: { start_date: f.start_date, end_date: f.end_date } }
    : {}),
  page: f.page,
  size,
});

export function createMentorBooking(http: KyInstance) {
  return {
    /** POST /api/search-engine/v1/concierge?type=CONCIERGE with SPEC §3's filter. */
    async searchConcierges(filter: ConciergeFilter, signal?: AbortSignal): Promise<ConciergePage> {
      return call('searchConcierges', async () => {
        const body = await http
          .post('api/search-engine/v1/concierge', {
            searchParams: { type: 'CONCIERGE' },
            json: filterBody(filter, CONCIERGE_PAGE_SIZE),
            signal,
          })
          .json();
        const { data } = z.object({ data: z.object({ data: z.array(conciergeSchema), total: z.int() }) }).parse(body);
        return { items: data.data, total: data.total };
      });
    },
    async availableSlots(
      conciergeId: number,
      signal?: AbortSignal,
    ): Promise<{ slots: Slot[]; concierge: z.infer<typeof conciergeSchema> | null }> {
      return call('availableSlots', async () => {
        const body = await http
          .get(`${UM}/mentor-booking/available-slots`, {
            searchParams: { conciergeId, conciergeAuthId: String(conciergeId) },
            signal,
          })
          .json();
        const { data } = z
          .object({
            data: z.object({
              available_dates: z.array(z.object({ date: z.string(), slots: z.array(slotSchema) })),
              concierge: z.optional(z.object({ user_id: z.int(), display_name: z.string(), timezone: z.string() })),
            }),
          })
          .parse(body);
        return { slots: data.available_dates.flatMap((d) => d.slots), concierge: null };
      });
    },
    async schedule(request: { conciergeId: number; start: string; key: string; zone: string }): Promise<Booking> {
      return call('schedule', async () => {
        const body = await http
          .post(`${UM}/mentor-booking/schedule`, {
            json: {
              conciergeId: request.conciergeId,
              conciergeAuthId: String(request.conciergeId),
              start: request.start,
              idempotency_key: request.key,
              timezone: request.zone,
            },
          })
          .json();
        return z.object({ data: bookingSchema }).parse(body).data;
      });
    },
    async reschedule(request: {
      bookingId: number;
      conciergeId: number;
      start: string;
      key: string;
      zone: string;
      reason: string;
    }) {
      return call('reschedule', async () => {
        const body = await http
          .put(`${UM}/mentor-booking/schedule/${request.bookingId}/reschedule/${request.conciergeId}`, {
            json: {
              start: request.start,
              idempotency_key: request.key,
              timezone: request.zone,
              ...(request.reason.trim() ? { reason: request.reason.trim() } : {}),
            },
          })
          .json();
        return z.object({ data: bookingSchema }).parse(body).data as Booking;
      });
    },
    async cancel(bookingId: number, reason: string): Promise<Booking> {
      return call('cancel', async () => {
        const body = await http
          .delete(`${UM}/mentor-booking/schedule/${bookingId}`, { json: reason.trim() ? { reason: reason.trim() } : {} })
          .json();
        return z.object({ data: bookingSchema }).parse(body).data;
      });
    },
    /** GET /mentor-booking/events: the person's sessions on both sides. */
    async events(signal?: AbortSignal): Promise<Booking[]> {
      return call('events', async () => {
        const body = await http.get(`${UM}/mentor-booking/events`, { signal }).json();
        return z.object({ data: z.array(bookingSchema) }).parse(body).data;
      });
    },
    async availability(signal?: AbortSignal): Promise<Availability> {
      return call('availability', async () => {
        const body = await http.get(`${UM}/mentor-booking/availability`, { signal }).json();
        return z.object({ data: availabilitySchema }).parse(body).data;
      });
    },
    async addHours(hours: {
      weekday?: number;
      date?: string;
      start?: string;
      end?: string;
      off?: boolean;
    }): Promise<Availability> {
      return call('addHours', async () => {
        const body = await http.post(`${UM}/mentor-booking/availability`, { json: hours }).json();
        return z.object({ data: availabilitySchema }).parse(body).data;
      });
    },
    async removeHours(id: number): Promise<Availability> {
      return call('removeHours', async () => {
        const body = await http.delete(`${UM}/mentor-booking/availability/${id}`).json();
        return z.object({ data: availabilitySchema }).parse(body).data;
      });
    },
    async saveSettings(settings: {
      session_minutes: number;
      buffer_minutes: number;
      notice_minutes: number;
    }): Promise<Availability> {
      return call('saveSettings', async () => {
        const body = await http.put(`${UM}/mentor-booking/availability/settings`, { json: settings }).json();
        return z.object({ data: availabilitySchema }).parse(body).data;
      });
    },
    async setTimezone(timezone: string, offset: string): Promise<Availability> {
      return call('setTimezone', async () => {
        const body = await http.post(`${UM}/mentor-booking/timezone`, { json: { timezone, offset } }).json();
        return z.object({ data: availabilitySchema }).parse(body).data;
      });
    },
    /** PATCH /mentors/mentor-status: how many upcoming sessions stay booked. */
    async setMentorStatus(isMentor: boolean): Promise<{ is_mentor: boolean; upcoming_sessions: number }> {
      return call('setMentorStatus', async () => {
        const body = await http.patch(`${UM}/mentors/mentor-status`, { json: { is_mentor: isMentor } }).json();
        return z.object({ data: z.object({ is_mentor: z.boolean(), upcoming_sessions: z.int() }) }).parse(body).data;
      });
    },
    async badges(conciergeId: number): Promise<string[]> {
      return call('badges', async () => {
        const body = await http.get(`${UM}/mentor-booking/mentors/${conciergeId}/badges`).json();
        return z
          .object({ data: z.array(z.object({ name: z.string() })) })
          .parse(body)
          .data.map((b) => b.name);
      });
    },
  };
}
export type MentorBooking = ReturnType<typeof createMentorBooking>;
