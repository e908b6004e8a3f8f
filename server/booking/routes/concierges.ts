import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contract/booking';
import type { ServerContext } from '../../config';
import type { Database } from '../../db/database';
import { mayBook } from '../roles';
import { slotsOf, listConcierges } from '../store';
import { serve } from '../../http/endpoint';
import { presentConcierge } from '../present-concierge';

const lower = (values: string[]) => values.map((v) => v.toLowerCase());
const anyOf = (wanted: string[], have: string[]) => wanted.length === 0 || lower(have).some((h) => lower(wanted).includes(h));

/** POST /api/search-engine/v1/concierge and GET /v1/users?type=CONCIERGE: Book a Session's, so for those who book (roles.ts). */
export function registerConciergeSearch(api: FastifyInstance, ctx: ServerContext, db: Database) {
  serve(api, contract.searchConcierges, async ({ body: f, req, reply }) => {
    if (!(await mayBook(db, reply, req.userId))) return reply;
    const text = f.search_text.toLowerCase();
    const place = f.location?.toLowerCase();
    const candidates = (await listConcierges(db, req.userId)).filter(
      (c) =>
        (!text ||
          [c.first_name, c.last_name, c.user_name, c.mentor_detail?.bio ?? '', ...c.services, ...c.languages]
            .join(' ')
            .toLowerCase()
            .includes(text)) &&
        anyOf(f.languages, c.languages) &&
        anyOf(f.services, c.services) &&
        anyOf(f.genders, c.gender ? [c.gender] : []) &&
        (f.min_experience === undefined || c.years_experience >= f.min_experience) &&
        (f.max_experience === undefined || c.years_experience <= f.max_experience) &&
        (f.rating === undefined || Number(c.rating) >= f.rating) &&
        (!place || [c.zip_code, c.city, c.state, `${c.city}, ${c.state}`].some((v) => v?.toLowerCase().startsWith(place))),
    );
    // Slots decide the availability filter and the "next free" column.
    const withSlots = await Promise.all(candidates.map(async (c) => ({ c, dates: await slotsOf(db, c) })));
    const range = f.availability === 'RANGE' ? f.date_range : undefined;
    const matching = withSlots
      .map(({ c, dates }) => {
        const inRange = range
          ? dates.flatMap((d) => d.slots).filter((s) => inDates(s.start, c.timezone, range))
          : dates.flatMap((d) => d.slots);
        return { c, next: inRange[0] ?? null, any: inRange.length > 0 };
      })
      .filter((m) => !range || m.any);
    const pageRows = matching.slice(f.page * f.size, f.page * f.size + f.size);
    return {
      data: {
        data: pageRows.map(({ c, next }) => ({ ...presentConcierge(ctx.publicOrigin, c), next_slot: next })),
        total: matching.length,
        page: f.page,
        size: f.size,
      },
    };
  });

  serve(api, contract.listConcierges, async ({ req, reply }) => {
    if (!(await mayBook(db, reply, req.userId))) return reply;
    const concierges = await listConcierges(db, req.userId);
    return { data: concierges.map((c) => presentConcierge(ctx.publicOrigin, c)) };
  });
}

/** Whether an instant falls on a date within the range, in the concierge's zone. */
function inDates(start: string, zone: string, range: { start_date: string; end_date: string }) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(start),
  );
  return date >= range.start_date && date <= range.end_date;
}
