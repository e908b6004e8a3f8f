import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Booking, ConciergeSummary } from '../../../machines/booking/booking.types';
import { slotDays, zoneLabel } from '../../../machines/booking/slotDays';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { BookingConfirmation } from './BookingConfirmation';
import { dayLabel, knownZones, longDayLabel, timeIn } from './format';
import { useViewerZone } from './viewerZone';
import { SlotGrid } from './SlotGrid';
import { useBookingLogic } from './wiring';
import { LoadFailed } from '../../ui/LoadFailed';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday on or before a date. */
const weekOf = (date: string) => addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * Book (or reschedule) a session with a concierge: the booking actor lives as long as the
 * dialog (closing stops it, with any request in flight). Days without times are disabled;
 * the times of the chosen day are a keyboard grid; the zone is the person's saved one (Settings),
 * else the browser's, changeable here for this booking.
 */
export function BookingDialog({
  concierge,
  rescheduleOf = null,
  movedFrom = null,
  viewerName,
  onClose,
  onBooked,
  viewerZone,
}: {
  concierge: ConciergeSummary;
  /** The zone the viewer reads times in (BookingsPage's); by default the saved one (Settings), else the browser's. */
  viewerZone?: string;
  rescheduleOf?: number | null;
  /** With rescheduleOf: when the session being moved starts (an ISO instant), said in the confirmation. */
  movedFrom?: string | null;
  viewerName: string;
  onClose: () => void;
  onBooked?: (booking: Booking) => void;
}) {
  const savedZone = useViewerZone();
  const startZone = viewerZone ?? savedZone;
  // Asked of the booking's owner (issue #60) for as long as the dialog is open: a booking with
  // another concierge, or moving another session, is another flow.
  const actor = usePageFlow('booking', `booking/dialog/${concierge.user_id}/${rescheduleOf ?? 'new'}`, useBookingLogic(), {
    concierge,
    zone: startZone,
    rescheduleOf,
  });
  if (!actor) return null;
  return (
    <BookingDialogView
      actor={actor}
      concierge={concierge}
      startZone={startZone}
      rescheduleOf={rescheduleOf}
      movedFrom={movedFrom}
      viewerName={viewerName}
      onClose={onClose}
      {...(onBooked ? { onBooked } : {})}
    />
  );
}

function BookingDialogView({
  actor,
  concierge,
  startZone,
  rescheduleOf,
  movedFrom,
  viewerName,
  onClose,
  onBooked,
}: {
  actor: ActorRefFrom<ReturnType<typeof useBookingLogic>>;
  concierge: ConciergeSummary;
  startZone: string;
  rescheduleOf: number | null;
  movedFrom: string | null;
  viewerName: string;
  onClose: () => void;
  onBooked?: (booking: Booking) => void;
}) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const { zone, slots, date, slot, refusal, booking, reason } = s.context;
  const days = useMemo(() => new Map(slotDays(slots, zone).map((d) => [d.date, d.slots])), [slots, zone]);
  const [week, setWeek] = useState<string | null>(null);
  const shownWeek = week ?? (date ? weekOf(date) : null);
  const zones = useMemo(() => knownZones(zone), [zone]);
  const firstDay = slotDays(slots, zone)[0]?.date;
  const lastDay = slotDays(slots, zone).at(-1)?.date;

  // The saved zone arriving meanwhile (the account is read on sign-in; Settings saves another)
  // moves the times, once the times are shown and the zone can change.
  const started = useRef(startZone);
  const canMove = s.can({ type: 'booking.zone', zone: startZone });
  useEffect(() => {
    if (started.current === startZone || !canMove) return;
    started.current = startZone;
    actor.send({ type: 'booking.zone', zone: startZone });
  }, [actor, startZone, canMove]);

  // The owner hears of the booking once (its callback may be a new function on every render).
  const told = useRef<number | null>(null);
  useEffect(() => {
    if (!booking || told.current === booking.id) return;
    told.current = booking.id;
    onBooked?.(booking);
  }, [booking, onBooked]);

  const title = rescheduleOf
    ? `Reschedule your session with ${concierge.display_name}`
    : `Book a session with ${concierge.display_name}`;
  const busy = s.hasTag('confirming');

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto mt-8 w-full max-w-2xl rounded-[var(--radius)] bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-lg font-semibold">
            {booking ? (rescheduleOf ? 'Session moved' : 'Session booked') : title}
          </DialogTitle>
          {booking ? (
            <BookingConfirmation
              booking={booking}
              zone={zone}
              viewerName={viewerName}
              onClose={onClose}
              movedFrom={rescheduleOf ? movedFrom : null}
            />
          ) : (
            <>
              <div className="mt-3">
                <label htmlFor="booking-zone" className="block text-sm font-medium">
                  Your time zone
                </label>
                <select
                  id="booking-zone"
                  value={zone}
                  // The zone changes while the times are shown: not while they load or a booking is sent,
                  // when the machine would drop the change and the list would snap back.
                  disabled={!s.can({ type: 'booking.zone', zone })}
                  onChange={(e) => actor.send({ type: 'booking.zone', zone: e.target.value })}
                  className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 text-sm dark:border-slate-500 dark:bg-slate-800"
                >
                  {zones.map((z) => (
                    <option key={z} value={z}>
                      {z === zone ? zoneLabel(z) : z}
                    </option>
                  ))}
                </select>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="zone-label">
                  Times below are in {zoneLabel(zone)}.
                </p>
              </div>

              <div role="status" aria-live="polite" className="mt-3 empty:hidden">
                {s.hasTag('slot taken') || (refusal?.code === 'slot taken' && s.hasTag('choosing')) ? (
                  <p className="rounded-[var(--radius)] bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                    That time was just booked. Here are the times still free.
                  </p>
                ) : null}
              </div>

              {s.hasTag('loading') && slots.length === 0 ? (
                <div className="mt-4">
                  <Spinner label="Loading free times…" />
                </div>
              ) : s.hasTag('error') ? (
                <LoadFailed
                  what={refusal?.message ?? 'The free times could not be loaded.'}
                  className="mt-4"
                  onRetry={() => actor.send({ type: 'booking.retry' })}
                />
              ) : slots.length === 0 ? (
                <p className="mt-4">{concierge.display_name} has no free times in the next 60 days.</p>
              ) : (
                <>
                  {shownWeek ? (
                    <div className="mt-4">
                      <div className="flex items-center justify-between gap-2">
                        <h3 className="font-medium">Choose a day</h3>
                        <div className="flex gap-1">
                          <Button
                            variant="ghost"
                            disabled={!firstDay || shownWeek <= weekOf(firstDay)}
                            onClick={() => setWeek(addDays(shownWeek, -7))}
                          >
                            Previous week
                          </Button>
                          <Button
                            variant="ghost"
                            disabled={!lastDay || addDays(shownWeek, 7) > lastDay}
                            onClick={() => setWeek(addDays(shownWeek, 7))}
                          >
                            Next week
                          </Button>
                        </div>
                      </div>
                      <div role="group" aria-label="Days" className="mt-2 grid grid-cols-7 gap-1">
                        {Array.from({ length: 7 }, (_, i) => addDays(shownWeek, i)).map((day) => {
                          const has = (days.get(day)?.length ?? 0) > 0;
                          return (
                            <button
                              key={day}
                              type="button"
                              disabled={!has}
                              aria-pressed={day === date}

                              onClick={() => {
                                actor.send({ type: 'booking.date', date: day });
                                setWeek(weekOf(day));
                              }}
                              className={`focus-ring rounded-[var(--radius)] border px-1 py-2 text-center text-xs font-semibold disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-500 dark:disabled:border-slate-700 dark:disabled:text-slate-400 ${
                                day === date
                                  ? 'border-brand-700 bg-brand-50 text-brand-800 dark:border-teal-300 dark:bg-slate-800 dark:text-teal-200'
                                  : 'border-slate-300 dark:border-slate-600'
                              }`}
                            >
                              {dayLabel(day)}
                              <span className="sr-only">
                                {has
                                  ? `, ${days.get(day)!.length} ${days.get(day)!.length === 1 ? 'time' : 'times'}`
                                  : ', no times'}
                              </span>
                            </button>
                          );
                        })}
                      </div>
                    </div>
                  ) : null}
                  {date ? (
                    <div className="mt-4">
                      <h3 className="font-medium" id="times-heading">
                        Times on {longDayLabel(date)}
                      </h3>
                      {(days.get(date) ?? []).length === 0 ? (
                        <p className="mt-2 text-sm">No free times left on this day: choose another.</p>
                      ) : (
                        <SlotGrid
                          label={`Times on ${longDayLabel(date)}`}
                          slots={days.get(date) ?? []}
                          zone={zone}
                          chosen={slot?.start ?? null}
                          disabled={busy}
                          onChoose={(start) => actor.send({ type: 'booking.slot', start })}
                        />
                      )}
                    </div>
                  ) : null}
                </>
              )}

              {rescheduleOf ? (
                <div className="mt-4">
                  <label htmlFor="booking-reason" className="block text-sm font-medium">
                    Reason (optional)
                  </label>
                  <textarea
                    id="booking-reason"
                    value={reason}
                    maxLength={500}
                    rows={2}
                    onChange={(e) => actor.send({ type: 'booking.reason', reason: e.target.value })}
                    className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 text-sm dark:border-slate-500 dark:bg-slate-800"
                  />
                </div>
              ) : null}

              {s.hasTag('refused') && refusal ? (
                <div
                  role="alert"
                  className="mt-4 rounded-[var(--radius)] bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
                >
                  <p>{refusal.message}</p>
                  <div className="mt-2 flex gap-2">
                    <Button onClick={() => actor.send({ type: 'booking.retry' })}>Try again</Button>
                    <Button variant="ghost" onClick={() => actor.send({ type: 'booking.back' })}>
                      Choose another time
                    </Button>
                  </div>
                </div>
              ) : null}

              <div className="mt-6 flex flex-wrap items-center justify-end gap-2">
                <Button variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
                <Button
                  disabled={!s.hasTag('can confirm') || busy}
                  aria-describedby={slot ? 'booking-choice' : undefined}
                  onClick={() => actor.send({ type: 'booking.confirm' })}
                >
                  {busy ? 'Booking…' : rescheduleOf ? 'Confirm new time' : 'Confirm booking'}
                </Button>
              </div>
              {slot ? (
                <p id="booking-choice" className="mt-2 text-end text-sm text-slate-700 dark:text-slate-300">
                  {timeIn(zone, slot.start)} on {longDayLabel(date ?? '')}
                </p>
              ) : null}
            </>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
