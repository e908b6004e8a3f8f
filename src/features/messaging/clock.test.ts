import { describe, expect, it } from 'vitest';
import { clock } from '../../../machines/domain/time';
import { listTime, messageTime } from './format';

/*
 * Issue #28 item 3: one clock across the product, the product locale's (en-GB, 24-hour), not
 * the browser's 12-hour one in chat beside 24-hour bookings. (Node's default locale is en-US,
 * whose clock is 12-hour: this fails if chat asks the runtime's locale.)
 */
describe('chat times use the product clock', () => {
  it('shows a message sent at 14:05 as "14:05", as bookings and notices do', () => {
    const sent = new Date(2026, 10, 25, 14, 5).toISOString();
    expect(messageTime(sent)).toBe('14:05');
    expect(messageTime(sent)).toBe(clock(sent));
    expect(listTime(sent, new Date(2026, 10, 25, 18, 0))).toBe('14:05');
  });
});
