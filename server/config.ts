import type { Database } from './db/database';
import {
  dataKeysFromEnv,
  icePolicyFromEnv,
  iceServersFromEnv,
  mapStyleFromEnv,
  modelFromEnv,
  type ModelConfig,
  type SignInGuardOptions,
  type SpeechEngine,
  type UploadLimits,
  type VoiceLimits,
  type WriteRates,
} from './options';
import type { IceServer } from '../contract/call';

/** The project id in the DSN the server hands out (web/static-app.ts) and the error-report sink accepts (reports/). */
export const SENTRY_PROJECT_ID = '1';

/** The error-report sink's bounds (reports/routes.ts). */
export interface SentrySinkOptions {
  db: Database;
  /** Largest envelope accepted; a browser's error with breadcrumbs is a few kB. */
  maxBytes?: number;
  /** Envelopes per address per minute. */
  perMinute?: number;
  /** Reports kept: the newest, older ones are deleted as new ones arrive. */
  keep?: number;
  /** Bytes of reports kept, all addresses together: the oldest beyond are deleted. */
  keepBytes?: number;
  /** Bytes of reports one address keeps: its own oldest beyond are deleted, nobody else's. */
  addressBytes?: number;
  /** The table is vacuumed each time this many bytes of reports have been deleted. */
  reclaimAfterBytes?: number;
}

export interface ServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string | undefined;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** SMTP_URL (smtp://user:pass@host:587); without it mail is captured in DATA_DIR/mail. */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /**
   * DATA_KEYS_SECRET: the server key wrapping each account's data key is derived from it
   * (server/crypto/dataKeys.ts); unset, a development default, and the server warns.
   */
  dataKeysSecret?: string | undefined;
  /** DATA_KEYS_SECRET_PREVIOUS: during a rotation, the old secret(s), still accepted. */
  dataKeysSecretPrevious?: string[] | undefined;
  /** With databaseUrl: encrypts the signing and cookie keys stored in the database (SERVER_KEYS_SECRET). */
  keysSecret?: string | undefined;
  /** Defaults to http://localhost:<port>. */
  publicOrigin?: string | undefined;
  /** Extra browser origins allowed as OIDC redirect and CORS origins. */
  appOrigins: string[];
  staticDir?: string | undefined;
  devHooks: boolean;
  /** The client's live actor panel in a production build (ACTOR_PANEL=1); `npm run dev` always has it. */
  actorPanel?: boolean | undefined;
  /**
   * Behind a load balancer (TRUST_PROXY: `1` for any, or its addresses, comma-separated): the
   * client's address is read from X-Forwarded-For, so per-address limits count people, not the proxy.
   */
  trustProxy?: boolean | string | undefined;
  /** Fastify request logging; off by default to keep test output readable. */
  logger?: boolean | undefined;
  /** Where log lines go (stdout unless set): tests read them to prove no secret is logged. */
  logStream?: NodeJS.WritableStream | undefined;
  /** Sign-in and sign-up throttling (tests shorten the delays). */
  signInGuard?: SignInGuardOptions | undefined;
  /** Upload limits: rate, per-account and per-address quotas, how long unused uploads stay (server/chat/uploads-store.ts; tests lower them). */
  uploads?: Partial<UploadLimits> | undefined;
  /** Per-account write rates (server/http/write-rates.ts); the defaults unless set, tests included. */
  writeRates?: Partial<WriteRates> | undefined;
  /** Bytes one account's community pictures may take together: 50 MB unless set (tests lower it; server/community/pictures.ts). */
  communityPictureBytes?: number | undefined;
  /** Error-report sink bounds (server/reports/routes.ts; tests lower them). */
  errorReports?: Omit<SentrySinkOptions, 'db'> | undefined;
  /** The most providers one person keeps saved (issue #63.9): SAVED_PROVIDERS_MAX unless set (tests lower it). */
  savedProvidersMax?: number | undefined;
  /** PIN limits (tests lower them): code guesses per account per day, 20 unless set (server/pin/pins.ts). */
  pinLimits?: { codeGuessesPerDay?: number } | undefined;
  /** The clock of the PIN unlock's 15 idle minutes (server/pin/unlocks.ts) and of which webinars are over (server/webinars) and of the write rates' windows; Date.now unless set (tests move it). */
  clock?: (() => number) | undefined;
  /** How often the server deletes the accounts whose grace has ended (server/account/deletion.ts); an hour unless set (tests). */
  deletionJobMs?: number | undefined;
  /** How often the session reminders job looks for sessions about to start (server/booking/reminders.ts); a minute unless set. */
  reminderJobMs?: number | undefined;
  /** How often the e-mail digest job looks for due digests (server/preferences/digest.ts); an hour unless set. */
  digestJobMs?: number | undefined;
  /** Access token lifetime in seconds; 600 unless set (tests of token expiry). */
  accessTokenTtl?: number | undefined;
  /** Interval of the `: keep-alive` comment on server-sent-event streams; 15 s unless set (tests). */
  sseKeepAliveMs?: number | undefined;
  /**
   * What turns speech into text on the voice WebSocket: the offline recogniser unless set
   * (server/voice/engine.ts says how to put a cloud recogniser here instead).
   */
  speechEngine?: SpeechEngine | undefined;
  /** Recognisers at once, the share of one account, the idle time (server/voice/turns.ts; tests shorten it). */
  voice?: Partial<VoiceLimits> | undefined;
  /**
   * Tests turn this on: every 2xx JSON answer of a route is checked against its contract entry
   * (server/http/endpoint.ts) and an answer of another shape is a 500 with the difference logged.
   */
  checkResponses?: boolean | undefined;
  /** The calls' STUN and TURN servers (ICE_SERVERS, JSON; none on one machine): server/call/ice.ts. */
  iceServers?: IceServer[] | undefined;
  /** ICE_TRANSPORT_POLICY: `relay` sends every call through a TURN relay; `all` (the default) lets browsers connect directly. */
  iceTransportPolicy?: 'all' | 'relay' | undefined;
  /** TURN_SECRET (coturn's static-auth-secret): short-lived TURN credentials are minted per person. */
  turnSecret?: string | undefined;
  /**
   * IDLE_SIGN_OUT_MINUTES: a signed-in session ends after this long unused, a minute's warning
   * first (issue #62); handed to the app in /config.json. 30 unless set; at least 2.
   */
  idleSignOutMinutes?: number | undefined;
  /** Ask Nora's language model (NORA_LLM_BASE_URL, NORA_LLM_API_KEY, NORA_LLM_MODEL); none: the library answers. */
  noraModel?: ModelConfig | undefined;
  /**
   * MAP_STYLE_URL: the MapLibre style the maps draw on (issue #63.10), handed to the app in
   * /config.json and its origin allowed in the app's connect-src; unset, the offline atlas.
   */
  mapStyleUrl?: string | undefined;
}

/** Options resolved once the port is known; what every module receives. */
export interface ServerContext extends ServerOptions {
  port: number;
  publicOrigin: string;
  issuer: string;
  apiAudience: string;
  /** PUBLIC_ORIGIN plus APP_ORIGINS, deduplicated. */
  allowedOrigins: string[];
}

export const CLIENT_ID = 'neurohealth-web';
export const CHAT_SOCKET_PATH = '/public/chat-sockets/socket.io';
export const VOICE_STREAM_PATH = '/public/voice-assistant/v1/voice-to-text/stream';
export { SSE_SUBSCRIBE_PATH } from '../contract/realtime';

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const port = Number(env.PORT ?? 4000);
  return {
    port,
    host: env.HOST || undefined,
    dataDir: env.DATA_DIR || 'server/.data',
    databaseUrl: env.DATABASE_URL || undefined,
    keysSecret: env.SERVER_KEYS_SECRET || undefined,
    dataKeysSecret: dataKeysFromEnv(env).secret,
    dataKeysSecretPrevious: dataKeysFromEnv(env).previous,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || undefined,
    // No extra origin unless asked: `npm run dev` adds its dev server's (http://localhost:3000).
    appOrigins: (env.APP_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    staticDir: env.STATIC_DIR || 'dist',
    // The /__dev hooks let anyone post as anyone: only the test runner and `npm run dev` turn them on.
    devHooks: env.REFERENCE_DEV_HOOKS === '1',
    actorPanel: env.ACTOR_PANEL === '1',
    logger: env.REFERENCE_LOG === '1',
    // The end-to-end suite signs up more than 10 people an hour from one address.
    noraModel: modelFromEnv(env),
    iceServers: iceServersFromEnv(env.ICE_SERVERS),
    iceTransportPolicy: icePolicyFromEnv(env.ICE_TRANSPORT_POLICY),
    turnSecret: env.TURN_SECRET || undefined,
    idleSignOutMinutes: idleMinutesFromEnv(env.IDLE_SIGN_OUT_MINUTES),
    mapStyleUrl: mapStyleFromEnv(env.MAP_STYLE_URL),
    errorReports: env.REFERENCE_REPORTS_PER_MINUTE ? { perMinute: Number(env.REFERENCE_REPORTS_PER_MINUTE) } : undefined,
    signInGuard: env.REFERENCE_SIGNUPS_PER_HOUR ? { signUp: { lockAfter: Number(env.REFERENCE_SIGNUPS_PER_HOUR) } } : undefined,
  };
}

/** IDLE_SIGN_OUT_MINUTES as a whole number of minutes, at least 2; unset is the default (30). */
export function idleMinutesFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 2)
    throw new Error(`IDLE_SIGN_OUT_MINUTES must be a whole number of minutes, at least 2 (got "${value}")`);
  return minutes;
}

export function resolveContext(options: ServerOptions, port: number): ServerContext {
  const publicOrigin = stripSlash(options.publicOrigin ?? `http://localhost:${port}`);
  const allowedOrigins = [...new Set([publicOrigin, ...options.appOrigins.map(stripSlash)])];
  return {
    ...options,
    port,
    publicOrigin,
    issuer: `${publicOrigin}/oidc`,
    apiAudience: `${publicOrigin}/api`,
    allowedOrigins,
  };
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');
