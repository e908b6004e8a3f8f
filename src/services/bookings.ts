import type { KyInstance } from 'ky';
import { events } from '../../contract/booking-events';
import type { Booking } from '../../machines/booking/booking.types';
import { call } from './call';
import { serviceCall } from './http';

/*
 * The person's sessions, read only (GET mentor-booking/events): the dashboard's next sessions load
 * this (contract/booking-events.ts), not the booking service with every booking call and its rules.
 */

const SERVICE = 'mentorBooking';

export function createBookings(http: KyInstance) {
  return {
    async events(signal?: AbortSignal): Promise<Booking[]> {
      return serviceCall(SERVICE, 'events', async () => (await call(http, events, signal ? { signal } : {})).data);
    },
  };
}
