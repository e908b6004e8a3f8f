import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';
import { AVATARS } from './web-avatars';

/** What the server serves beside the API: the app's config and avatars. */

export const config = endpoint({
  method: 'GET',
  path: '/config.json',
  summary: 'The app’s runtime configuration (API origin, OIDC, realtime paths, error reporting).',
  response: z.looseObject({ apiBaseUrl: z.string() }),
  auth: 'public',
  hidden: true,
  serverOnly: 'read by src/config.ts before any service exists',
});

export const avatar = endpoint({
  method: 'GET',
  path: `${AVATARS}:name.svg`,
  summary: 'A deterministic avatar for any name (a person’s shows their initials).',
  params: z.object({ name: z.string() }),
  response: raw('image/svg+xml'),
  auth: 'public',
  hidden: true,
  serverOnly: 'an <img> source',
});
