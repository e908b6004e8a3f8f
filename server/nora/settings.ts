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

export class NoraSettings {
  constructor(public model: ModelConfig | undefined) {}
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
