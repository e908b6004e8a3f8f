import type { ModelConfig } from '../options';

export { modelFromEnv, type ModelConfig } from '../options';

/**
 * The language model Nora may use (server/options.ts: NORA_LLM_BASE_URL, with NORA_LLM_API_KEY and
 * NORA_LLM_MODEL), or none (the library answers). Held in one object so the development hooks can
 * point it at a test's fake model.
 */
export class NoraSettings {
  constructor(public model: ModelConfig | undefined) {}
}
