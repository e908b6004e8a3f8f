// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Availability } from '../../../machines/booking/booking.types';
import { zoneLabel } from '../../../machines/booking/slotDays';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { ClockField } from './ClockField';
import { knownZones, longDayLabel } from './format';
import { useAvailabilityLogic } from './wiring';
import { LoadFailed } from '../../ui/LoadFailed';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const field =
  'focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 text-sm dark:border-slate-500 dark:bg-slate-800';
const SAVED: Record<string, string> = {
  add: 'Hours added. Bookers see them now.',
  remove: 'Hours removed.',
  settings: 'Session settings saved.',
  zone: 'Time zone saved.',
};

/**
 * /mentorship/availability (care providers and coordinators): weekly hours per weekday
 * (several ranges a day), dated hours and days off, session length, buffer, notice and
 * zone. Each change is saved at once; an overlap is refused by the server with a message
 * naming both ranges, and the form keeps what was typed.
 */
export function AvailabilityPage() {
  // Asked of the booking owner (issue #60): the editor lives in the app's actor tree while the page is open.
  const editor = usePageFlow('booking', 'booking/availability', useAvailabilityLogic(), undefined);
  if (!editor) return null;
  return <AvailabilityView editor={editor} />;
}

function AvailabilityView({ editor }: { editor: ActorRefFrom<ReturnType<typeof useAvailabilityLogic>> }) {
  const s = useSelector(editor, (snapshot) => snapshot);
  const { availability, refusal, saved } = s.context;
  const saving = s.hasTag('saving');

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Availability</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        The times you offer for concierge sessions, in your own time zone.
      </p>
      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        {saved ? <p>{SAVED[saved]}</p> : null}
      </div>
      {refusal && availability ? (
        <p role="alert" className="mt-3 rounded-[var(--radius)] bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          {refusal.message}
        </p>
      ) : null}
      {s.hasTag('loading') ? (
        <div className="mt-6">
          <Spinner label="Loading your hours…" />
        </div>
      ) : s.hasTag('error') || !availability ? (
        <LoadFailed
          what={refusal?.message ?? 'Your hours could not be loaded.'}
          className="mt-6"
          onRetry={() => editor.send({ type: 'availability.retry' })}
        />
      ) : (
        <>
          {!availability.is_mentor ? (
            <p className="mt-4 rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              Mentoring is switched off in Settings: nobody can book these hours until you switch it on.
            </p>
          ) : null}
          <ZoneForm
            availability={availability}
            saving={saving}
            onSave={(timezone, offset) =>
              editor.send({ type: 'availability.change', change: { kind: 'zone', timezone, offset } })
            }
          />
          <section aria-labelledby="weekly-heading" className="mt-8">
            <h2 id="weekly-heading" className="text-lg font-semibold">
              Weekly hours
            </h2>
            <ul className="mt-3 grid gap-2">
              {WEEKDAYS.map((day, i) => {
                const ranges = availability.weekly.filter((r) => r.weekday === i + 1);
                return (
                  <li
                    key={day}
                    className="flex flex-wrap items-center gap-3 rounded-[var(--radius)] bg-white p-3 shadow-sm dark:bg-slate-900"
                  >
                    <span className="w-28 font-medium">{day}</span>
                    {ranges.length === 0 ? <span className="text-sm text-slate-700 dark:text-slate-300">Unavailable</span> : null}
                    {ranges.map((r) => (
                      <span
                        key={r.id}
                        className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pe-1 ps-3 text-sm dark:bg-slate-800"
                      >
                        <span dir="ltr">
                          {r.start}–{r.end}
                        </span>
                        <button
                          type="button"
                          disabled={saving}
                          onClick={() => editor.send({ type: 'availability.change', change: { kind: 'remove', id: r.id } })}
                          className="focus-ring rounded-full px-2 text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700"
                          aria-label={`Remove ${day} ${r.start} to ${r.end}`}
                        >
                          ×
                        </button>
                      </span>
                    ))}
                  </li>
                );
              })}
            </ul>
            <HoursForm
              saving={saving}
              onAdd={(change) => editor.send({ type: 'availability.change', change: { kind: 'add', ...change } })}
            />
          </section>
          <section aria-labelledby="dated-heading" className="mt-8">
            <h2 id="dated-heading" className="text-lg font-semibold">
              Dates with their own hours, and days off
            </h2>
            {availability.overrides.length === 0 ? (
              <p className="mt-2 text-sm">None: every date follows the weekly hours.</p>
            ) : (
              <ul className="mt-3 grid gap-2">
                {availability.overrides.map((o) => (
                  <li
                    key={o.id}
                    className="flex flex-wrap items-center gap-3 rounded-[var(--radius)] bg-white p-3 shadow-sm dark:bg-slate-900"
                  >
                    <span className="font-medium">{longDayLabel(o.date)}</span>
                    <span className="text-sm">{o.off ? 'Day off' : <span dir="ltr">{`${o.start}–${o.end}`}</span>}</span>
                    <Button
                      variant="ghost"
                      disabled={saving}
                      onClick={() => editor.send({ type: 'availability.change', change: { kind: 'remove', id: o.id } })}
                    >
                      Remove<span className="sr-only"> {longDayLabel(o.date)}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <DateForm
              saving={saving}
              onAdd={(change) => editor.send({ type: 'availability.change', change: { kind: 'add', ...change } })}
            />
          </section>
          <SettingsForm
            availability={availability}
            saving={saving}
            onSave={(settings) => editor.send({ type: 'availability.change', change: { kind: 'settings', ...settings } })}
          />
        </>
      )}
    </div>
  );
}

function HoursForm({ saving, onAdd }: { saving: boolean; onAdd: (h: { weekday: number; start: string; end: string }) => void }) {
  const id = useId();
  const [weekday, setWeekday] = useState(1);
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('12:00');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd({ weekday, start, end });
  };
  return (
    <form onSubmit={submit} aria-label="Add weekly hours" className="mt-4 grid items-end gap-3 sm:grid-cols-4">
      <div>
        <label htmlFor={`${id}-day`} className="block text-sm font-medium">
          Day
        </label>
        <select id={`${id}-day`} value={weekday} onChange={(e) => setWeekday(Number(e.target.value))} className={field}>
          {WEEKDAYS.map((d, i) => (
            <option key={d} value={i + 1}>
              {d}
            </option>
          ))}
        </select>
      </div>
      <ClockField id={`${id}-start`} label="From" required value={start} onChange={setStart} className={field} />
      <ClockField id={`${id}-end`} label="To" required value={end} onChange={setEnd} className={field} />
      <Button type="submit" disabled={saving}>
        Add hours
      </Button>
    </form>
  );
}

function DateForm({
  saving,
  onAdd,
}: {
  saving: boolean;
  onAdd: (h: { date: string; start?: string; end?: string; off?: boolean }) => void;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const [off, setOff] = useState(true);
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('12:00');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!date) return;
    onAdd(off ? { date, off: true } : { date, start, end });
  };
  return (
    <form onSubmit={submit} aria-label="Add a date" className="mt-4 grid items-end gap-3 sm:grid-cols-5">
      <div>
        <label htmlFor={`${id}-date`} className="block text-sm font-medium">
          Date
        </label>
        <input id={`${id}-date`} type="date" required value={date} onChange={(e) => setDate(e.target.value)} className={field} />
      </div>
      <label className="inline-flex items-center gap-2 pb-2 text-sm">
        <input type="checkbox" checked={off} onChange={(e) => setOff(e.target.checked)} className="focus-ring" />
        Day off
      </label>
      <ClockField id={`${id}-start`} label="From" disabled={off} value={start} onChange={setStart} className={field} />
      <ClockField id={`${id}-end`} label="To" disabled={off} value={end} onChange={setEnd} className={field} />
      <Button type="submit" disabled={saving}>
        Add date
      </Button>
    </form>
  );
}

function SettingsForm({
  availability,
  saving,
  onSave,
}: {
  availability: Availability;
  saving: boolean;
  onSave: (s: { session_minutes: number; buffer_minutes: number; notice_minutes: number }) => void;
}) {
  const id = useId();
  const [session, setSession] = useState(availability.session_minutes);
  const [buffer, setBuffer] = useState(availability.buffer_minutes);
  const [notice, setNotice] = useState(Math.round(availability.notice_minutes / 60));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({ session_minutes: session, buffer_minutes: buffer, notice_minutes: notice * 60 });
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Sessions
      </h2>
      <form onSubmit={submit} className="mt-3 grid items-end gap-3 sm:grid-cols-4">
        <div>
          <label htmlFor={`${id}-len`} className="block text-sm font-medium">
            Session length (minutes)
          </label>
          <input
            id={`${id}-len`}
            type="number"
            min={15}
            max={240}
            step={5}
            required
            value={session}
            onChange={(e) => setSession(Number(e.target.value))}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-buf`} className="block text-sm font-medium">
            Buffer between sessions (minutes)
          </label>
          <input
            id={`${id}-buf`}
            type="number"
            min={0}
            max={120}
            step={5}
            required
            value={buffer}
            onChange={(e) => setBuffer(Number(e.target.value))}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-notice`} className="block text-sm font-medium">
            Minimum notice (hours)
          </label>
          <input
            id={`${id}-notice`}
            type="number"
            min={0}
            max={336}
            required
            value={notice}
            onChange={(e) => setNotice(Number(e.target.value))}
            className={field}
          />
        </div>
        <Button type="submit" disabled={saving}>
          Save sessions
        </Button>
      </form>
    </section>
  );
}

function ZoneForm({
  availability,
  saving,
  onSave,
}: {
  availability: Availability;
  saving: boolean;
  onSave: (zone: string, offset: string) => void;
}) {
  const id = useId();
  const [zone, setZone] = useState(availability.timezone);
  const zones = useMemo(() => knownZones(availability.timezone), [availability.timezone]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const offset = zoneLabel(zone).split(', ')[1] ?? '';
    onSave(zone, offset.replace('UTC', '').replace('−', '-') || '+0');
  };
  return (
    <form onSubmit={submit} className="mt-6 grid items-end gap-3 sm:grid-cols-[1fr_auto]">
      <div>
        <label htmlFor={`${id}-zone`} className="block text-sm font-medium">
          Your time zone
        </label>
        <select id={`${id}-zone`} value={zone} onChange={(e) => setZone(e.target.value)} className={field}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z === availability.timezone ? zoneLabel(z) : z}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={saving || zone === availability.timezone}>
        Save time zone
      </Button>
    </form>
  );
}
