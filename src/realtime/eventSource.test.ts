import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventStreamEvent } from '../../machines/eventStream/eventStream.machine';
import type { AppConfig } from '../config';

class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  /** 0 connecting; a refused connection is failed by the browser (CLOSED), a dropped one reconnects (0). */
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  listeners = new Map<string, (e: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: URL) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, fn);
  }
  close() {
    this.closed = true;
  }
  emit(data: string, lastEventId: string) {
    this.onmessage?.(new MessageEvent('message', { data, lastEventId }));
  }
}

const config = {
  apiBaseUrl: 'http://localhost:4000',
  sse: { subscribePath: '/public/user-audit/server-event/subscribe' },
} as AppConfig;
const drained = () => new Promise((r) => setTimeout(r, 20));

describe('event stream boundary (src/realtime/eventSource)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('validates each message: malformed ones are reported and dropped, valid ones delivered in order', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporting = await import('../reporting/reporting');
    const report = vi.spyOn(reporting, 'reportError');
    const { eventSourceCallback } = await import('./eventSource');
    const sent: EventStreamEvent[] = [];
    const stop = eventSourceCallback(
      config,
      () => 'token-123',
    )({ input: { userId: 7, lastEventId: '41' }, sendBack: (e) => sent.push(e) });

    const source = FakeEventSource.last!;
    // The token travels in the query (EventSource cannot send headers); replay asks from the last id.
    expect(source.url.pathname).toBe('/public/user-audit/server-event/subscribe/7');
    expect(source.url.searchParams.get('access_token')).toBe('token-123');
    expect(source.url.searchParams.get('lastEventId')).toBe('41');

    source.onopen!();
    source.emit('{not json', '42');
    source.emit(JSON.stringify({ notificationId: 'x', type: 'Nonsense', notification: 'bad type' }), '43');
    source.emit(JSON.stringify({ notificationId: 9, type: 'Post', subType: 'Comment', notification: 'ok', postId: 3 }), '44');
    source.listeners.get('ready')!(new MessageEvent('ready', { data: '{}', lastEventId: '44' }));
    source.onerror!();
    await drained();

    expect(sent).toEqual([
      { type: 'stream.opened' },
      { type: 'stream.received', notification: expect.objectContaining({ notificationId: '9', type: 'Post' }), eventId: '44' },
      { type: 'stream.position', eventId: '44' },
      { type: 'stream.failed', reason: expect.any(String) },
    ]);
    expect(report).toHaveBeenCalledTimes(2);
    expect(report.mock.calls.map(([, extra]) => extra?.eventId)).toEqual(['42', '43']);
    // An error closes the browser's own retry: the machine's backoff decides.
    expect(source.closed).toBe(true);
    stop();
  });

  it('parses each event with its type’s payload: a malformed one (SPEC §8) is reported and dropped, a good one handed over typed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporting = await import('../reporting/reporting');
    const report = vi.spyOn(reporting, 'reportError');
    const { eventSourceCallback } = await import('./eventSource');
    const sent: EventStreamEvent[] = [];
    eventSourceCallback(config, () => 't')({ input: { userId: 7, lastEventId: null }, sendBack: (e) => sent.push(e) });
    const source = FakeEventSource.last!;
    const claim = { target_type: 'POST', target_id: 12, claimed_by: { user_id: 3, user_name: 'admin', display_name: 'Ada' } };
    const malformed = [
      // A post's news about no post, or about a post id that is not an integer.
      { notificationId: '1', type: 'Post', subType: 'Comment', notification: 'no post' },
      { notificationId: '2', type: 'Post', subType: 'Comment', notification: 'a string id', postId: '12' },
      // A follow request from no one: the follow button could not tell whose it is.
      { notificationId: '3', type: 'Follow Request', subType: 'Follow accepted', notification: 'from nobody' },
      // A claim without its item, and one whose item is not the queue's.
      { notificationId: '4', type: 'ADMIN_QUEUE', notification: 'no claim' },
      { notificationId: '5', type: 'ADMIN_QUEUE', notification: 'bad claim', claim: { ...claim, target_type: 'USER' } },
      // A shared note that names no note.
      { notificationId: '6', type: 'Concierge', subType: 'Note shared', notification: 'which note?' },
    ];
    malformed.forEach((event, i) => source.emit(JSON.stringify(event), String(10 + i)));
    source.emit(
      JSON.stringify({ notificationId: 'evt-20', type: 'ADMIN_QUEUE', notification: 'Ada claimed an item.', claim }),
      '20',
    );
    source.emit(
      JSON.stringify({
        notificationId: 21,
        type: 'Follow Request',
        notification: 'Sam wants to follow you',
        notificationFrom: '42',
      }),
      '21',
    );
    source.emit(
      JSON.stringify({ notificationId: 22, type: 'Concierge', subType: 'Note shared', notification: 'n', postId: 5 }),
      '22',
    );
    await drained();

    expect(report.mock.calls.map(([, extra]) => extra?.eventId)).toEqual(['10', '11', '12', '13', '14', '15']);
    const received = sent.flatMap((e) => (e.type === 'stream.received' ? [e.notification] : []));
    expect(received.map((n) => n.notificationId)).toEqual(['evt-20', '21', '22']);
    const [queued, follow, note] = received;
    // Typed by its type: the claim is the queue's, the sender an id, the note a number.
    expect(queued!.type === 'ADMIN_QUEUE' && queued!.claim).toEqual(claim);
    expect(follow!.type === 'Follow Request' && Number(follow!.notificationFrom)).toBe(42);
    expect(note!.type === 'Concierge' && note!.subType === 'Note shared' && note!.postId).toBe(5);
  });

  it('hands over the server’s session.ended with its reason, and reports no failure when the stream then closes', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { eventSourceCallback } = await import('./eventSource');
    const sent: EventStreamEvent[] = [];
    eventSourceCallback(config, () => 't')({ input: { userId: 7, lastEventId: null }, sendBack: (e) => sent.push(e) });
    const source = FakeEventSource.last!;
    source.onopen!();
    source.listeners.get('session.ended')!(new MessageEvent('session.ended', { data: '{"reason":"suspended"}' }));
    source.onerror!();
    await drained();
    expect(sent).toEqual([{ type: 'stream.opened' }, { type: 'stream.sessionEnded', reason: 'suspended' }]);
    expect(source.closed).toBe(true);
  });

  it('asks the status of a connection refused at once: 401 is a refusal (the session may have ended), anything else a failure', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const statuses = [401, 503];
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        asked.push(url.searchParams.get('access_token') ?? '');
        return new Response(null, { status: statuses.shift() });
      }),
    );
    const { eventSourceCallback } = await import('./eventSource');
    const sent: EventStreamEvent[] = [];
    for (let i = 0; i < 2; i++) {
      eventSourceCallback(config, () => 'old-token')({ input: { userId: 7, lastEventId: null }, sendBack: (e) => sent.push(e) });
      const source = FakeEventSource.last!;
      source.readyState = FakeEventSource.CLOSED;
      source.onerror!();
      await drained();
    }
    expect(sent).toEqual([{ type: 'stream.refused' }, { type: 'stream.failed', reason: expect.any(String) }]);
    expect(asked).toEqual(['old-token', 'old-token']);

    // A stream that was open and dropped is a failure, without asking.
    eventSourceCallback(config, () => 't')({ input: { userId: 7, lastEventId: null }, sendBack: (e) => sent.push(e) });
    FakeEventSource.last!.onopen!();
    FakeEventSource.last!.onerror!();
    await drained();
    expect(sent.slice(2)).toEqual([{ type: 'stream.opened' }, { type: 'stream.failed', reason: expect.any(String) }]);
    expect(asked).toHaveLength(2);
  });

  it('hands a reset (events after the last id were pruned on the server) to the machine', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { eventSourceCallback } = await import('./eventSource');
    const sent: EventStreamEvent[] = [];
    const stop = eventSourceCallback(
      config,
      () => 'token',
    )({ input: { userId: 7, lastEventId: '3' }, sendBack: (e) => sent.push(e) });
    FakeEventSource.last!.listeners.get('reset')!(new MessageEvent('reset', { data: '{}' }));
    await drained();
    expect(sent).toEqual([{ type: 'stream.reset' }]);
    stop();
  });
});
