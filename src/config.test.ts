import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const valid = {
  apiBaseUrl: 'http://localhost:4000/',
  oidc: { authority: 'http://localhost:4000/oidc', clientId: 'neurohealth-web' },
  sse: { subscribePath: '/public/user-audit/server-event/subscribe' },
  chatSocket: { path: '/public/chat-sockets/socket.io' },
  voice: { path: '/public/voice-assistant/v1/voice-to-text/stream' },
  sentry: { dsn: 'http://key@localhost:4000/1', environment: 'test' },
};

describe('runtime configuration (/config.json)', () => {
  it('accepts a valid file, trimming the API origin and defaulting Sentry', () => {
    const parsed = parseConfig({ ...valid, sentry: undefined });
    expect(parsed).toEqual({
      config: {
        ...valid,
        apiBaseUrl: 'http://localhost:4000',
        sentry: { dsn: '', environment: 'production' },
        devtools: { actorPanel: false },
      },
    });
  });

  it('turns the live actor panel on only when the file says exactly so', () => {
    const on = parseConfig({ ...valid, devtools: { actorPanel: true } });
    expect('config' in on && on.config.devtools.actorPanel).toBe(true);
    const truthy = parseConfig({ ...valid, devtools: { actorPanel: 'yes' } });
    expect('config' in truthy && truthy.config.devtools.actorPanel).toBe(false);
  });

  it('names every problem of a malformed file', () => {
    const parsed = parseConfig({ apiBaseUrl: 'not a url', oidc: { authority: 'ftp://x' }, sse: { subscribePath: 'relative' } });
    expect('problems' in parsed && parsed.problems).toEqual([
      'apiBaseUrl is not an http(s) URL',
      'oidc.authority is not an http(s) URL',
      'oidc.clientId is missing',
      'sse.subscribePath is not a path starting with /',
      'chatSocket.path is not a path starting with /',
      'voice.path is not a path starting with /',
    ]);
    expect('problems' in parseConfig(null)).toBe(true);
    expect('problems' in parseConfig([1, 2])).toBe(true);
  });
});
