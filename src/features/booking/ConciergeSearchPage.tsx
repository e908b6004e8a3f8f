// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CONCIERGE_PAGE_SIZE, type ConciergeCard, type ConciergeFilter } from '../../../machines/booking/booking.types';
import { usePageFlow } from '../../system/usePageFlow';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { BookingDialog } from './BookingDialog';
import { activeFilterCount, filterFromParams, paramsFromFilter, type ConciergeSearchParams } from './conciergeFilterUrl';
import { browserZone, whenIn } from './format';
import { useConciergeSearchLogic } from './wiring';
// SPEC §5's shared zip-code control (its home is the search page, which used it first).
import { ZipField } from '../search/ZipField';
import { LoadFailed } from '../../ui/LoadFailed';
import { ConciergeFaq } from '../reviews/ConciergeFaq';

export const LANGUAGES = ['English', 'Spanish', 'French', 'Portuguese', 'Hindi', 'Arabic', 'German', 'Japanese', 'Urdu'];
export const SERVICES = [
  'Care planning',
  'Insurance navigation',
  'School support',
  'Respite care',
  'Therapy referrals',
  'Medication review',
];
const GENDERS: Array<[string, string]> = [
  ['female', 'Female'],
  ['male', 'Male'],
  ['nonbinary', 'Non-binary'],
];
const field =
  'focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 text-sm dark:border-slate-500 dark:bg-slate-800';

/**
 * /mentorship/search (Book a Session): SPEC §3's mentor filter, kept in the URL so back,
 * forward and a shared link restore it; a concierge's Book button opens the booking dialog.
 */
type ConciergeSearchProps = {
  params: ConciergeSearchParams;
  onParams: (params: ConciergeSearchParams) => void;
  viewerName: string;
};

export function ConciergeSearchPage(props: ConciergeSearchProps) {
  // Asked of the booking owner (issue #60): the search lives in the app's actor tree while the page is open.
  const page = usePageFlow('booking', 'booking/search', useConciergeSearchLogic(), { filter: filterFromParams(props.params) });
  if (!page) return null;
  return <ConciergeSearchView page={page} {...props} />;
}

function ConciergeSearchView({
  page,
  params,
  onParams,
  viewerName,
}: ConciergeSearchProps & { page: ActorRefFrom<ReturnType<typeof useConciergeSearchLogic>> }) {
  const filter = filterFromParams(params);
  const s = useSelector(page, (snapshot) => snapshot);
  const filterKey = JSON.stringify(filter);
  useEffect(() => page.send({ type: 'concierges.filter', filter: JSON.parse(filterKey) as ConciergeFilter }), [page, filterKey]);
  const [booking, setBooking] = useState<ConciergeCard | null>(null);
  const apply = (next: ConciergeFilter) => onParams(paramsFromFilter({ ...next, page: 0 }));
  const { items, total } = s.context;
  const zone = browserZone();

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Book a Session</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        Find a concierge by language, service, experience and availability.
      </p>
      <FilterForm key={filterKey} filter={filter} onApply={apply} />

      <div className="mt-6" aria-live="polite" aria-busy={s.hasTag('loading')}>
        {s.hasTag('loading') ? (
          <Spinner label="Finding concierges…" />
        ) : s.hasTag('error') ? (
          <LoadFailed what="The concierges could not be loaded." onRetry={() => page.send({ type: 'concierges.retry' })} />
        ) : s.hasTag('empty') ? (
          <div>
            <p>No concierge matches these filters.</p>
            <Button className="mt-3" variant="secondary" onClick={() => onParams({})}>
              Clear filters
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {total} {total === 1 ? 'concierge' : 'concierges'}
            </p>
            <ul className="mt-3 grid gap-4" aria-label="Concierges">
              {items.map((c) => (
                <li key={c.user_id} className="rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900">
                  <div className="flex flex-wrap items-start gap-4">
                    <Avatar src={c.profile_picture} name={c.display_name} id={c.user_id} size={56} />
                    <div className="min-w-0 flex-1">
                      <h2 className="text-lg font-semibold">{c.display_name}</h2>
                      {c.bio ? <p className="text-sm text-slate-700 dark:text-slate-300">{c.bio}</p> : null}
                      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                        <div>
                          <dt className="inline font-medium">Languages: </dt>
                          <dd className="inline">{c.languages.join(', ')}</dd>
                        </div>
                        <div>
                          <dt className="inline font-medium">Services: </dt>
                          <dd className="inline">{c.services.join(', ')}</dd>
                        </div>
                        <div>
                          <dt className="inline font-medium">Experience: </dt>
                          <dd className="inline">{c.years_experience} years</dd>
                        </div>
                        <div>
                          <dt className="inline font-medium">Rating: </dt>
                          <dd className="inline">
                            {c.review_count
                              ? `${c.rating.toFixed(1)} out of 5 from ${c.review_count} ${c.review_count === 1 ? 'review' : 'reviews'}`
                              : 'No reviews yet'}
                          </dd>
                        </div>
                        {c.location ? (
                          <div>
                            <dt className="inline font-medium">Location: </dt>
                            <dd className="inline">{c.location}</dd>
                          </div>
                        ) : null}
                        <div>
                          <dt className="inline font-medium">Next free time: </dt>
                          <dd className="inline">{c.next_slot ? whenIn(zone, c.next_slot.start) : 'none in the next 60 days'}</dd>
                        </div>
                      </dl>
                      {c.badges.length ? (
                        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Badges">
                          {c.badges.map((b) => (
                            <li
                              key={b}
                              className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-900 dark:bg-violet-900 dark:text-violet-100"
                            >
                              {b}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      <ConciergeFaq conciergeId={c.user_id} name={c.display_name} />
                    </div>
                    <Button
                      onClick={() => setBooking(c)}
                      disabled={!c.next_slot}
                      aria-label={`Book a session with ${c.display_name}`}
                    >
                      Book
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            {total > CONCIERGE_PAGE_SIZE ? (
              <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
                <Button
                  variant="ghost"
                  disabled={filter.page === 0}
                  onClick={() => onParams(paramsFromFilter({ ...filter, page: filter.page - 1 }))}
                >
                  Previous
                </Button>
                <span className="text-sm">
                  Page {filter.page + 1} of {Math.ceil(total / CONCIERGE_PAGE_SIZE)}
                </span>
                <Button
                  variant="ghost"
                  disabled={(filter.page + 1) * CONCIERGE_PAGE_SIZE >= total}
                  onClick={() => onParams(paramsFromFilter({ ...filter, page: filter.page + 1 }))}
                >
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>
      {booking ? (
        <BookingDialog
          concierge={{ user_id: booking.user_id, display_name: booking.display_name, timezone: booking.timezone }}
          viewerName={viewerName}
          onClose={() => setBooking(null)}
        />
      ) : null}
    </div>
  );
}

/** The filter as a form: what is typed stays in the form until Search applies it to the URL. */
function FilterForm({ filter, onApply }: { filter: ConciergeFilter; onApply: (f: ConciergeFilter) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(filter);
  // Below sm the filters fold behind a disclosure so the first concierge shows without scrolling
  // (issue #28 item 5); from sm up they are always shown and the toggle is not.
  const [open, setOpen] = useState(false);
  const inForce = activeFilterCount(filter);
  const toggle = (key: 'languages' | 'services' | 'genders', value: string) =>
    setDraft((d) => ({ ...d, [key]: d[key].includes(value) ? d[key].filter((v) => v !== value) : [...d[key], value] }));
  const number = (value: string) => (value.trim() === '' ? null : Math.max(0, Math.round(Number(value))) || 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ranged = draft.start_date && draft.end_date;
    onApply({ ...draft, availability: ranged ? 'RANGE' : 'ANY' });
  };
  const checkboxes = (legend: string, key: 'languages' | 'services' | 'genders', options: Array<[string, string]>) => (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft[key].includes(value)}
              onChange={() => toggle(key, value)}
              className="focus-ring"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <form
      role="search"
      aria-label="Filter concierges"
      onSubmit={submit}
      className="mt-4 grid gap-4 rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900"
    >
      <div>
        <label htmlFor={`${id}-q`} className="block text-sm font-medium">
          Name or keyword
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={draft.search_text}
          onChange={(e) => setDraft({ ...draft, search_text: e.target.value })}
          className={field}
        />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen((o) => !o)}
        className="focus-ring inline-flex items-center justify-between gap-2 rounded-[var(--radius)] border border-slate-400 px-3 py-2 text-sm font-medium sm:hidden dark:border-slate-500"
      >
        {inForce ? `Filters (${inForce})` : 'Filters'}
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <div id={`${id}-filters`} className={`${open ? 'grid' : 'hidden'} gap-4 sm:grid`}>
        <ZipField
          id={`${id}-loc`}
          label="Location (zip code or city)"
          initialText={draft.location}
          onChosen={(value) => setDraft((d) => ({ ...d, location: value }))}
        />
        {checkboxes(
          'Languages',
          'languages',
          LANGUAGES.map((l) => [l, l]),
        )}
        {checkboxes(
          'Services',
          'services',
          SERVICES.map((l) => [l, l]),
        )}
        {checkboxes('Gender', 'genders', GENDERS)}
        <div className="grid gap-4 sm:grid-cols-5">
          <div>
            <label htmlFor={`${id}-min`} className="block text-sm font-medium">
              Min. experience (years)
            </label>
            <input
              id={`${id}-min`}
              type="number"
              min={0}
              max={80}
              inputMode="numeric"
              value={draft.min_experience ?? ''}
              onChange={(e) => setDraft({ ...draft, min_experience: number(e.target.value) })}
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className="block text-sm font-medium">
              Max. experience (years)
            </label>
            <input
              id={`${id}-max`}
              type="number"
              min={0}
              max={80}
              inputMode="numeric"
              value={draft.max_experience ?? ''}
              onChange={(e) => setDraft({ ...draft, max_experience: number(e.target.value) })}
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${id}-rating`} className="block text-sm font-medium">
              Minimum rating
            </label>
            <select
              id={`${id}-rating`}
              value={draft.rating ?? ''}
              onChange={(e) => setDraft({ ...draft, rating: e.target.value ? Number(e.target.value) : null })}
              className={field}
            >
              <option value="">Any</option>
              <option value="4.5">4.5 and up</option>
              <option value="4">4 and up</option>
              <option value="3">3 and up</option>
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-from`} className="block text-sm font-medium">
              Free from
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={draft.start_date ?? ''}
              onChange={(e) => setDraft({ ...draft, start_date: e.target.value || null })}
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="block text-sm font-medium">
              Free until
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={draft.end_date ?? ''}
              min={draft.start_date ?? undefined}
              onChange={(e) => setDraft({ ...draft, end_date: e.target.value || null })}
              className={field}
            />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Search</Button>
        <Button
          variant="ghost"
          onClick={() =>
            onApply({
              ...filter,
              search_text: '',
              languages: [],
              services: [],
              genders: [],
              min_experience: null,
              max_experience: null,
              location: '',
              rating: null,
              availability: 'ANY',
              start_date: null,
              end_date: null,
            })
          }
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
