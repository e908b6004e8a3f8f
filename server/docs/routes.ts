import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/docs';
import type { ServerContext } from '../config';
import { serve } from '../http/endpoint';
import { contractEntries } from './contract-entries';
import { openApiDocument } from './openapi';

/** Swagger UI's files, from the swagger-ui-dist package: the docs page needs nothing from a CDN. */
const SWAGGER_UI = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png'];

// No inline script: the app's CSP (script-src 'self') holds for this page as for every other.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>NeuroHealth Care API</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// The features (tags) open folded: a reader picks one. Expanded, the document's 140-odd operations
// and their tags pass the 150 rows at which Swagger UI (5.x) virtualizes the list, so only the rows
// in the window exist in the page and most paths cannot be found until scrolled to.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'none' });\n`;

/**
 * GET /api/openapi.json (generated from contract/ when first asked for, then kept) and /api/docs
 * (Swagger UI on it). Not at start: generating it took about 0.3 s of every server's start, and
 * most servers (each test's, each node's) are never asked for it.
 */
export async function registerDocs(app: FastifyInstance, ctx: ServerContext) {
  let document: Promise<string> | undefined;
  const generated = () =>
    (document ??= contractEntries().then((entries) => JSON.stringify(openApiDocument(entries, ctx.publicOrigin, ctx.devHooks))));

  serve(app, contract.openApiDocument, async ({ reply }) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(await generated()),
  );
  serve(app, contract.docsPage, async ({ reply }) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );
  serve(app, contract.docsScript, async ({ reply }) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(INIT),
  );
  // The few files the page loads, and nothing else of the package (its index.html points at a
  // petstore on the internet).
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: SWAGGER_UI,
      prefix: '/api/docs/',
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => ASSETS.includes(pathName.replace(/^\//, '')),
      cacheControl: true,
      maxAge: '1h',
    });
  });
}
