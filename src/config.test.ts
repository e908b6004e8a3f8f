import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { TEST_CONFIG } from './testing/config';

// As the server writes it, with a trailing slash on the API origin and no devtools.
const { devtools: _devtools, ...valid } = { ...TEST_CONFIG, apiBaseUrl: `${TEST_CONFIG.apiBaseUrl}/` };

describe('runtime configuration (/config.json)', () => {
  it('accepts a valid file, trimming the API origin and defaulting Sentry', () => {
    const parsed = parseConfig({ ...valid, sentry: undefined });
    expect(parsed).toEqual({
      config: {
        ...valid,
        apiBaseUrl: TEST_CONFIG.apiBaseUrl,
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

  it('takes the map style (issue #63.10) when the file has one, none (the offline atlas) when not, and refuses one that is not http(s)', () => {
    const style = (map: unknown) => {
      const parsed = parseConfig({ ...valid, map });
      return 'config' in parsed ? parsed.config.map.styleUrl : parsed.problems;
    };
    expect(style(undefined)).toBe(null);
    expect(style({})).toBe(null);
    expect(style({ styleUrl: 'https://tiles.example.org/styles/liberty.json' })).toBe(
      'https://tiles.example.org/styles/liberty.json',
    );
    expect(style({ styleUrl: 'javascript:alert(1)' })).toEqual(['map.styleUrl is not an http(s) URL']);
  });

  it('takes the idle sign-out minutes (issue #62): 30 when the file has none, refused when not whole or under 2', () => {
    const minutes = (session: unknown) => {
      const parsed = parseConfig({ ...valid, session });
      return 'config' in parsed ? parsed.config.session.idleMinutes : parsed.problems;
    };
    expect(minutes(undefined)).toBe(30);
    expect(minutes({ idleMinutes: 15 })).toBe(15);
    for (const wrong of [1, 2.5, '15', -3])
      expect(minutes({ idleMinutes: wrong })).toEqual(['session.idleMinutes is not a whole number of minutes of at least 2']);
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
