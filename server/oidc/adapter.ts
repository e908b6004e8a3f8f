import { createHash } from 'node:crypto';
import type { Database } from '../db/database';

/**
 * Models whose id is itself a bearer credential (the value a client presents). They are stored
 * by a SHA-256 of the id and without their `jti`, so a copy of the table grants nothing; the
 * value is known again only when a client presents it (find/consume/destroy by id).
 */
const TOKEN_MODELS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'ClientCredentials',
  'InitialAccessToken',
  'RegistrationAccessToken',
  'PushedAuthorizationRequest',
]);

export const hashTokenId = (id: string) => `sha256:${createHash('sha256').update(id, 'utf8').digest('base64url')}`;

type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };

interface Row {
  payload: Payload;
  consumed_at: string | Date | null;
}

const epoch = (value: string | Date) => Math.floor(new Date(value).getTime() / 1000);

/**
 * oidc-provider storage over the `oidc_payloads` table, one class per model name
 * (Session, Grant, AccessToken, RefreshToken, Interaction, ...). Expired rows are
 * invisible to `find*` and purged at start.
 */
export function createAdapterClass(db: Database) {
  return class PostgresAdapter {
    private readonly hashed: boolean;

    constructor(readonly model: string) {
      this.hashed = TOKEN_MODELS.has(model);
    }

    /** The row id: the token's hash for token models, the id itself otherwise. */
    private key(id: string): string {
      return this.hashed ? hashTokenId(id) : id;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const stored = this.hashed ? { ...payload, jti: undefined } : payload;
      await db.query(
        `insert into oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at)
         values ($1, $2, $3, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`,
        [
          this.model,
          this.key(id),
          JSON.stringify(stored),
          payload.grantId ?? null,
          payload.uid ?? null,
          payload.userCode ?? null,
          typeof expiresIn === 'number' ? Math.ceil(expiresIn) : null,
        ],
      );
    }

    async find(id: string): Promise<Payload | undefined> {
      const found = await this.findWhere('id = $2', this.key(id));
      return found && this.hashed ? { ...found, jti: id } : found;
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      return this.findWhere('uid = $2', uid);
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      return this.findWhere('user_code = $2', userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query('update oidc_payloads set consumed_at = now() where model = $1 and id = $2', [this.model, this.key(id)]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('delete from oidc_payloads where model = $1 and id = $2', [this.model, this.key(id)]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // Every token model of the grant goes, as the in-memory adapter does.
      await db.query('delete from oidc_payloads where grant_id = $1', [grantId]);
    }

    private async findWhere(condition: string, value: string): Promise<Payload | undefined> {
      const { rows } = await db.query<Row>(
        `select payload, consumed_at from oidc_payloads
         where model = $1 and ${condition} and (expires_at is null or expires_at > now()) limit 1`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at ? { ...row.payload, consumed: epoch(row.consumed_at) } : row.payload;
    }
  };
}

export async function purgeExpiredOidcPayloads(db: Database): Promise<void> {
  await db.query('delete from oidc_payloads where expires_at is not null and expires_at <= now()');
  // Token rows an older version stored by their own value: unusable now (looked up by hash), and secret.
  await db.query("delete from oidc_payloads where model = any($1::text[]) and id not like 'sha256:%'", [[...TOKEN_MODELS]]);
}
