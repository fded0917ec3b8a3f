// Provider registry: `provider/model` ids → explicit AI SDK model instances built from the
// action's inputs. A bare model string is never handed to the AI SDK: that would route the call
// (and the key) through a hosted gateway.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogle } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { wrapLanguageModel } from 'ai';
import {
  checkProvider,
  effectiveBaseUrl,
  parseModelId,
  type ParsedModelId,
  type ProviderSettingsMap,
} from './provider-settings.js';
import type { ProviderId } from '../config/providers.js';

export {
  baseUrlInputName,
  configuredKeys,
  DEFAULT_BASE_URLS,
  effectiveBaseUrl,
  keyInputName,
  modelProblems,
  parseModelId,
  registerSecrets,
  validateModels,
  type ParsedModelId,
  type ProviderSettingsMap,
} from './provider-settings.js';

/** A provider-built model instance (never a bare id string). */
export type ProviderModel = Parameters<typeof wrapLanguageModel>[0]['model'];

export interface ModelFactoryOptions {
  /** Replaces the global fetch for every provider (tests, proxies). */
  fetch?: typeof globalThis.fetch;
}

export interface ResolvedModel {
  parsed: ParsedModelId;
  model: ProviderModel;
  baseUrl: string;
}

/**
 * Returns a resolver from `provider/model` to a model instance. Provider instances are built once
 * per provider, lazily, from explicit settings only.
 *
 * OpenAI: `openai(id)` speaks the Responses API (`POST /responses`), the vendor's current API and
 * the AI SDK's default; endpoints that only speak Chat Completions belong under
 * `openai-compatible`, which uses `POST /chat/completions` with a JSON-schema response format.
 */
export function createModelResolver(
  providers: ProviderSettingsMap,
  options: ModelFactoryOptions = {},
): (id: string) => ResolvedModel {
  const factories = new Map<ProviderId, (modelId: string) => ProviderModel>();

  const factoryFor = (
    provider: ProviderId,
    baseURL: string,
  ): ((modelId: string) => ProviderModel) => {
    const cached = factories.get(provider);
    if (cached) return cached;
    const apiKey = (providers[provider]?.apiKey ?? '').trim();
    const fetch = options.fetch;
    let factory: (modelId: string) => ProviderModel;
    switch (provider) {
      case 'anthropic': {
        const anthropic = createAnthropic({ apiKey, baseURL, fetch });
        factory = (modelId) => anthropic(modelId);
        break;
      }
      case 'openai': {
        const openai = createOpenAI({ apiKey, baseURL, fetch });
        factory = (modelId) => openai(modelId);
        break;
      }
      case 'google': {
        const google = createGoogle({ apiKey, baseURL, fetch });
        factory = (modelId) => google(modelId);
        break;
      }
      case 'openai-compatible': {
        // JSON-schema structured output: current compatible servers (vLLM, Ollama, LM Studio,
        // OpenRouter, …) accept it; one that ignores it still has its reply validated by us.
        const compatible = createOpenAICompatible({
          name: 'openai-compatible',
          baseURL,
          apiKey,
          fetch,
          supportsStructuredOutputs: true,
        });
        factory = (modelId) => compatible.chatModel(modelId);
        break;
      }
    }
    factories.set(provider, factory);
    return factory;
  };

  return (id: string): ResolvedModel => {
    const parsed = parseModelId(id);
    checkProvider(parsed, providers);
    // checkProvider guarantees a base URL for openai-compatible; the others have defaults.
    const baseUrl = effectiveBaseUrl(parsed.provider, providers) ?? '';
    return { parsed, model: factoryFor(parsed.provider, baseUrl)(parsed.modelId), baseUrl };
  };
}
