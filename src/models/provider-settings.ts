// Model ids and provider settings, without the providers: parsing `provider/model`, checking
// that a model can be called (key, base URL), and the configured keys for masking. Kept apart
// from the registry so the action can use them before the AI SDK is loaded (it is loaded after
// the first GitHub write; see main.ts).
import type { ProviderSettings } from '../config.js';
import { PROVIDERS, type ProviderId } from './types.js';

export type ProviderSettingsMap = Record<ProviderId, ProviderSettings>;

/**
 * The vendors' official endpoints. Passed explicitly so an ambient `ANTHROPIC_BASE_URL` /
 * `OPENAI_BASE_URL` in the runner's environment can never redirect a request (and its key).
 * `openai-compatible` has no default: its base URL is required.
 */
export const DEFAULT_BASE_URLS: Record<Exclude<ProviderId, 'openai-compatible'>, string> = {
  anthropic: 'https://api.anthropic.com/v1',
  openai: 'https://api.openai.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta',
};

/** A model id the configuration cannot serve. The message names the input to set. */
export class ModelConfigError extends Error {
  /** The action input to fix, e.g. `anthropic-api-key`, `openai-compatible-base-url`, `models`. */
  readonly input: string;
  constructor(message: string, input: string) {
    super(message);
    this.name = 'ModelConfigError';
    this.input = input;
  }
}

export interface ParsedModelId {
  provider: ProviderId;
  /** Everything after the first `/`; may itself contain `/` (`meta-llama/Llama-3`). */
  modelId: string;
  /** The id as written, trimmed: `provider/model`. */
  id: string;
}

export function keyInputName(provider: ProviderId): string {
  return `${provider}-api-key`;
}

export function baseUrlInputName(provider: ProviderId): string {
  return `${provider}-base-url`;
}

function isProvider(value: string): value is ProviderId {
  return (PROVIDERS as readonly string[]).includes(value);
}

/** Splits `provider/model` at the first `/`. Throws ModelConfigError (input `models`). */
export function parseModelId(raw: string): ParsedModelId {
  const id = raw.trim();
  const slash = id.indexOf('/');
  if (slash <= 0 || slash === id.length - 1) {
    throw new ModelConfigError(
      `model "${id}" is not of the form provider/model (providers: ${PROVIDERS.join(', ')}); fix \`models\``,
      'models',
    );
  }
  const provider = id.slice(0, slash);
  const modelId = id.slice(slash + 1).trim();
  if (!isProvider(provider)) {
    throw new ModelConfigError(
      `model "${id}" names unknown provider "${provider}" (known: ${PROVIDERS.join(', ')}); fix \`models\``,
      'models',
    );
  }
  if (modelId === '') {
    throw new ModelConfigError(`model "${id}" has an empty model name; fix \`models\``, 'models');
  }
  return { provider, modelId, id: `${provider}/${modelId}` };
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The base URL a provider's requests go to (the configured one, else the vendor's). */
export function effectiveBaseUrl(
  provider: ProviderId,
  providers: ProviderSettingsMap,
): string | null {
  const configured = providers[provider]?.baseUrl;
  if (present(configured)) return configured.trim().replace(/\/+$/, '');
  return provider === 'openai-compatible' ? null : DEFAULT_BASE_URLS[provider];
}

/** Throws ModelConfigError when the model's provider lacks what it needs to be called. */
export function checkProvider(parsed: ParsedModelId, providers: ProviderSettingsMap): void {
  const settings = providers[parsed.provider];
  if (!present(settings?.apiKey)) {
    throw new ModelConfigError(
      `model "${parsed.id}" needs an API key: set \`${keyInputName(parsed.provider)}\``,
      keyInputName(parsed.provider),
    );
  }
  if (parsed.provider === 'openai-compatible' && !present(settings?.baseUrl)) {
    throw new ModelConfigError(
      `model "${parsed.id}" needs the endpoint's URL: set \`${baseUrlInputName(parsed.provider)}\``,
      baseUrlInputName(parsed.provider),
    );
  }
}

/** Checks every model id up front; throws the first ModelConfigError found. */
/** Every problem of every model (one message each, naming the input to set); empty when none. */
export function modelProblems(models: string[], providers: ProviderSettingsMap): string[] {
  const problems = new Set<string>();
  for (const raw of models) {
    try {
      checkProvider(parseModelId(raw), providers);
    } catch (error) {
      if (!(error instanceof ModelConfigError)) throw error;
      problems.add(error.message);
    }
  }
  return [...problems];
}

export function validateModels(models: string[], providers: ProviderSettingsMap): void {
  for (const raw of models) checkProvider(parseModelId(raw), providers);
}

/** Every configured key value (trimmed, non-empty), for masking and scrubbing. */
export function configuredKeys(providers: ProviderSettingsMap): string[] {
  const keys = new Set<string>();
  for (const provider of PROVIDERS) {
    const key = providers[provider]?.apiKey;
    if (present(key)) {
      keys.add(key);
      keys.add(key.trim());
    }
  }
  return [...keys];
}

/** Registers every configured key with the log masker (`core.setSecret` in the action). */
export function registerSecrets(
  providers: ProviderSettingsMap,
  setSecret: (secret: string) => void,
): void {
  for (const key of configuredKeys(providers)) setSecret(key);
}
