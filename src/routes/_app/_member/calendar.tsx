import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CalendarPage, defaultCalendarView, type CalendarView } from '../../../features/booking/CalendarPage';
import { present, searchText } from '../../../routing/search';

const asView = (value: unknown): CalendarView | undefined =>
  value === 'month' || value === 'week' || value === 'agenda' ? value : undefined;

export const Route = createFileRoute('/_app/_member/calendar')({
  validateSearch: (raw: Record<string, unknown>) => present({ view: asView(searchText(raw.view)) }),
  head: () => ({ meta: [{ title: 'Calendar · NeuroHealth Care' }] }),
  component: CalendarRoute,
});

function CalendarRoute() {
  const { view } = Route.useSearch();
  const navigate = useNavigate();
  // Without ?view, a phone opens the agenda and a wider screen the month (issue #28 item 4);
  // decided once, so turning the phone does not switch the view under the person.
  const [fallback] = useState(() => defaultCalendarView(window.innerWidth));
  return (
    <CalendarPage
      view={view ?? fallback}
      onView={(next) => void navigate({ to: '/calendar', search: next === fallback ? {} : { view: next }, replace: true })}
      onOpenBooking={(id) => void navigate({ to: '/mentorship/bookings', search: { booking: id } })}
    />
  );
}
