import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as reporting from '../reporting/reporting';
import { answeredCall, refusalIn, refusalInAnswer } from './refusal';

const failed = (status: number, body: unknown) => {
  const request = new Request('http://localhost/api/x', { method: 'POST' });
  const response = new Response(body === undefined ? null : JSON.stringify(body), { status });
  return new HTTPError(response, request, {} as never);
};
const call = (error: unknown) =>
  answeredCall({ service: 'chatServer', call: 'x' }, () => Promise.reject(error), {
    refused: (r) => Object.assign(new Error(r.message), { refusal: r }),
    unavailable: () => new Error('unavailable'),
  });

afterEach(() => vi.restoreAllMocks());

describe('refusals are answers, outages are reported', () => {
  it("reads the server's reason from a rule's refusal and from the schema check", async () => {
    expect(await refusalIn(failed(409, { error: 'slot taken', message: 'That time was just booked.' }))).toEqual({
      status: 409,
      error: 'slot taken',
      message: 'That time was just booked.',
    });
    expect(
      await refusalIn(failed(400, { error: 'invalid request', issues: [{ path: 'message', message: 'must be text' }] })),
    ).toEqual({ status: 400, error: 'invalid request', message: 'must be text' });
  });

  it('reads an answer that did not come through ky (an upload) by the same rule', () => {
    expect(refusalInAnswer(413, { error: 'too large', message: 'That file is larger than 10 MB.' })?.message).toBe(
      'That file is larger than 10 MB.',
    );
    expect(refusalInAnswer(401, { message: 'expired' })).toBeNull();
    expect(refusalInAnswer(502, { message: 'bad gateway' })).toBeNull();
  });

  it('a 429 with Retry-After says how long to wait, in seconds or minutes; one without keeps the server’s words', async () => {
    const limited = (wait: string) => {
      const request = new Request('http://localhost/api/x', { method: 'POST' });
      const body = JSON.stringify({ error: 'too many writes', message: 'At most 10 posts a minute.' });
      return new HTTPError(new Response(body, { status: 429, headers: { 'retry-after': wait } }), request, {} as never);
    };
    expect(await refusalIn(limited('40'))).toEqual({
      status: 429,
      error: 'too many writes',
      message: "You're doing that too often. Try again in 40 seconds.",
    });
    expect((await refusalIn(limited('1')))?.message).toBe("You're doing that too often. Try again in 1 second.");
    expect((await refusalIn(limited('3600')))?.message).toBe("You're doing that too often. Try again in 60 minutes.");
    expect(refusalInAnswer(429, { error: 'too many', message: 'Wait a minute.' })?.message).toBe('Wait a minute.');
    // Another rule's 429 keeps its own words, its wait included (the e-mail link's cooldown, the PDF queue).
    const soon = 'A link was sent less than a minute ago. Try again in 12 seconds.';
    expect(refusalInAnswer(429, { error: 'too soon', message: soon }, '12')?.message).toBe(soon);
  });

  it('a 401, a 5xx, a 4xx without a reason and a network error are not refusals', async () => {
    expect(await refusalIn(failed(401, { message: 'expired' }))).toBeNull();
    expect(await refusalIn(failed(500, { error: 'internal error', message: 'x' }))).toBeNull();
    expect(await refusalIn(failed(404, undefined))).toBeNull();
    expect(await refusalIn(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('a refusal is thrown as the flow names it, unreported; an outage is reported once and thrown as unavailable', async () => {
    const report = vi.spyOn(reporting, 'reportError').mockImplementation(() => {});
    await expect(
      call(failed(403, { error: 'Only admins can add members.', message: 'Only admins can add members.' })),
    ).rejects.toThrow('Only admins can add members.');
    expect(report).not.toHaveBeenCalled();
    await expect(call(failed(503, null))).rejects.toThrow('unavailable');
    expect(report).toHaveBeenCalledTimes(1);
    // A request its caller aborted is neither.
    const aborted = new DOMException('stopped', 'AbortError');
    await expect(call(aborted)).rejects.toBe(aborted);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
