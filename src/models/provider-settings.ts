// Model ids and provider settings, without the providers: parsing `provider/model`, checking
// that a model can be called (key, base URL), and the configured keys for masking. Kept apart
// from the registry so the action can use them before the AI SDK is loaded (it is loaded after
// the first GitHub write; see main.ts).
import type { ProviderSettings } from '../config/types.js';
import { checkModelId, modelIdMessage, type ParsedModelId } from '../config/model-id.js';
import { ConfigError } from '../errors.js';
import { PROVIDERS, type ProviderId } from '../config/providers.js';

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

export type { ParsedModelId } from '../config/model-id.js';

export function keyInputName(provider: ProviderId): string {
  return `${provider}-api-key`;
}

export function baseUrlInputName(provider: ProviderId): string {
  return `${provider}-base-url`;
}

/** Splits `provider/model` at the first `/`. Throws ConfigError (input `models`). */
export function parseModelId(raw: string): ParsedModelId {
  const checked = checkModelId(raw);
  if (!checked.ok) throw new ConfigError('models', modelIdMessage('models', checked.problem));
  return checked.model;
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

/** Throws ConfigError when the model's provider lacks what it needs to be called. */
export function checkProvider(parsed: ParsedModelId, providers: ProviderSettingsMap): void {
  const settings = providers[parsed.provider];
  if (!present(settings?.apiKey)) {
    throw new ConfigError(
      keyInputName(parsed.provider),
      `model "${parsed.id}" needs an API key: set \`${keyInputName(parsed.provider)}\``,
    );
  }
  if (parsed.provider === 'openai-compatible' && !present(settings?.baseUrl)) {
    throw new ConfigError(
      baseUrlInputName(parsed.provider),
      `model "${parsed.id}" needs the endpoint's URL: set \`${baseUrlInputName(parsed.provider)}\``,
    );
  }
}

/** Every problem of every model (one message each, naming the input to set); empty when none. */
export function modelProblems(models: string[], providers: ProviderSettingsMap): string[] {
  const problems = new Set<string>();
  for (const raw of models) {
    try {
      checkProvider(parseModelId(raw), providers);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
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
