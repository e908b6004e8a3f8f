import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '../../contract/admin-providers';
import type { AdminProvider, ProviderFields } from '../../contract/admin-providers';
import type { Database } from '../db/database';
import type { Queryable } from '../db/types';
import { centroidOf } from '../directory';
import { serve } from '../http/endpoint';
import { onlyAdministrators } from './access';
import { appendAudit } from './audit-store';
import { providerPictureOwned } from './provider-pictures';
import * as store from './provider-store';

const NO_PROVIDER = { error: 'not found', message: 'There is no provider with that id.' } as const;
const NOT_YOUR_PICTURE = {
  error: 'invalid request',
  issues: [{ path: 'body.picture', message: 'Upload the picture again.' }],
} as const;
const UNKNOWN_ZIP = {
  error: 'invalid request',
  issues: [{ path: 'body.zip_code', message: 'is not a zip code we know' }],
} as const;

/** What the audit row keeps of a provider: every field, so an edit reads before and after. */
const snapshot = ({ therapy_provider_id, ...rest }: AdminProvider) => ({ provider: therapy_provider_id, ...rest });

/**
 * /admin-provider's calls (contract/admin-providers.ts). Each action runs in one transaction
 * with its audit row (no target person: the provider is in before and after).
 */
export function registerProviderAdmin(api: FastifyInstance, db: Database) {
  const options = { preHandler: onlyAdministrators(db) };

  /** The zip code's centroid (the directory's data: its places, else the Census's), or a 400. */
  const placeOf = async (reply: FastifyReply, fields: ProviderFields) => {
    const at = await centroidOf(db, fields.zip_code);
    if (!at) void reply.status(400).send(UNKNOWN_ZIP);
    return at;
  };

  /**
   * The picture a create or an edit names: undefined (unchanged), null (none) or the path of an
   * upload of this administrator's; false (after a 400) for anything else.
   */
  const pictureOf = async (reply: FastifyReply, value: string | null | undefined, adminId: number) => {
    if (value === undefined || value === null) return value;
    const path = await providerPictureOwned(db, value, adminId);
    if (!path) void reply.status(400).send(NOT_YOUR_PICTURE);
    return path ?? false;
  };

  const audit = (
    tx: Queryable,
    adminId: number,
    address: string,
    action: 'provider_create' | 'provider_edit' | 'provider_retire',
    reason: string,
    before: AdminProvider | null,
    after: AdminProvider,
  ) =>
    appendAudit(tx, {
      actorId: adminId,
      action,
      targetId: null,
      before: before && snapshot(before),
      after: snapshot(after),
      reason,
      address,
    });

  serve(
    api,
    contract.listProviders,
    async ({ query }) => {
      const { rows, total } = await store.listProviders(db, query);
      return { data: { data: rows, total, page: query.page, size: query.size } };
    },
    options,
  );

  serve(
    api,
    contract.createProvider,
    async ({ body: { reason, picture: named, ...fields }, req, reply }) => {
      const picture = await pictureOf(reply, named, req.userId);
      if (picture === false) return reply;
      const at = await placeOf(reply, fields);
      if (!at) return reply;
      const created = await db.transaction(async (tx) => {
        const id = await store.insertProvider(tx, fields, at);
        if (picture) await store.setPicture(tx, id, picture);
        const after = (await store.providerById(tx, id))!;
        await audit(tx, req.userId, req.ip, 'provider_create', reason, null, after);
        return after;
      });
      return reply.status(201).send({ data: created });
    },
    options,
  );

  serve(
    api,
    contract.updateProvider,
    async ({ params, body: { reason, picture: named, ...fields }, req, reply }) => {
      const picture = await pictureOf(reply, named, req.userId);
      if (picture === false) return reply;
      const at = await placeOf(reply, fields);
      if (!at) return reply;
      const outcome = await db.transaction(async (tx) => {
        await store.lockProvider(tx, params.id);
        const before = await store.providerById(tx, params.id);
        if (!before) return 404 as const;
        if (before.retired_at) return 409 as const;
        await store.updateProvider(tx, params.id, fields, at);
        if (picture !== undefined) await store.setPicture(tx, params.id, picture);
        const after = (await store.providerById(tx, params.id))!;
        await audit(tx, req.userId, req.ip, 'provider_edit', reason, before, after);
        return after;
      });
      if (outcome === 404) return reply.status(404).send(NO_PROVIDER);
      if (outcome === 409) return reply.status(409).send({ error: 'conflict', message: 'A retired provider cannot be edited.' });
      return { data: outcome };
    },
    options,
  );

  serve(
    api,
    contract.retireProvider,
    async ({ params, body, req, reply }) => {
      const outcome = await db.transaction(async (tx) => {
        await store.lockProvider(tx, params.id);
        const before = await store.providerById(tx, params.id);
        if (!before) return 404 as const;
        if (before.retired_at) return 409 as const;
        await store.retireProvider(tx, params.id);
        const after = (await store.providerById(tx, params.id))!;
        await audit(tx, req.userId, req.ip, 'provider_retire', body.reason, before, after);
        return after;
      });
      if (outcome === 404) return reply.status(404).send(NO_PROVIDER);
      if (outcome === 409) return reply.status(409).send({ error: 'conflict', message: 'That provider is already retired.' });
      return { data: outcome };
    },
    options,
  );
}
