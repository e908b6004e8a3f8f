import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import type { Concierge, ConciergeBooking } from '../../../contract/admin-concierge';
import type { Page } from '../../../machines/admin/pagedList.machine';
import { LoadFailed } from '../../ui/LoadFailed';
import { useBookingsListLogic } from './conciergeWiring';
import { formatTime } from './labels';
import { Pager } from './Pager';

/** A concierge's bookings, the latest first (when, with whom, status): never their notes. */
export function ConciergeBookings({ concierge, name }: { concierge: Concierge; name: string }) {
  const list = usePageFlow(
    'admin',
    `admin/concierges/bookings/${concierge.user_id}`,
    useBookingsListLogic(concierge.user_id),
    undefined,
  );
  return list ? <Bookings list={list} concierge={concierge} name={name} /> : null;
}

type BookingsRef = ActorRefFrom<ReturnType<typeof useBookingsListLogic>>;

function Bookings({ list, concierge, name }: { list: BookingsRef; concierge: Concierge; name: string }) {
  const snap = useSelector(list, (s) => s);
  const result = snap.context.result as Page<ConciergeBooking> | null;
  const headingId = `bookings-${concierge.user_id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-[var(--radius)] border border-slate-300 p-4 dark:border-slate-600"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Bookings of {name}
      </h2>
      {snap.hasTag('failed') && (
        <LoadFailed what="the bookings" onRetry={() => list.send({ type: 'list.retry' })} className="mt-2" />
      )}
      {result && result.data.length === 0 && <p className="mt-2">No bookings.</p>}
      {result && result.data.length > 0 && (
        <>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">With</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((b) => (
                <tr key={b.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-2">{formatTime(b.start)}</td>
                  <td>
                    {`${b.booker.first_name} ${b.booker.last_name}`.trim() || b.booker.user_name} ({b.booker.user_name})
                  </td>
                  <td className="capitalize">{b.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            label={`Pages of ${name}'s bookings`}
            page={Number(snap.context.filters.page)}
            pages={Math.max(1, Math.ceil(result.total / result.size))}
            go={(page) => list.send({ type: 'page.go', page })}
          />
        </>
      )}
    </section>
  );
}
