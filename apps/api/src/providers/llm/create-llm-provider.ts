import type { Env } from '../../env';
import type { LlmProvider } from './llm-provider';
import { createOpenAiCompatibleLlm, type OpenAiCompatibleOptions } from './openai-compatible-llm';

/**
 * The configured model, or null when LLM_BASE_URL and LLM_MODEL are unset: the AI feature then
 * uses its offline reader. env.ts already refused half a configuration; this only picks.
 */
export function createLlmProvider(
  llm: Env['llm'],
  options: OpenAiCompatibleOptions = {},
): LlmProvider | null {
  return llm ? createOpenAiCompatibleLlm(llm, options) : null;
}
