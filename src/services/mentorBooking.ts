import type { KyInstance } from 'ky';
import type * as z from 'zod/mini';
import * as booking from '../../contract/booking';
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
import { call as request } from './call';
import { answeredCall } from './refusal';

/*
 * Concierge sessions (SPEC §7, contract/booking.ts): the user manager's mentor-booking, mentors and
 * zoom calls and the search engine's concierge search. They load with the mentorship pages (as
 * the PIN dialogs' calls do), so the dashboard does not carry them.
 */

const SERVICE = 'userManager';

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
        const { data } = await request(http, booking.searchConcierges, {
          query: { type: 'CONCIERGE' },
          body: filterBody(filter, CONCIERGE_PAGE_SIZE),
          ...(signal ? { signal } : {}),
        });
        return { items: data.data, total: data.total };
      });
    },
    async availableSlots(
      conciergeId: number,
      signal?: AbortSignal,
    ): Promise<{ slots: Slot[]; concierge: z.output<typeof booking.concierge> | null }> {
      return call('availableSlots', async () => {
        const { data } = await request(http, booking.availableSlots, {
          query: { conciergeId, conciergeAuthId: String(conciergeId) },
          ...(signal ? { signal } : {}),
        });
        return { slots: data.available_dates.flatMap((d) => d.slots), concierge: null };
      });
    },
    async schedule(wanted: { conciergeId: number; start: string; key: string; zone: string }): Promise<Booking> {
      return call('schedule', async () => {
        const body = {
          conciergeId: wanted.conciergeId,
          conciergeAuthId: String(wanted.conciergeId),
          start: wanted.start,
          idempotency_key: wanted.key,
          timezone: wanted.zone,
        };
        return (await request(http, booking.schedule, { body })).data;
      });
    },
    async reschedule(change: {
      bookingId: number;
      conciergeId: number;
      start: string;
      key: string;
      zone: string;
      reason: string;
    }) {
      return call('reschedule', async () => {
        const body = {
          start: change.start,
          idempotency_key: change.key,
          timezone: change.zone,
          ...(change.reason.trim() ? { reason: change.reason.trim() } : {}),
        };
        const params = { id: change.bookingId, id2: change.conciergeId };
        return (await request(http, booking.reschedule, { params, body })).data as Booking;
      });
    },
    async cancel(bookingId: number, reason: string): Promise<Booking> {
      return call('cancel', async () => {
        const body = reason.trim() ? { reason: reason.trim() } : {};
        return (await request(http, booking.cancel, { params: { id: bookingId }, body })).data;
      });
    },
    /** GET /mentor-booking/events: the person's sessions on both sides. */
    async events(signal?: AbortSignal): Promise<Booking[]> {
      return call('events', async () => (await request(http, booking.events, signal ? { signal } : {})).data);
    },
    async availability(signal?: AbortSignal): Promise<Availability> {
      return call('availability', async () => (await request(http, booking.getAvailability, signal ? { signal } : {})).data);
    },
    async addHours(hours: {
      weekday?: number;
      date?: string;
      start?: string;
      end?: string;
      off?: boolean;
    }): Promise<Availability> {
      return call('addHours', async () => (await request(http, booking.addHours, { body: hours })).data);
    },
    async removeHours(id: number): Promise<Availability> {
      return call('removeHours', async () => (await request(http, booking.removeHours, { params: { id } })).data);
    },
    async saveSettings(settings: {
      session_minutes: number;
      buffer_minutes: number;
      notice_minutes: number;
    }): Promise<Availability> {
      return call('saveSettings', async () => (await request(http, booking.saveSettings, { body: settings })).data);
    },
    async setTimezone(timezone: string, offset: string): Promise<Availability> {
      return call('setTimezone', async () => (await request(http, booking.setTimezone, { body: { timezone, offset } })).data);
    },
    /** PATCH /mentors/mentor-status: how many upcoming sessions stay booked. */
    async setMentorStatus(isMentor: boolean): Promise<{ is_mentor: boolean; upcoming_sessions: number }> {
      return call(
        'setMentorStatus',
        async () => (await request(http, booking.mentorStatus, { body: { is_mentor: isMentor } })).data,
      );
    },
  };
}
export type MentorBooking = ReturnType<typeof createMentorBooking>;
