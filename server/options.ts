import * as z from 'zod/mini';
import { iceServer, type IceServer } from '../contract/call';
import type { ThrottleOptions } from './http/throttle';

/*
 * The shapes of the features' options, declared by the core and read from the environment here
 * (issue #60): server/config.ts and the features both import them from this file, so the core
 * depends on no feature and no feature's import leads back to the core's configuration.
 */

/** Uploads (chat files and pictures, community and provider pictures): server/chat/uploads-store.ts. */
export interface UploadLimits {
  /** The largest file. */
  maxFileBytes: number;
  /** Uploads one account may start in a minute (429 beyond). */
  perMinute: number;
  /** Bytes of files and pictures one account keeps (413 beyond). */
  accountBytes: number;
  /** Bytes of files and pictures uploaded from one address, all its accounts together (413 beyond). */
  addressBytes: number;
  /**
   * How long an upload no message or group uses is kept (an attachment waiting for its message,
   * a picture for its group): it counts against the quotas meanwhile, and is deleted after.
   */
  unusedForMs: number;
  /** How often everything unused, and any file without a row, is deleted. */
  sweepEveryMs: number;
  /** The time (tests move it on, to age uploads without waiting). */
  now: () => number;
}

/**
 * What one account may write (server/http/write-rates.ts, docs/SECURITY.md "Write rates"): each
 * kind its own budget of `count` in `windowMs`; `writes` is every other write under /api.
 */
export type WriteKind = 'posts' | 'comments' | 'communities' | 'reports' | 'questions' | 'notes' | 'writes';
export interface WriteRate {
  count: number;
  windowMs: number;
}
export type WriteRates = Record<WriteKind, WriteRate>;

/** The voice recognisers' pool: server/voice/turns.ts. */
export interface VoiceLimits {
  /** Utterances decoded at once: the recogniser pool's size. */
  recognisers: number;
  /** Of those, the most one account may hold; its further sockets wait like anyone's. */
  perUser: number;
  /**
   * A socket whose audio stops this long, or falls this far behind the clock (a frame now and
   * then, to hold a recogniser while saying nothing), lets go of its turn and is closed.
   */
  idleMs: number;
  /**
   * Of the recognisers, the most the people at one address may hold (issue #57.7: three
   * sign-ups with two sockets each held them all); their further sockets wait like anyone's.
   */
  perAddress: number;
  /** Voice sockets open at once from one address, whatever the accounts; beyond it the upgrade is a 429. */
  socketsPerAddress: number;
  /**
   * Audio a waiting socket keeps until its turn, in milliseconds of speech (32 bytes each): the
   * latest this much is kept, and transcribed when its turn begins.
   */
  waitingAudioMs: number;
  /** How long a socket that has said `end` waits for its turn before it is closed with 1013 (try again later). */
  waitAfterEndMs: number;
}

/** Sign-in's and sign-up's throttles: server/accounts/sign-in-guard.ts. */
export interface SignInGuardOptions {
  /** Per account: lock after 10 failures for 15 minutes, delays from 250 ms doubling to 4 s. */
  account?: Partial<ThrottleOptions>;
  /** Per address, across accounts: lock after 30 failures for 15 minutes. */
  address?: Partial<ThrottleOptions>;
  /** Sign-ups per address: 10 an hour. */
  signUp?: Partial<ThrottleOptions>;
}

/**
 * The language model Nora may use: an OpenAI-compatible chat-completions endpoint, set by
 * NORA_LLM_BASE_URL (with NORA_LLM_API_KEY and NORA_LLM_MODEL), or none (the library answers).
 * Held in one object so the development hooks can point it at a test's fake model.
 */
export interface ModelConfig {
  /** Up to /v1: `${baseUrl}/chat/completions` is called. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** How long to wait for the first words, and between words, before falling back to the library. */
  timeoutMs?: number | undefined;
}

export function modelFromEnv(env: NodeJS.ProcessEnv): ModelConfig | undefined {
  const baseUrl = env.NORA_LLM_BASE_URL?.trim();
  if (!baseUrl) return undefined;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.NORA_LLM_API_KEY || undefined,
    model: env.NORA_LLM_MODEL || 'gpt-4o-mini',
    timeoutMs: env.NORA_LLM_TIMEOUT_MS ? Number(env.NORA_LLM_TIMEOUT_MS) : undefined,
  };
}

/** Text for the person: `partial` replaces the interim text shown so far, `final` ends the utterance. */
export interface Fragment {
  type: 'partial' | 'final';
  text: string;
}

/**
 * The one interface the voice WebSocket speaks to (server/voice/engine.ts has the local one). A
 * deployment that would rather use a cloud recogniser writes another and passes it as
 * `ServerOptions.speechEngine` (docs/VOICE.md).
 */
export interface SpeechEngine {
  /**
   * One utterance: 16 kHz mono 16-bit PCM frames in (the iterable ends when the person has
   * finished speaking), partial hypotheses as they form and then one final text out. Aborting
   * the signal drops the utterance and frees what it held.
   */
  transcribe(audio: AsyncIterable<Int16Array>, signal: AbortSignal): AsyncIterable<Fragment>;
  /** Decode time ÷ audio time over every utterance so far (for the bench). */
  stats(): { audioMs: number; decodeMs: number; utterances: number };
  close(): Promise<void>;
}

/** ICE_SERVERS and ICE_TRANSPORT_POLICY, read at start (server/call/ice.ts says what they are for). */
const iceServers = z.array(iceServer);

/** ICE_SERVERS read at start: a list that is not one stops the server with the reason, rather than calls that never connect. */
export function iceServersFromEnv(raw: string | undefined): IceServer[] {
  if (!raw?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('ICE_SERVERS must be JSON: [{"urls":"stun:host:3478"}, {"urls":"turn:host:3478"}]');
  }
  const checked = iceServers.safeParse(parsed);
  if (!checked.success)
    throw new Error(`ICE_SERVERS: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return checked.data;
}

export function icePolicyFromEnv(raw: string | undefined): 'all' | 'relay' {
  if (!raw?.trim() || raw === 'all') return 'all';
  if (raw === 'relay') return 'relay';
  throw new Error('ICE_TRANSPORT_POLICY must be all or relay');
}

/**
 * MAP_STYLE_URL (issue #63.10): a MapLibre style (an http(s) URL of its JSON) the directory's and
 * the provider page's maps draw on; unset, they draw the offline atlas. Its origin is added to the
 * app's connect-src (server/web/csp.ts), so the style, and tiles, glyphs and sprites it names on
 * that origin, may be fetched. A value that is not such a URL stops the server with the reason.
 */
export function mapStyleFromEnv(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`MAP_STYLE_URL must be an http(s) URL of a MapLibre style (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`MAP_STYLE_URL must be an http(s) URL of a MapLibre style (got "${value}")`);
  return url.href;
}

/**
 * DATA_KEYS_SECRET and DATA_KEYS_SECRET_PREVIOUS (issue #62, server/crypto/dataKeys.ts): the
 * secret the server key that wraps every account's and conversation's data key is derived from,
 * and, while a rotation runs, the old one(s) (comma-separated), still accepted for unwrapping.
 */
export interface DataKeysSecrets {
  secret: string | undefined;
  previous: string[];
}

export function dataKeysFromEnv(env: NodeJS.ProcessEnv): DataKeysSecrets {
  return {
    secret: env.DATA_KEYS_SECRET || undefined,
    previous: (env.DATA_KEYS_SECRET_PREVIOUS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
