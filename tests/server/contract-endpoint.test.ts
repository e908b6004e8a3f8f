import Fastify from 'fastify';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../contract/endpoint';
import { id } from '../../contract/fields';
import { serve } from '../../server/http/endpoint';

const entry = endpoint({
  method: 'POST',
  path: '/api/things/:id',
  summary: 'A thing.',
  params: z.object({ id }),
  query: z.object({ page: z._default(z.coerce.number(), 0) }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.int(), name: z.string() }),
  auth: 'public',
});

async function appWith(checkResponses: boolean, answer: (name: string, id: number) => unknown) {
  const app = Fastify();
  app.decorate('checkResponses', checkResponses);
  await app.register(
    async (api) => {
      serve(api, entry, ({ params, body }) => answer(body.name, params.id));
    },
    { prefix: '/api' },
  );
  return app;
}

describe('serve: a route registered from its contract entry', () => {
  it('hands the handler the parsed parts and answers 400 with the first failing part’s fields', async () => {
    const app = await appWith(true, (name, id) => ({ id, name }));
    const good = await app.inject({ method: 'POST', url: '/api/things/7', payload: { name: 'x' } });
    expect(good.json()).toEqual({ id: 7, name: 'x' });
    const badId = await app.inject({ method: 'POST', url: '/api/things/0', payload: {} });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ error: 'invalid request', issues: [{ path: 'params.id', message: 'must be 1 or more' }] });
    const badBody = await app.inject({ method: 'POST', url: '/api/things/7', payload: { name: 3 } });
    expect(badBody.json().issues).toEqual([{ path: 'body.name', message: 'Invalid input: expected string, received number' }]);
  });

  it('in tests, fails an answer of a shape the entry does not declare', async () => {
    const wrong = (name: string) => ({ id: 'seven', name });
    const checked = await appWith(true, wrong);
    expect((await checked.inject({ method: 'POST', url: '/api/things/7', payload: { name: 'x' } })).statusCode).toBe(500);
    const unchecked = await appWith(false, wrong);
    expect((await unchecked.inject({ method: 'POST', url: '/api/things/7', payload: { name: 'x' } })).statusCode).toBe(200);
  });
});
