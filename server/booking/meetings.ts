import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { NotificationHub } from '../realtime/notification-hub';
import { esc, page } from '../web/html';

export const MEETINGS_PATH = '/public/meetings/';

const params = z.object({ meetingId: z.string().uuid() });

interface MeetingRow {
  id: number;
  status: string;
  concierge_id: number;
  booker_id: number;
  starts: string;
  c_name: string;
  b_name: string;
}

/**
 * The reference server's stand-in for a video meeting: /public/meetings/{meeting_id} shows
 * who meets when and has an "End meeting" button. Ending a scheduled session marks it
 * completed and sends MEETING_ENDED with the meeting id to both participants (SPEC §3, §4).
 * The meeting id is a random UUID, so the link itself is the key to the room, as with a
 * hosted meeting link.
 */
export function registerMeetingPages(app: FastifyInstance, db: Database, hub: NotificationHub) {
  const find = async (meetingId: string) => {
    const { rows } = await db.query<MeetingRow>(
      `select b.id, b.status, b.concierge_id, b.booker_id, lower(b.during)::text as starts,
              trim(c.first_name || ' ' || c.last_name) as c_name, trim(k.first_name || ' ' || k.last_name) as b_name
         from bookings b join users c on c.user_id = b.concierge_id join users k on k.user_id = b.booker_id
        where b.meeting_id = $1`,
      [meetingId],
    );
    return rows[0];
  };

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

  app.get(`${MEETINGS_PATH}:meetingId`, async (req, reply) => {
    const p = params.safeParse(req.params);
    const meeting = p.success ? await find(p.data.meetingId) : undefined;
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (!p.success || !meeting)
      return reply.status(404).type('text/html; charset=utf-8').send(page('Meeting', '<h1>No such meeting</h1>'));
    return reply.type('text/html; charset=utf-8').send(render(meeting, p.data.meetingId));
  });

  app.post(`${MEETINGS_PATH}:meetingId/end`, async (req, reply) => {
    const p = params.safeParse(req.params);
    if (!p.success) return reply.status(404).send({ error: 'not found' });
    const { rows } = await db.query<{ id: number; concierge_id: number; booker_id: number }>(
      `update bookings set status = 'completed', changed_at = now() where meeting_id = $1 and status = 'scheduled'
        returning id, concierge_id, booker_id`,
      [p.data.meetingId],
    );
    const ended = rows[0];
    if (ended) {
      for (const userId of [ended.booker_id, ended.concierge_id]) {
        await hub.publish(userId, {
          type: 'MEETING_ENDED',
          notification: 'The meeting has ended.',
          notificationFrom: 'SYSADMIN',
          meeting_id: p.data.meetingId,
          postId: ended.id,
        });
      }
    }
    const meeting = await find(p.data.meetingId);
    if (!meeting) return reply.status(404).send({ error: 'not found' });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(render(meeting, p.data.meetingId));
  });
}
