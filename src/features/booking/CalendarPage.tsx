// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { zoneLabel } from '../../../machines/booking/slotDays';
import { useSystemSelector } from '../../system/context';
import { usePageFlow } from '../../system/usePageFlow';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { conciergeZoneOf } from './format';
import { useViewerZone } from './viewerZone';
import { useBookingsLogic } from './wiring';
import { LoadFailed } from '../../ui/LoadFailed';

export type CalendarView = 'month' | 'week' | 'agenda';

/** Tailwind's `sm`: below it a month grid's cells are too narrow to read, so the agenda opens first. */
const SM_PX = 640;
export const defaultCalendarView = (width: number): CalendarView => (width < SM_PX ? 'agenda' : 'month');

/** Entries a month cell shows before "+N more" (its popover lists the day). */
const MONTH_ENTRIES = 2;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const VIEWS: Record<CalendarView, string> = { month: 'dayGridMonth', week: 'timeGridWeek', agenda: 'listMonth' };
const FROM_VIEW: Record<string, CalendarView> = { dayGridMonth: 'month', timeGridWeek: 'week', listMonth: 'agenda' };

/** The brand's colours for the calendar (contrast AA for white text on events and buttons). */
const PALETTE = {
  light: {
    '--fc-classic-faint-foreground': '#5b6472',
    '--fc-classic-primary': '#0f5c63',
    '--fc-classic-button': '#0f5c63',
    '--fc-classic-button-border': '#0f5c63',
    '--fc-classic-button-strong': '#0a4247',
    '--fc-classic-muted-foreground': '#475569',
  },
  dark: {
    '--fc-classic-faint-foreground': '#a3acb9',
    '--fc-classic-primary': '#5eead4',
    '--fc-classic-primary-foreground': '#020617',
    '--fc-classic-button': '#334155',
    '--fc-classic-button-border': '#475569',
    '--fc-classic-button-strong': '#0f172a',
    '--fc-classic-muted-foreground': '#cbd5e1',
    '--fc-classic-background': '#0f172a',
  },
} as const;

/**
 * /calendar: the person's concierge sessions (SPEC §7 events) in month, week and agenda
 * views, in their zone, each opening its booking. FullCalendar draws the grid (keyboard and
 * screen-reader support included); it loads with this route only. The sessions come from
 * the bookings flow, the same actor that lists them under Bookings.
 */
type CalendarProps = {
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onOpenBooking: (id: number) => void;
};

export function CalendarPage(props: CalendarProps) {
  // Asked of the booking owner (issue #60): the calendar's list lives in the app's actor tree while the page is open.
  const list = usePageFlow('booking', 'booking/calendar', useBookingsLogic(), undefined);
  if (!list) return null;
  return <CalendarGrid list={list} {...props} />;
}

function CalendarGrid({
  list,
  view,
  onView,
  onOpenBooking,
}: CalendarProps & { list: ActorRefFrom<ReturnType<typeof useBookingsLogic>> }) {
  const s = useSelector(list, (snapshot) => snapshot);
  const mode = useSystemSelector('settings', (settings) => settings.context.mode, 'light');
  // The zone saved in Settings (issue #37), else a concierge's from their sessions, else the browser's.
  const zone = useViewerZone(conciergeZoneOf(s.context.bookings));
  const calendar = useRef<CalendarRef>(null);
  const events = useMemo(
    () =>
      s.context.bookings
        .filter((b) => b.status === 'scheduled' || b.status === 'completed')
        .map((b) => {
          const other = b.role === 'booker' ? b.concierge.display_name : b.booker.display_name;
          return {
            id: String(b.id),
            title: `${b.status === 'completed' ? 'Completed session' : 'Session'} with ${other}`,
            start: b.start,
            end: b.end,
            extendedProps: { short: firstName(other), completed: b.status === 'completed' },
          };
        }),
    [s.context.bookings],
  );

  // Back and forward change the URL's view: follow it.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (api && api.view.type !== VIEWS[view]) api.changeView(VIEWS[view]);
  }, [view]);

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Calendar</h1>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Your concierge sessions, in {zoneLabel(zone)}.</p>
      {s.hasTag('error') ? (
        <LoadFailed
          what="Your sessions could not be loaded."
          className="mt-4"
          onRetry={() => list.send({ type: 'bookings.retry' })}
        />
      ) : null}
      {s.hasTag('loading') ? (
        <div className="mt-4">
          <Spinner label="Loading your sessions…" />
        </div>
      ) : null}
      <div
        className="mt-4 rounded-[var(--radius)] bg-white p-3 shadow-sm dark:bg-slate-900"
        aria-busy={s.hasTag('loading')}
        data-color-scheme={mode}
        data-testid="calendar"
        style={PALETTE[mode] as CSSProperties}
      >
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, classicThemePlugin]}
          initialView={VIEWS[view]}
          timeZone={zone}
          locale="en-gb"
          height="auto"
          nowIndicator
          headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,listMonth' }}
          todayText="Today"
          todayHint="Today"
          // WCAG 2.2 target size: every event is at least 24 px high.
          eventClass="min-h-6"
          // A month cell is narrow (about 50 px on a phone): its entry is the time and the other
          // person's first name, wrapped rather than cut; the whole title is there for screen
          // readers. Other views have room for the title as FullCalendar draws it.
          eventContent={(info) =>
            info.view.type === 'dayGridMonth' ? (
              <span data-testid="calendar-entry" className="block min-w-0 px-0.5 leading-tight break-words whitespace-normal">
                <span aria-hidden="true">
                  <span className="font-semibold">{info.timeText}</span> {info.event.extendedProps.completed ? '✓ ' : ''}
                  {String(info.event.extendedProps.short)}
                </span>
                <span className="sr-only">
                  {info.timeText} {info.event.title}
                </span>
              </span>
            ) : (
              true
            )
          }
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          dayMaxEvents={MONTH_ENTRIES}
          // The "+N more" link is a target too (WCAG 2.2 2.5.8): at least 24 px each way.
          moreLinkClass="inline-flex min-h-6 min-w-6 items-center"
          moreLinkText={(n) => `+${n} more`}
          moreLinkHint={(n) => `Show ${n} more sessions this day`}
          monthText="Month"
          weekTextLong="Week"
          listText="Agenda"
          noEventsText="No sessions in this month."
          events={events}
          datesSet={(info) => {
            const next = FROM_VIEW[info.view.type];
            if (next && next !== view) onView(next);
          }}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            onOpenBooking(Number(info.event.id));
          }}
        />
      </div>
    </div>
  );
}
