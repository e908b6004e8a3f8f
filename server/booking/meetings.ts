import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '../../contract/booking';
import { serve } from '../http/endpoint';
import type { Database } from '../db/database';
import type { NotificationHub } from '../realtime/notification-hub';
import { awardBadges } from '../reviews';
import { esc, page } from '../web/html';
import { endMeeting, meetingByMeetingId, type MeetingRow } from './booking-store';

export const MEETINGS_PATH = contract.MEETINGS_PATH;

/**
 * The reference server's stand-in for a video meeting: /public/meetings/{meeting_id} shows
 * who meets when and has an "End meeting" button. Ending a scheduled session marks it
 * completed and sends MEETING_ENDED with the meeting id to both participants (SPEC §3, §4).
 * The meeting id is a random UUID, so the link itself is the key to the room, as with a
 * hosted meeting link.
 */
export function registerMeetingPages(app: FastifyInstance, db: Database, hub: NotificationHub) {
  const find = (meetingId: string) => meetingByMeetingId(db, meetingId);

  const render = (m: MeetingRow, meetingId: string) => {
    const ended = m.status === 'completed';
    return page(
      'Meeting',
      `<p class="brand">NeuroHealth Care</p>
<h1>Concierge session</h1>
<p>${esc(m.b_name)} with ${esc(m.c_name)}</p>
<p class="hint">Starts ${esc(new Date(m.starts).toUTCString())}</p>
${
  ended
    ? '<p role="status">This meeting has ended.</p>'
    : m.status === 'scheduled'
      ? `<form method="post" action="${esc(MEETINGS_PATH + meetingId)}/end"><button type="submit">End meeting</button></form>`
      : `<p role="status">This session was ${esc(m.status)}.</p>`
}`,
    );
  };

  const noSuchMeeting = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .status(404)
      .type('text/html; charset=utf-8')
      .send(page('Meeting', '<h1>No such meeting</h1>'));

  serve(
    app,
    contract.meetingPage,
    async ({ params, reply }) => {
      const meeting = await find(params.meetingId);
      if (!meeting) return noSuchMeeting(reply);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return reply.type('text/html; charset=utf-8').send(render(meeting, params.meetingId));
    },
    // A malformed id is no meeting, as an unknown one is.
    { onInvalid: noSuchMeeting },
  );

  serve(
    app,
    contract.endMeeting,
    async ({ params, reply }) => {
      const ended = await endMeeting(db, params.meetingId);
      if (ended) {
        for (const userId of [ended.booker_id, ended.concierge_id]) {
          await hub.publish(userId, {
            type: 'MEETING_ENDED',
            notification: 'The meeting has ended.',
            notificationFrom: 'SYSADMIN',
            meeting_id: params.meetingId,
            postId: ended.id,
          });
        }
        // A completed session counts towards the concierge's badges (server/reviews/badges.ts).
        await awardBadges(db, hub, ended.concierge_id);
      }
      const meeting = await find(params.meetingId);
      if (!meeting) return reply.status(404).send({ error: 'not found' });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(render(meeting, params.meetingId));
    },
    { onInvalid: (reply) => reply.status(404).send({ error: 'not found' }) },
  );
}
