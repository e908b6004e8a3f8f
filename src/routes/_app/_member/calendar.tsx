import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CalendarPage, type CalendarView } from '../../../features/booking/CalendarPage';
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
  return (
    <CalendarPage
      view={view ?? 'month'}
      onView={(next) => void navigate({ to: '/calendar', search: next === 'month' ? {} : { view: next }, replace: true })}
      onOpenBooking={(id) => void navigate({ to: '/mentorship/bookings', search: { booking: id } })}
    />
  );
}
