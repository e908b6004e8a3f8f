import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_CHOICE, NOTIFIABLE_TYPES } from '../../contract/preferences';
import { createPreferences } from './preferences';

const PREFERENCES = {
  timezone: 'America/Denver',
  offset: '-07:00',
  notifications: Object.fromEntries(NOTIFIABLE_TYPES.map((type) => [type, DEFAULT_NOTIFICATION_CHOICE])),
  display: null,
  display_version: 0,
};

describe('the preferences client', () => {
  it('reads once for the display settings and the toasts asking at sign-in, and again later', async () => {
    const asked: string[] = [];
    const http = ky.create({
      prefixUrl: 'http://localhost',
      retry: 0,
      fetch: async (request) => {
        asked.push(new URL((request as Request).url).pathname);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return Response.json({ data: PREFERENCES });
      },
    });
    // Each `api().preferences()` makes its own service, as the two flows do.
    const [forSettings, forToasts] = await Promise.all([createPreferences(http).read(), createPreferences(http).read()]);
    expect(forSettings).toEqual(PREFERENCES);
    expect(forToasts).toEqual(PREFERENCES);
    expect(asked).toEqual(['/api/account/v1/preferences']);
    await createPreferences(http).read();
    expect(asked).toHaveLength(2);
  });
});
