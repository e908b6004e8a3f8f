import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { browserZone } from '../../../machines/domain/time';
import type { TimezoneFormActorRef } from '../../../machines/preferences/timezoneForm.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { useTimezoneFormLogic } from './wiring';

/** Every zone the browser knows (IANA names, Intl.supportedValuesOf). */
const ALL_ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
/** A list a person can scan: the first matches only. */
const SHOWN = 50;

/**
 * Settings' Time zone (issue #37, SPEC §3 timezone and offset): detected from the browser until
 * the person saves one, chosen from a searchable list of the zones the browser knows. Renders the
 * timezoneForm actor (machines/preferences) and sends its events.
 */
export function TimezoneSection() {
  const [detected] = useState(browserZone);
  const form = usePageFlow('preferences', 'preferences/timezone', useTimezoneFormLogic(), { detected });
  return form ? <TimezoneForm form={form} detected={detected} /> : null;
}

function TimezoneForm({ form, detected }: { form: TimezoneFormActorRef; detected: string }) {
  const s = useSelector(form, (snapshot) => snapshot);
  const { zone, saved, offset, error } = s.context;
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const words = query.toLowerCase().replace(/\s+/g, '_');
    return ALL_ZONES.filter((z) => z.toLowerCase().includes(words)).slice(0, SHOWN);
  }, [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'zone.save' });
  };

  return (
    <section
      aria-labelledby="timezone-title"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="timezone-title" className="text-lg font-semibold">
        Time zone
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Sessions and the calendar are shown in this zone. A concierge&rsquo;s available hours are kept in it too.
      </p>
      {s.hasTag('loading') ? (
        <p className="mt-4 text-sm">Loading your time zone…</p>
      ) : s.hasTag('failed') ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm">Your time zone could not be loaded or saved.</p>
          <Button variant="secondary" onClick={() => form.send({ type: 'zone.retry' })}>
            Try again
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
          <p className="text-sm" data-testid="timezone-current">
            {saved
              ? `Your time zone: ${saved} (UTC${offset ?? ''}).`
              : `Detected from this browser: ${detected}. Save it to keep it with your account.`}
          </p>
          <div className="relative">
            <Combobox
              value={zone}
              onChange={(value: string | null) => form.send({ type: 'zone.choose', zone: value ?? '' })}
              onClose={() => setQuery('')}
            >
              <label htmlFor="timezone-input" className="block text-sm font-medium">
                Time zone
              </label>
              <ComboboxInput
                id="timezone-input"
                className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
                displayValue={(value: string) => value}
                onChange={(event) => setQuery(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'timezone-error' : undefined}
                autoComplete="off"
              />
              <ComboboxOptions
                modal={false}
                className="absolute z-50 mt-1 max-h-64 w-full overflow-auto rounded-[var(--radius)] border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
              >
                {matches.map((z) => (
                  <ComboboxOption
                    key={z}
                    value={z}
                    className="cursor-pointer px-3 py-1.5 data-focus:bg-brand-50 data-focus:text-brand-800 dark:data-focus:bg-slate-800 dark:data-focus:text-teal-200"
                  >
                    {z}
                  </ComboboxOption>
                ))}
              </ComboboxOptions>
            </Combobox>
          </div>
          {error ? (
            <p id="timezone-error" className="text-sm text-red-700 dark:text-red-300">
              This time zone {error}.
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={s.hasTag('saving') || zone === '' || (zone === saved && !s.hasTag('refused'))}>
              {s.hasTag('saving') ? 'Saving…' : 'Save time zone'}
            </Button>
            <p role="status" className="text-sm">
              {s.hasTag('saved') ? 'Time zone saved.' : ''}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
