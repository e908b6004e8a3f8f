// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import './directory.css';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AGE_GROUPS, INSURANCE, labelOf, LANGUAGES, SERVICES, type ProviderDetail } from '../../../contract/directory';
import { usePageFlow } from '../../system/usePageFlow';
import { PAGE_COLUMN } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { visits } from './visits';
import { MiniMap } from './MiniMap';
import { SaveNotices, SaveProviderButton, useSavedProviders } from './SaveProvider';
import { useMapLayerLoader, useProviderPageLogic } from './wiring';

const link = 'focus-ring text-brand-700 underline underline-offset-2 dark:text-teal-200';

/**
 * /directory-item/{therapy_provider_id} (issue #34): every field of one provider, its contact,
 * its place on a small map, Message when the practice is a member of the product, and a way
 * back to the search it was opened from (the list puts that search in the history entry).
 */
export function ProviderPage({ id }: { id: number | null }) {
  const back = useRouterState({ select: (s) => s.location.state.directorySearch });
  return (
    <div className={PAGE_COLUMN}>
      <Link to="/providers" search={back ?? {}} className={link}>
        {back ? 'Back to the results' : 'All providers'}
      </Link>
      {id === null ? <NotFound /> : <Provider key={id} id={id} />}
    </div>
  );
}

function NotFound() {
  return (
    <div className="mt-4">
      <h1 className="text-2xl font-semibold">Provider not found</h1>
      <p className="mt-2">There is no provider at this address in the directory. It may have been removed.</p>
    </div>
  );
}

function Provider({ id }: { id: number }) {
  // Asked of the directory owner (issue #60): one flow per provider's page, while it is open.
  const actor = usePageFlow('directory', `directory/provider/${id}`, useProviderPageLogic(), { id });
  if (!actor) return null;
  return <ProviderView actor={actor} />;
}

function ProviderView({ actor }: { actor: ActorRefFrom<ReturnType<typeof useProviderPageLogic>> }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const p = s.context.provider;
  if (s.hasTag('loading')) return <Spinner label="Loading the provider" />;
  if (s.hasTag('error'))
    return (
      <LoadFailed className="mt-4" what="Couldn't load this provider." onRetry={() => actor.send({ type: 'provider.retry' })} />
    );
  if (s.hasTag('not found') || !p) return <NotFound />;
  return <Details p={p} />;
}

function Details({ p }: { p: ProviderDetail }) {
  const loadLayer = useMapLayerLoader();
  const saved = useSavedProviders();
  const rows: Array<[string, string]> = [
    ['Services', p.services.map((k) => labelOf(SERVICES, k)).join(', ')],
    ['Ages served', p.ages.map((k) => labelOf(AGE_GROUPS, k)).join(', ')],
    ['Languages', p.languages.map((k) => labelOf(LANGUAGES, k)).join(', ')],
    ['Insurance accepted', p.insurance.map((k) => labelOf(INSURANCE, k)).join(', ')],
    ['Visits', visits(p.telehealth, p.in_person)],
  ];
  return (
    <article className="directory-item-columns">
      <div className="min-w-0">
        <div className="flex items-center gap-4">
          {p.provider_image_url ? (
            <img
              src={p.provider_image_url}
              alt=""
              width={72}
              height={72}
              className="directory-avatar rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="directory-avatar flex items-center justify-center rounded-full bg-brand-700 text-2xl font-semibold text-white dark:bg-teal-300 dark:text-slate-950"
            >
              {p.name.slice(0, 1)}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-semibold">{p.name}</h1>
            <p className="text-slate-700 dark:text-slate-300">
              {p.city}, {p.state}
            </p>
          </div>
          <SaveProviderButton actor={saved} id={p.therapy_provider_id} name={p.name} label="Save provider" />
        </div>
        <SaveNotices actor={saved} />
        {p.about ? <p className="mt-4 max-w-3xl">{p.about}</p> : null}
        <dl className="directory-fields mt-4">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className="font-medium">{term}</dt>
              <dd>{value || 'Not listed'}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="provider-contact" className="mt-6">
          <h2 id="provider-contact" className="text-xl font-semibold">
            Contact
          </h2>
          <dl className="directory-fields mt-2">
            <div>
              <dt className="font-medium">Address</dt>
              <dd>{p.address}</dd>
            </div>
            <div>
              <dt className="font-medium">Phone</dt>
              <dd>
                <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`} className={link}>
                  {p.phone}
                </a>
              </dd>
            </div>
            {p.website ? (
              <div>
                <dt className="font-medium">Website</dt>
                <dd className="break-all">
                  <a href={p.website} target="_blank" rel="noopener noreferrer" className={link}>
                    {p.website.replace(/^https?:\/\//, '')}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          {p.hours.length ? (
            <>
              <h3 className="mt-4 font-semibold">Hours</h3>
              <ul className="mt-1">
                {p.hours.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </>
          ) : null}
          {p.member ? (
            <p className="mt-4">
              <Link
                to="/people-chat"
                search={{ u: p.member.user_name }}
                className="focus-ring inline-flex rounded-[var(--radius)] bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-teal-300 dark:text-slate-950"
              >
                Message {p.name}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
      <aside aria-label="Location" className="min-w-0">
        <MiniMap provider={p} loadLayer={loadLayer} />
      </aside>
    </article>
  );
}
