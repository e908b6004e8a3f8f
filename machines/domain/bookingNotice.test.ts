import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { serverEventEffect, truncate, type RealtimeNotification } from './notifications';
import { bookingNoticeText } from './bookingNotice';

// Friday 27 November 2026, 18:00 UTC: 13:00 in New York.
const STARTS_AT = '2026-11-27T18:00:00.000Z';
const notice = (extra: Partial<RealtimeNotification>): RealtimeNotification =>
  ({
    notificationId: '9',
    type: 'Concierge',
    notification: 'caregiver booked a session with you.',
    notificationUsername: 'caregiver',
    notificationFrom: '3',
    postId: 12,
    starts_at: STARTS_AT,
    booking_change: 'booked',
    ...extra,
  }) as RealtimeNotification;
const toastText = (n: RealtimeNotification) => {
  const effect = serverEventEffect(n, '/dashboard');
  if (effect.kind !== 'toast') throw new Error(`expected a toast, got ${effect.kind}`);
  // As the toasts flow shows it: cut at 50 characters (SPEC §9).
  return truncate(effect.toast.text);
};

describe('booking notices are written from the instant, in the reader’s zone (issue #28 item 3)', () => {
  it('writes the time in the reader’s zone setting when the notice carries one', () => {
    expect(toastText(notice({ timezone: 'America/New_York' }))).toBe('Fri 27 Nov, 13:00: booked a session with you');
  });

  it('writes it in the browser’s zone for a reader without a setting (UTC here), never the sender’s', () => {
    expect(toastText(notice({}))).toBe('Fri 27 Nov, 18:00: booked a session with you');
  });

  it('keeps the day and the time inside the 50 characters of a toast for every change', () => {
    for (const change of ['booked', 'moved', 'cancelled'] as const) {
      const text = toastText(notice({ booking_change: change, timezone: 'America/New_York' }));
      expect(Array.from(text).length).toBeLessThanOrEqual(LIMITS.toastTextLength);
      expect(text).not.toMatch(/…$/);
      expect(text.startsWith('Fri 27 Nov, 13:00')).toBe(true);
    }
  });

  it('names the person in the notification list, where no title carries the name', () => {
    expect(
      bookingNoticeText({ starts_at: STARTS_AT, booking_change: 'moved', timezone: 'America/New_York' }, { name: 'Jordan Lee' }),
    ).toBe('Fri 27 Nov, 13:00: Jordan Lee moved your session to this time');
  });

  it('falls back to the server’s text for a notice without an instant (after the name, which the title says: #63.6)', () => {
    const effect = serverEventEffect(notice({ starts_at: undefined, booking_change: undefined }), '/dashboard');
    expect(effect).toMatchObject({ kind: 'toast', toast: { title: 'caregiver', text: 'booked a session with you.' } });
  });
});
