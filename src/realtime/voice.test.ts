// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptureEvent } from '../../machines/search/voiceSearch.machine';
import type { AppConfig } from '../config';
import * as reporting from '../reporting/reporting';
import { voiceCapture } from './voice';

/*
 * The capture's own teardown must not be reported as a failure: when the connection is
 * refused while the worklet is still loading, the dialog stops the capture, closing the audio
 * context aborts the worklet's load, and only "connection lost" is the failure.
 */

class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = FakeSocket.CONNECTING;
  binaryType = 'blob';
  onopen: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  constructor(readonly url: URL) {
    FakeSocket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}

class FakeAudioContext {
  private abort: ((error: unknown) => void) | null = null;
  audioWorklet = {
    addModule: () =>
      new Promise<void>((_, reject) => {
        this.abort = reject;
      }),
  };
  close() {
    // As Chromium does: closing the context aborts a module still loading.
    this.abort?.(new DOMException("Unable to load a worklet's module.", 'AbortError'));
    return Promise.resolve();
  }
  resume() {
    return Promise.resolve();
  }
}

const track = { stop: vi.fn(), addEventListener: vi.fn() };
const config = { apiBaseUrl: 'http://localhost:4000', voice: { path: '/voice' } } as AppConfig;
const settled = () => new Promise((r) => setTimeout(r, 10));

afterEach(() => vi.unstubAllGlobals());

describe('voice capture', () => {
  it('a connection refused while the worklet loads is reported as the lost connection only', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => ({ getTracks: () => [track], getAudioTracks: () => [track] }) },
    });
    const report = vi.spyOn(reporting, 'reportError').mockImplementation(() => {});
    const events: CaptureEvent[] = [];
    const stop = voiceCapture(config, () => 'token')({ sendBack: (e) => events.push(e), receive: () => {} });
    await settled();

    // The server refuses the connection; the machine fails and stops the capture.
    FakeSocket.last?.onclose?.({ code: 1006 });
    stop();
    await settled();

    expect(events).toEqual([{ type: 'voice.failed', failure: 'connection lost' }]);
    expect(report).not.toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
  });

  it('passes on what the server says: the place in line, the turn, the text; drops anything else, reported', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const report = vi.spyOn(reporting, 'reportError').mockImplementation(() => {});
    const events: CaptureEvent[] = [];
    const stop = voiceCapture(config, () => 'token')({ sendBack: (e) => events.push(e), receive: () => {} });
    const say = (message: unknown) => FakeSocket.last?.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
    say({ type: 'queued', position: 2 });
    say({ type: 'queued', position: 1 });
    say({ type: 'listening' });
    say({ type: 'partial', text: 'speech' });
    say({ type: 'final', text: 'speech therapy' });
    say({ type: 'queued', position: 0 });
    say({ type: 'queued' });
    stop();
    expect(events).toEqual([
      { type: 'voice.queued', position: 2 },
      { type: 'voice.queued', position: 1 },
      { type: 'voice.listening' },
      { type: 'voice.partial', text: 'speech' },
      { type: 'voice.final', text: 'speech therapy' },
    ]);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
