import { displayNameOf } from '../db/users';
import { absoluteUrl } from '../http/urls';

export interface BookingRow {
  id: number;
  concierge_id: number;
  booker_id: number;
  start_ms: string | number;
  end_ms: string | number;
  status: 'scheduled' | 'rescheduled' | 'cancelled' | 'completed' | 'no-show';
  meeting_id: string;
  missing: 'booker' | 'concierge' | 'both' | null;
  reason: string | null;
  booker_timezone: string | null;
  rescheduled_from: number | null;
  rescheduled_to: number | null;
  c_user_name: string;
  c_first_name: string;
  c_last_name: string;
  c_user_type: number;
  c_is_mentor: boolean;
  c_provider_detail: { provider_name?: string } | null;
  c_picture: string | null;
  c_timezone: string;
  b_user_name: string;
  b_first_name: string;
  b_last_name: string;
  b_user_type: number;
  b_is_mentor: boolean;
  b_provider_detail: { provider_name?: string } | null;
  b_picture: string | null;
}

/** Every booking column plus both people, for `select ${BOOKING_SELECT} where …`. */
export const BOOKING_SELECT = `b.id, b.concierge_id, b.booker_id,
  extract(epoch from lower(b.during))::float8 * 1000 as start_ms, extract(epoch from upper(b.during))::float8 * 1000 as end_ms,
  b.status, b.meeting_id, b.missing, b.reason, b.booker_timezone, b.rescheduled_from, b.rescheduled_to,
  c.user_name as c_user_name, c.first_name as c_first_name, c.last_name as c_last_name,
  c.user_type as c_user_type, c.is_mentor as c_is_mentor, c.care_provider_detail as c_provider_detail,
  coalesce(c.mentor_detail->>'profile_picture', c.profile_picture) as c_picture, p.timezone as c_timezone,
  k.user_name as b_user_name, k.first_name as b_first_name, k.last_name as b_last_name, k.user_type as b_user_type,
  k.is_mentor as b_is_mentor, k.care_provider_detail as b_provider_detail, coalesce(k.mentor_detail->>'profile_picture', k.profile_picture) as b_picture
  from bookings b join users c on c.user_id = b.concierge_id join concierge_profiles p on p.user_id = b.concierge_id
  join users k on k.user_id = b.booker_id`;

/** Where a session's call opens: the app's call page (src/routes/_app/_member/mentorship/call.$meetingId.tsx). */
export const MEETING_BASE_PATH = '/mentorship/call/';
export const meetingPath = (meetingId: string) => `${MEETING_BASE_PATH}${encodeURIComponent(meetingId)}`;

/** A booking as the viewer sees it: `role` says which side they are on. */
export function presentBooking(origin: string, b: BookingRow, viewerId: number) {
  const start = Number(b.start_ms);
  return {
    id: b.id,
    status: b.status,
    start: new Date(start).toISOString(),
    end: new Date(Number(b.end_ms)).toISOString(),
    role: b.concierge_id === viewerId ? ('concierge' as const) : ('booker' as const),
    meeting_id: b.meeting_id,
    meeting_url: `${origin}${meetingPath(b.meeting_id)}`,
    missing: b.missing,
    reason: b.reason,
    rescheduled_from: b.rescheduled_from,
    rescheduled_to: b.rescheduled_to,
    concierge: {
      user_id: b.concierge_id,
      user_name: b.c_user_name,
      // SPEC §6, as everywhere (contract/display-name.ts): the demo provider is its practice's name.
      display_name: displayNameOf({
        user_name: b.c_user_name,
        first_name: b.c_first_name,
        last_name: b.c_last_name,
        user_type: b.c_user_type,
        is_mentor: b.c_is_mentor,
        care_provider_detail: b.c_provider_detail,
      }),
      profile_picture: absoluteUrl(origin, b.c_picture),
      timezone: b.c_timezone,
    },
    booker: {
      user_id: b.booker_id,
      user_name: b.b_user_name,
      display_name: displayNameOf({
        user_name: b.b_user_name,
        first_name: b.b_first_name,
        last_name: b.b_last_name,
        user_type: b.b_user_type,
        is_mentor: b.b_is_mentor,
        care_provider_detail: b.b_provider_detail,
      }),
      profile_picture: absoluteUrl(origin, b.b_picture),
      timezone: b.booker_timezone,
    },
  };
}

export type PresentedBooking = ReturnType<typeof presentBooking>;
