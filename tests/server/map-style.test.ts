import { describe, expect, it } from 'vitest';
import { optionsFromEnv, resolveContext } from '../../server/config';
import { appCsp } from '../../server/web/csp';
import { clientConfig } from '../../server/web/static-app';

/** MAP_STYLE_URL (issue #63.10): the maps' tile basemap, read at start, handed to the app, allowed by its CSP. */
describe('the map style (MAP_STYLE_URL)', () => {
  const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src '));

  it('is none unless set: the app draws its offline atlas and its CSP connects nowhere new', () => {
    const options = optionsFromEnv({});
    expect(options.mapStyleUrl).toBeUndefined();
    const ctx = resolveContext(options, 4000);
    expect(clientConfig(ctx)).not.toHaveProperty('map');
    expect(connectSrc(appCsp(ctx))).toBe("connect-src 'self' http://localhost:4000 ws://localhost:4000");
  });

  it('when set, the app is given it and may fetch from its origin, and only that one', () => {
    const options = optionsFromEnv({ MAP_STYLE_URL: ' https://tiles.example.org/styles/liberty.json ' });
    expect(options.mapStyleUrl).toBe('https://tiles.example.org/styles/liberty.json');
    const ctx = resolveContext(options, 4000);
    expect(clientConfig(ctx).map).toEqual({ styleUrl: 'https://tiles.example.org/styles/liberty.json' });
    expect(connectSrc(appCsp(ctx))).toBe(
      "connect-src 'self' http://localhost:4000 ws://localhost:4000 https://tiles.example.org",
    );
    // A style on the app's own origin adds nothing.
    const own = resolveContext(optionsFromEnv({ MAP_STYLE_URL: 'http://localhost:4000/map/style.json' }), 4000);
    expect(connectSrc(appCsp(own))).toBe("connect-src 'self' http://localhost:4000 ws://localhost:4000");
  });

  it('stops the server with the reason when it is not an http(s) URL', () => {
    for (const wrong of ['tiles.example.org/style.json', 'javascript:alert(1)', 'file:///etc/style.json'])
      expect(() => optionsFromEnv({ MAP_STYLE_URL: wrong }), wrong).toThrow(/MAP_STYLE_URL must be an http\(s\) URL/);
  });
});
