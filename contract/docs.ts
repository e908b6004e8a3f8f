import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';

/** The API's own document, generated from contract/ (server/docs), and the page that reads it. */

export const openApiDocument = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  summary:
    'This document: OpenAPI 3.1, generated from contract/ (every route, and the socket and server-event messages under x-messages).',
  response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  auth: 'public',
  serverOnly: 'read by /api/docs and by tools',
});

export const docsPage = endpoint({
  method: 'GET',
  path: '/api/docs',
  summary: 'The document, readable (Swagger UI, served from this server: no CDN).',
  response: raw('text/html'),
  auth: 'public',
  serverOnly: 'a page for developers',
});

export const docsScript = endpoint({
  method: 'GET',
  path: '/api/docs/init.js',
  summary: 'Starts Swagger UI on /api/openapi.json (a file, so the page needs no inline script).',
  response: raw('text/javascript'),
  auth: 'public',
  serverOnly: 'the docs page’s script',
});
