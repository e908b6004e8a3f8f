// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startReporting } from './reporting';

/*
 * Issue #28 item 4: resizing the calendar to 390 px made the browser fire "ResizeObserver loop
 * completed with undelivered notifications", a benign notice (layout settles on the next frame),
 * which went to error reporting as an uncaught error. It is dropped at the reporting boundary.
 */
afterEach(() => vi.restoreAllMocks());

const reported = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((call) => call[0] === '[reported]');

describe('uncaught errors reported', () => {
  it('leaves out the benign ResizeObserver loop notice and still reports real errors', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    startReporting({ sentry: { dsn: '', environment: 'test' } } as never);
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }));
    expect(reported(spy)).toHaveLength(0);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }));
    expect(reported(spy)).toHaveLength(1);
  });
});
