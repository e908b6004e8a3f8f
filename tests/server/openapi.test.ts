import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { appCsp } from '../../server/web/csp';
import { serverPerFile } from './helpers';

const server = serverPerFile();

/** A registered route as the document names it: `GET /api/chat-server/v2/chat/{id}/messages`. */
const documented = (route: string) => route.replace(/:(\w+)/g, '{$1}');

/**
 * Routes the contract does not declare, each for a reason: HEAD is Fastify's twin of every GET,
 * `OPTIONS *` is CORS's preflight, and `/api/docs/*` serves Swagger UI's own files.
 */
const NOT_IN_THE_CONTRACT = new Set(['OPTIONS *', 'GET /api/docs/*']);
const registered = () =>
  [...new Set(server.routes())].filter((route) => !route.startsWith('HEAD ') && !NOT_IN_THE_CONTRACT.has(route));

async function openApi(): Promise<Record<string, any>> {
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, any>;
}

describe('the OpenAPI document generated from contract/ (issue #29 item 3)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await openApi();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route the server registers, and registers every route it documents', async () => {
    const doc = await openApi();
    const inDocument = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const onServer = registered().map(documented);
    expect(onServer.filter((route) => !inDocument.includes(route)).sort(), 'registered, not documented').toEqual([]);
    expect(inDocument.filter((route) => !onServer.includes(route)).sort(), 'documented, not registered').toEqual([]);
    expect(inDocument.length).toBeGreaterThan(100);
  });

  it('marks the paths SPEC leaves “not shown” and the dev hooks x-hidden, and lists the socket and server-event messages', async () => {
    const doc = await openApi();
    expect(doc.paths['/api/user-manager/v1/users/me'].get['x-hidden']).toBe(true);
    expect(doc.paths['/__dev/faults'].post['x-hidden']).toBe(true);
    expect(doc.paths['/api/chat-server/v2/chat'].get['x-hidden']).toBeUndefined();
    expect(doc.paths['/api/chat-server/v2/chat/{id}/messages'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    const events = (doc['x-messages'] as { channel: string; event: string }[]).map((m) => `${m.channel} ${m.event}`);
    expect(events).toEqual(
      expect.arrayContaining([
        'socket.io /public/chat-sockets/socket.io message',
        'socket.io /public/chat-sockets/socket.io chat-update',
        'sse /public/user-audit/server-event/subscribe/:userId message',
      ]),
    );
  });

  it('writes the answers every operation may give alike once, under components, and refers to them', async () => {
    const doc = await openApi();
    const text = JSON.stringify(doc);
    expect(text.split('A field refused: which, and why, in words.').length - 1).toBe(1);
    expect(doc.components.schemas.Refusal.type).toBe('object');
    const createPost = doc.paths['/api/search-engine/v1/community/posts'].post;
    expect(createPost.responses['400']).toEqual({ $ref: '#/components/responses/InvalidRequest' });
    expect(createPost.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    const refusals = Object.entries(createPost.responses as Record<string, any>).filter(
      ([code]) => !['200', '201', '400', '401'].includes(code),
    );
    expect(refusals.length).toBeGreaterThan(0);
    for (const [, answer] of refusals)
      expect(answer.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Refusal' });
  });

  it('is readable at /api/docs from this server alone, under the app’s own CSP', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(appCsp({ publicOrigin: server.url }));
    const html = await page.text();
    expect(html).not.toMatch(/<script>|https?:\/\//);
    for (const asset of ['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css', '/api/docs/init.js'])
      expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
    // Only the files the page needs: not the package's own index.html (it points at a petstore online).
    expect((await fetch(`${server.url}/api/docs/index.html`)).status).toBe(404);
  });
});
