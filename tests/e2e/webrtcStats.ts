import type { Page } from '@playwright/test';

/*
 * What a call test reads of a page's WebRTC, as chrome://webrtc-internals does: its connections,
 * kept by an init script, and the video frames decoded from the other person (call.spec, the
 * cluster e2e).
 */

/** Keeps each page's RTCPeerConnections (`page.addInitScript(trackConnections)`), so the test can read their statistics. */
export function trackConnections() {
  const Native = window.RTCPeerConnection;
  const kept: RTCPeerConnection[] = [];
  (window as unknown as { __connections: RTCPeerConnection[] }).__connections = kept;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      kept.push(this);
    }
  };
}

/** Video frames decoded from the other person, on the page's open connection. */
export const framesDecoded = (page: Page) =>
  page.evaluate(async () => {
    let frames = 0;
    for (const pc of (window as unknown as { __connections: RTCPeerConnection[] }).__connections) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((r: { type: string; kind?: string; framesDecoded?: number }) => {
        if (r.type === 'inbound-rtp' && r.kind === 'video') frames = Math.max(frames, r.framesDecoded ?? 0);
      });
    }
    return frames;
  });
