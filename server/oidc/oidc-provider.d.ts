// oidc-provider ships no types and @types/oidc-provider is not installed: this declares
// the small surface the reference server uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClientInfo {
    clientId: string;
    redirectUris: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface SessionInfo {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface GrantInstance {
    jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantStatic {
    new (init: { accountId?: string; clientId?: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface OidcContext {
    host: string;
    /** Koa's: the client's address (the socket's: servedAtPublicOrigin drops X-Forwarded-For). */
    ip?: string;
    /** Koa's: a request header, '' when absent. */
    get?(header: string): string;
    status?: number;
    type?: string;
    body?: unknown;
    oidc: {
      client?: ClientInfo;
      session?: SessionInfo;
      provider: Provider;
      params?: Record<string, unknown>;
      result?: { consent?: { grantId?: string } };
      route?: string;
    };
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface InteractionDetails {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    session?: { accountId?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export type Configuration = Record<string, unknown>;

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    readonly Grant: GrantStatic;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: Record<string, new (...args: unknown[]) => Error>;
}
