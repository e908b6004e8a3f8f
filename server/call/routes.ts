import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/call';
import { bookingByMeeting, MEETING_BASE_PATH, presentBooking } from '../booking';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import type { CallSettings } from './ice';

/** SPEC §7's `GET /zoom/user` (the meeting service) and a session read by its meeting id, for the call page. */
export function registerCallRoutes(api: FastifyInstance, ctx: ServerContext, db: Database, settings: CallSettings) {
  const clock = ctx.clock ?? Date.now;
  serve(api, contract.zoomUser, async ({ req }) => ({
    data: {
      provider: 'webrtc' as const,
      meeting_base_url: `${ctx.publicOrigin}${MEETING_BASE_PATH}`,
      ice_servers: settings.serversFor(req.userId, clock()),
      ice_transport_policy: settings.policy,
    },
  }));

  serve(api, contract.meeting, async ({ req, params, reply }) => {
    const row = await bookingByMeeting(db, params.meetingId);
    // Someone else's session is answered as no session: the meeting id alone reveals nothing.
    if (!row || (row.booker_id !== req.userId && row.concierge_id !== req.userId))
      return reply.status(404).send({ error: 'not found', message: 'There is no session with this link for you.' });
    return { data: presentBooking(ctx.publicOrigin, row, req.userId) };
  });
}
