import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { availabilityEditorMachine } from '../../../machines/booking/availabilityEditor.machine';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import { bookingsMachine } from '../../../machines/booking/bookings.machine';
import { mentorStatusMachine } from '../../../machines/booking/mentorStatus.machine';
import { conciergeSearchMachine } from '../../../machines/booking/conciergeSearch.machine';
import { useAppSystem } from '../../system/context';

/*
 * The concierge-session flows with the user-manager and search-engine services. The
 * service module loads with the mentorship pages' chunks (deps.api().mentorBooking()).
 */

function useMentorBooking() {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).mentorBooking(), [api]);
}

export function useConciergeSearchLogic() {
  const service = useMentorBooking();
  return useMemo(
    () =>
      conciergeSearchMachine.provide({
        actors: {
          fetchConcierges: fromPromise(async ({ input, signal }) => (await service()).searchConcierges(input, signal)),
        },
      }),
    [service],
  );
}

export function useBookingLogic() {
  const service = useMentorBooking();
  return useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          fetchSlots: fromPromise(
            async ({ input, signal }) => (await (await service()).availableSlots(input.conciergeId, signal)).slots,
          ),
          submitBooking: fromPromise(async ({ input }) => {
            const calls = await service();
            return input.rescheduleOf === null
              ? calls.schedule(input)
              : calls.reschedule({ ...input, bookingId: input.rescheduleOf });
          }),
        },
      }),
    [service],
  );
}

export function useBookingsLogic() {
  const service = useMentorBooking();
  return useMemo(
    () =>
      bookingsMachine.provide({
        actors: {
          fetchBookings: fromPromise(async ({ signal }) => (await service()).events(signal)),
          cancelBooking: fromPromise(async ({ input }) => (await service()).cancel(input.id, input.reason)),
        },
      }),
    [service],
  );
}

export function useAvailabilityLogic() {
  const service = useMentorBooking();
  return useMemo(
    () =>
      availabilityEditorMachine.provide({
        actors: {
          fetchAvailability: fromPromise(async ({ signal }) => (await service()).availability(signal)),
          saveChange: fromPromise(async ({ input }) => {
            const calls = await service();
            switch (input.kind) {
              case 'add': {
                const { kind: _kind, ...hours } = input;
                return calls.addHours(hours);
              }
              case 'remove':
                return calls.removeHours(input.id);
              case 'settings':
                return calls.saveSettings(input);
              case 'zone':
                return calls.setTimezone(input.timezone, input.offset);
            }
          }),
        },
      }),
    [service],
  );
}

/** Mentor status in Settings (PATCH /mentors/mentor-status). */
export function useMentorStatusLogic() {
  const service = useMentorBooking();
  return useMemo(
    () =>
      mentorStatusMachine.provide({
        actors: { saveStatus: fromPromise(async ({ input }) => (await service()).setMentorStatus(input.isMentor)) },
      }),
    [service],
  );
}
