import * as z from 'zod/mini';
import { invalidRequest, noContent, refusal, type Endpoint, type RawResponse } from '../../contract/endpoint';
import type { ContractEntries, Named } from './contract-entries';

/**
 * The OpenAPI 3.1 document, generated from contract/ (issue #29 item 3): one operation per entry,
 * its path, query and body as JSON Schema (zod's toJSONSchema, the input side: what is sent), its
 * answers, and who may call it. Paths SPEC leaves "not shown" (chosen here) and the dev hooks are
 * marked `x-hidden`; entries no service calls say why in `x-server-only`. The socket and
 * server-event messages are listed under `x-messages`.
 */

type Schema = z.ZodMiniType;
type Json = Record<string, unknown>;

/** A zod/mini schema as JSON Schema 2020-12 (what OpenAPI 3.1 takes), as sent on the wire. */
export function jsonSchema(schema: Schema): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

/** `/a/:id/b/:name.svg` → `/a/{id}/b/{name}.svg`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const isRaw = (response: Schema | RawResponse): response is RawResponse => 'raw' in response;

const AUTH: Record<Endpoint['auth'], Json[] | undefined> = {
  bearer: [{ bearer: [] }],
  public: [],
  session: [{ session: [] }],
  dev: [],
};

function parameters(entry: Endpoint): Json[] {
  const list: Json[] = [];
  for (const where of ['params', 'query'] as const) {
    const schema = entry[where];
    if (!schema) continue;
    const json = jsonSchema(schema);
    const properties = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name,
        in: where === 'params' ? 'path' : 'query',
        required: where === 'params' || required.has(name),
        schema: property,
      });
    }
  }
  return list;
}

function requestBody(entry: Endpoint): Json | undefined {
  if (entry.body) {
    const optional = z.safeParse(entry.body, undefined).success;
    return { required: !optional, content: { 'application/json': { schema: jsonSchema(entry.body) } } };
  }
  if (entry.form) {
    return {
      required: true,
      content: { [entry.form.type]: entry.form.fields ? { schema: jsonSchema(entry.form.fields) } : {} },
    };
  }
  return undefined;
}

/**
 * The answers every operation may give alike, written once under `components` and referred to:
 * inlined, the refusal's schema and the invalid request's stood in the document some 300 times.
 */
const COMPONENT = {
  invalidRequest: '#/components/responses/InvalidRequest',
  unauthorized: '#/components/responses/Unauthorized',
  refusal: '#/components/schemas/Refusal',
};

function components(): Json {
  return {
    schemas: { InvalidRequest: jsonSchema(invalidRequest), Refusal: jsonSchema(refusal) },
    responses: {
      InvalidRequest: {
        description: 'A field refused: which, and why, in words.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/InvalidRequest' } } },
      },
      Unauthorized: { description: 'No access token, or one that no longer works.' },
    },
  };
}

function responses(entry: Endpoint): Json {
  const status = String(entry.status ?? (entry.response === noContent ? 204 : 200));
  const answer: Json = { description: 'Done.' };
  if (entry.response !== noContent) {
    answer.content = isRaw(entry.response)
      ? { [entry.response.raw]: {} }
      : { 'application/json': { schema: jsonSchema(entry.response) } };
  }
  const all: Json = { [status]: answer };
  if (entry.params || entry.query || entry.body) all['400'] = { $ref: COMPONENT.invalidRequest };
  if (entry.auth === 'bearer') all['401'] = { $ref: COMPONENT.unauthorized };
  // Each refusal has its own words, so only its schema is shared.
  for (const [code, why] of Object.entries(entry.errors ?? {})) {
    all[code] = { description: why, content: { 'application/json': { schema: { $ref: COMPONENT.refusal } } } };
  }
  return all;
}

function operation({ file, name, entry }: Named<Endpoint>): Json {
  const security = AUTH[entry.auth];
  const params = parameters(entry);
  const body = requestBody(entry);
  return {
    operationId: `${file}.${name}`,
    summary: entry.summary,
    tags: [file],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(entry),
    ...(security ? { security } : {}),
    ...(entry.hidden ? { 'x-hidden': true } : {}),
    ...(entry.serverOnly ? { 'x-server-only': entry.serverOnly } : {}),
    ...(entry.auth === 'dev' ? { 'x-dev-hook': true } : {}),
  };
}

export function openApiDocument(contract: ContractEntries, serverUrl: string, devHooks = true): Json {
  const paths: Record<string, Record<string, Json>> = {};
  // With the development hooks off (production), their paths are not served, so not listed (#57.14).
  const endpoints = contract.endpoints.filter((named) => devHooks || named.entry.auth !== 'dev');
  for (const named of endpoints) {
    const path = openApiPath(named.entry.path);
    (paths[path] ??= {})[named.entry.method.toLowerCase()] = operation(named);
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'NeuroHealth Care reference server',
      version: '1.0.0',
      description:
        'Generated from contract/ (one zod/mini declaration per route, shared by the server and the app). ' +
        'Operations marked x-hidden are paths SPEC §7 leaves "not shown" (chosen here) or test hooks; ' +
        'x-server-only says why no app service calls one. x-messages lists the socket and server-event messages.',
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(endpoints.map((e) => e.file))].sort().map((name) => ({ name })),
    paths: sorted,
    components: {
      ...components(),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An OIDC access token from /oidc.' },
        session: { type: 'apiKey', in: 'cookie', name: '_interaction', description: 'The sign-in interaction’s cookie.' },
      },
    },
    'x-messages': contract.messages.map(({ file, name, entry }) => ({
      name: `${file}.${name}`,
      channel: entry.channel,
      event: entry.event,
      direction: entry.direction,
      summary: entry.summary,
      schema: jsonSchema(entry.schema),
    })),
  };
}
