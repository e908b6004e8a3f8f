import type { EventSourceInput, EventStreamEvent } from '../../machines/eventStream/eventStream.machine';
import type { AppConfig } from '../config';
import { reportError } from '../reporting/reporting';
import { notificationEvent } from '../../contract/realtime';
import { sessionEndedEvent } from '../../contract/sessions';
import { resetEvent } from '../../contract/realtime-reset';
import { createTimeSlicedQueue } from './timeSlicedQueue';

/**
 * One EventSource to the server-sent-events endpoint (SPEC §7). EventSource
 * cannot send headers, so the token travels in the query string. Each message
 * is parsed and validated here, at the boundary: a malformed one is reported
 * and dropped. The browser's own retry is disabled (we close on error) so the
 * machine's backoff decides when to reconnect, from `lastEventId`.
 */
const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** True when the stream's URL answers 401 (its token no longer works); false for anything else. */
async function refusedForToken(url: URL): Promise<boolean> {
  const controller = new AbortController();
  try {
    const res = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
    return res.status === 401;
  } catch {
    return false;
  } finally {
    // A stream that did open is not read: it is closed at once.
    controller.abort();
  }
}

export function eventSourceCallback(config: AppConfig, accessToken: () => string | null) {
  return ({ input, sendBack }: { input: EventSourceInput; sendBack: (event: EventStreamEvent) => void }) => {
    const url = new URL(`${config.sse.subscribePath}/${input.userId}`, config.apiBaseUrl);
    url.searchParams.set('access_token', accessToken() ?? '');
    if (input.lastEventId) url.searchParams.set('lastEventId', input.lastEventId);
    const source = new EventSource(url);
    // A burst arrives in one network chunk; handing it over in slices keeps the page responsive.
    const queue = createTimeSlicedQueue<EventStreamEvent | MessageEvent<string>>((item) =>
      item instanceof MessageEvent ? receive(item) : sendBack(item),
    );

    let opened = false;
    source.onopen = () => {
      opened = true;
      queue.push({ type: 'stream.opened' });
    };
    // The server says where the stream stands, so a reconnection asks for what was missed.
    source.addEventListener('ready', (event) => {
      if ((event as MessageEvent).lastEventId)
        queue.push({ type: 'stream.position', eventId: (event as MessageEvent).lastEventId });
    });
    // Events after our last id were pruned on the server: what they changed is read again.
    source.addEventListener(resetEvent.event, () => queue.push({ type: 'stream.reset' }));
    // The server ended the session and says why before closing: the machine signs out, never reconnects.
    let ended = false;
    source.addEventListener(sessionEndedEvent.event, (event) => {
      const parsed = sessionEndedEvent.schema.safeParse(safeJson((event as MessageEvent<string>).data));
      if (!parsed.success) return reportError(new Error('Malformed session.ended dropped'), { flow: 'event stream' });
      ended = true;
      source.close();
      queue.push({ type: 'stream.sessionEnded', reason: parsed.data.reason });
    });
    source.onerror = () => {
      const refusedAtOnce = !opened && source.readyState === EventSource.CLOSED;
      source.close();
      if (ended) return;
      // EventSource hides the status of a refused connection; one plain request asks it, only then.
      if (refusedAtOnce)
        void refusedForToken(url).then((refused) =>
          queue.push(
            refused ? { type: 'stream.refused' } : { type: 'stream.failed', reason: 'the event stream could not connect' },
          ),
        );
      else queue.push({ type: 'stream.failed', reason: 'the event stream closed or could not connect' });
    };
    source.onmessage = (message: MessageEvent<string>) => queue.push(message);
    function receive(message: MessageEvent<string>) {
      let body: unknown;
      try {
        body = JSON.parse(message.data);
      } catch (error) {
        reportError(error, { flow: 'event stream', problem: 'not JSON', eventId: message.lastEventId });
        return;
      }
      const parsed = notificationEvent.schema.safeParse(body);
      if (!parsed.success) {
        reportError(new Error('Malformed server event dropped'), {
          flow: 'event stream',
          eventId: message.lastEventId,
          issues: parsed.error.issues.map((i) => i.path.join('.')),
        });
        return;
      }
      sendBack({
        type: 'stream.received',
        notification: parsed.data,
        eventId: message.lastEventId || null,
      });
    }
    return () => {
      queue.stop();
      source.close();
    };
  };
}
