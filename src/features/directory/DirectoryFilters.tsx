import { useId, useState } from 'react';
import {
  AGE_GROUPS,
  INSURANCE,
  LANGUAGES,
  NAME_MAX,
  NEAR_MAX,
  RADII,
  SERVICES,
  type Filters,
  type Radius,
} from '../../../contract/directory';
import type { DirectoryEvent, ListFilter } from '../../../machines/directory/directory.machine';
import { Button } from '../../ui/Button';
// SPEC §5's shared zip-code control (its home is the search page, which used it first).
import { ZipField } from '../search/ZipField';

const field =
  'focus-ring mt-1 h-10 w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 text-sm text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100';

const LISTS: Array<[ListFilter, string, ReadonlyArray<readonly [string, string]>]> = [
  ['services', 'Services', SERVICES],
  ['ages', 'Ages served', AGE_GROUPS],
  ['languages', 'Languages', LANGUAGES],
  ['insurance', 'Insurance accepted', INSURANCE],
];

const inForce = (f: Filters) =>
  f.services.length + f.ages.length + f.languages.length + f.insurance.length + (f.mode === 'any' ? 0 : 1);

/**
 * The directory's filters: each change is an event for the directory actor, which writes it
 * to the URL and searches again (the name after a pause in typing).
 */
export function DirectoryFilters({
  filters,
  nameDraft,
  send,
}: {
  filters: Filters;
  nameDraft: string;
  send: (event: DirectoryEvent) => void;
}) {
  const id = useId();
  // Below sm the list filters fold behind a disclosure, so the first results show on a phone.
  const [open, setOpen] = useState(false);
  // The zip field keeps what is typed; it starts again from the URL's zip code only when that
  // changes from elsewhere (Clear filters, Back, a shared link), not after its own choice.
  const zip = filters.zip_code ?? filters.near ?? '';
  const [zipField, setZipField] = useState({ zip, generation: 0 });
  if (zipField.zip !== zip) setZipField({ zip, generation: zipField.generation + 1 });
  const chooseZip = (value: string) => {
    const chosen = value.trim();
    setZipField((z) => ({ ...z, zip: chosen }));
    if (chosen === '') send({ type: 'directory.set', patch: { zip_code: undefined, near: undefined, radius_miles: undefined } });
    // A zip code, or a town ("Boston, MA" chosen, or "boston" typed): the server finds where it is.
    else if (/^\d{5}$/.test(chosen)) send({ type: 'directory.set', patch: { zip_code: chosen, near: undefined } });
    else send({ type: 'directory.set', patch: { zip_code: undefined, near: chosen.slice(0, NEAR_MAX) } });
  };
  const count = inForce(filters);
  const located = Boolean(filters.zip_code || filters.near);
  return (
    <search className="mt-4 block rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900">
      <form aria-label="Search the provider directory" onSubmit={(e) => e.preventDefault()} className="grid gap-4">
        <div className="directory-filter-row">
          <div>
            <label htmlFor={`${id}-name`} className="block text-sm font-medium">
              Provider name
            </label>
            <input
              id={`${id}-name`}
              type="search"
              value={nameDraft}
              maxLength={NAME_MAX}
              onChange={(e) => send({ type: 'directory.nameInput', text: e.target.value })}
              // Enter searches at once (the form has two text fields, so a browser would not submit it).
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  send({ type: 'directory.nameSubmit' });
                }
              }}
              className={field}
            />
          </div>
          <ZipField key={zipField.generation} id={`${id}-zip`} label="Near" initialText={zip} onChosen={chooseZip} />
          <div>
            <label htmlFor={`${id}-radius`} className="block text-sm font-medium">
              Distance
            </label>
            <select
              id={`${id}-radius`}
              value={filters.radius_miles ?? ''}
              disabled={!located}
              aria-describedby={located ? undefined : `${id}-radius-hint`}
              onChange={(e) =>
                send({
                  type: 'directory.set',
                  patch: { radius_miles: e.target.value ? (Number(e.target.value) as Radius) : undefined },
                })
              }
              className={field}
            >
              <option value="">Any distance</option>
              {RADII.map((r) => (
                <option key={r} value={r}>
                  Within {r} miles
                </option>
              ))}
            </select>
            {located ? null : (
              <p id={`${id}-radius-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                Choose a zip code or town first.
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className="block text-sm font-medium">
              Sort by
            </label>
            <select
              id={`${id}-sort`}
              value={filters.sort}
              onChange={(e) => send({ type: 'directory.set', patch: { sort: e.target.value as Filters['sort'] } })}
              className={field}
            >
              <option value="distance">Distance (nearest first)</option>
              <option value="name">Name</option>
            </select>
          </div>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-more`}
          onClick={() => setOpen((o) => !o)}
          className="focus-ring inline-flex items-center justify-between gap-2 rounded-[var(--radius)] border border-slate-400 px-3 py-2 text-sm font-medium sm:hidden dark:border-slate-500"
        >
          {count ? `More filters (${count})` : 'More filters'}
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
        <div id={`${id}-more`} className={`${open ? 'grid' : 'hidden'} gap-4 sm:grid`}>
          <fieldset className="min-w-0">
            <legend className="text-sm font-medium">Telehealth or in person</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {(
                [
                  ['any', 'Either'],
                  ['telehealth', 'Telehealth'],
                  ['in_person', 'In person'],
                ] as const
              ).map(([mode, label]) => (
                <label key={mode} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    checked={filters.mode === mode}
                    onChange={() => send({ type: 'directory.set', patch: { mode } })}
                    className="focus-ring"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {LISTS.map(([filter, legend, options]) => (
            <fieldset key={filter} className="min-w-0">
              <legend className="text-sm font-medium">{legend}</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {options.map(([key, label]) => (
                  <label key={key} className="inline-flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={(filters[filter] as readonly string[]).includes(key)}
                      onChange={() => send({ type: 'directory.toggle', filter, key })}
                      className="focus-ring"
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <div>
          <Button variant="secondary" onClick={() => send({ type: 'directory.clear' })}>
            Clear filters
          </Button>
        </div>
      </form>
    </search>
  );
}
