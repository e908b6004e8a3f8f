import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/** The error-report sink the Sentry SDK posts to (a Sentry envelope, stored for the team). */

export const envelope = endpoint({
  method: 'POST',
  path: '/api/:projectId/envelope/',
  summary: 'Receives a Sentry envelope (text) from the app’s error reporting.',
  params: z.object({ projectId: z.string() }),
  form: { type: 'application/x-sentry-envelope' },
  response: z.object({}),
  errors: { 400: 'an empty envelope', 404: 'an unknown project', 429: 'too many reports from this address' },
  auth: 'public',
  hidden: true,
  serverOnly: 'the Sentry SDK posts here, not a service',
});
