import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProviderSettings } from '../../../src/config/types.js';
import {
  configuredKeys,
  createModelResolver,
  DEFAULT_BASE_URLS,
  effectiveBaseUrl,
  modelProblems,
  parseModelId,
  registerSecrets,
  validateModels,
} from '../../../src/models/registry.js';
import { PROVIDERS, type ProviderId } from '../../../src/config/providers.js';
import { ConfigError } from '../../../src/errors.js';

const none: ProviderSettings = { apiKey: null, baseUrl: null };
function providers(
  overrides: Partial<Record<ProviderId, ProviderSettings>> = {},
): Record<ProviderId, ProviderSettings> {
  return {
    anthropic: none,
    openai: none,
    google: none,
    'openai-compatible': none,
    ...overrides,
  };
}

function configError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseModelId', () => {
  it('splits at the first slash only', () => {
    expect(parseModelId('openai-compatible/meta-llama/Llama-3')).toEqual({
      provider: 'openai-compatible',
      modelId: 'meta-llama/Llama-3',
      id: 'openai-compatible/meta-llama/Llama-3',
    });
    expect(parseModelId('  anthropic/claude-opus-5-5 ')).toMatchObject({
      provider: 'anthropic',
      modelId: 'claude-opus-5-5',
    });
  });

  it.each(['claude-opus-5', '/claude', 'anthropic/', 'mistral/large', 'Anthropic/claude', ''])(
    'refuses %j and names the models input',
    (raw) => {
      expect(configError(() => parseModelId(raw)).input).toBe('models');
    },
  );

  it('round-trips any provider and model name', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROVIDERS),
        fc.stringMatching(/^[A-Za-z0-9._:-]+(\/[A-Za-z0-9._:-]+)*$/),
        (provider, model) => {
          const parsed = parseModelId(`${provider}/${model}`);
          expect(parsed.provider).toBe(provider);
          expect(parsed.modelId).toBe(model);
        },
      ),
    );
  });
});

describe('validateModels', () => {
  it('accepts models whose providers are configured', () => {
    expect(() =>
      validateModels(
        ['anthropic/claude-sonnet-5-5', 'openai-compatible/qwen/Qwen3'],
        providers({
          anthropic: { apiKey: 'k-anthropic', baseUrl: null },
          'openai-compatible': { apiKey: 'k-compat', baseUrl: 'http://127.0.0.1:8000/v1' },
        }),
      ),
    ).not.toThrow();
  });

  it.each([
    ['anthropic/claude-sonnet-5-5', 'anthropic-api-key'],
    ['openai/gpt-6.1-sol', 'openai-api-key'],
    ['google/gemini-4-neon', 'google-api-key'],
    ['openai-compatible/qwen/Qwen3', 'openai-compatible-api-key'],
  ])('%s without a key names %s', (model, input) => {
    const error = configError(() => validateModels([model], providers()));
    expect(error.input).toBe(input);
    expect(error.message).toContain(`\`${input}\``);
  });

  it('a blank key counts as missing', () => {
    const error = configError(() =>
      validateModels(
        ['openai/gpt-6.1-sol'],
        providers({ openai: { apiKey: '  ', baseUrl: null } }),
      ),
    );
    expect(error.input).toBe('openai-api-key');
  });

  it('openai-compatible without a base URL names openai-compatible-base-url', () => {
    const error = configError(() =>
      validateModels(
        ['openai-compatible/qwen/Qwen3'],
        providers({ 'openai-compatible': { apiKey: 'k', baseUrl: null } }),
      ),
    );
    expect(error.input).toBe('openai-compatible-base-url');
  });

  it('stops at the first bad model in the list', () => {
    const error = configError(() =>
      validateModels(
        ['anthropic/claude-sonnet-5-5', 'google/gemini-4-neon'],
        providers({ anthropic: { apiKey: 'k', baseUrl: null } }),
      ),
    );
    expect(error.input).toBe('google-api-key');
  });
});

describe('modelProblems', () => {
  it('names every input to set at once, without duplicates, and nothing when all is set', () => {
    const problems = modelProblems(
      [
        'anthropic/claude-sonnet-5-5',
        'anthropic/claude-haiku-5-5',
        'google/gemini-4-neon',
        'openai/gpt-6.2-sol',
      ],
      providers({ openai: { apiKey: 'sk-test-openai', baseUrl: null } }),
    );
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toContain('anthropic-api-key');
    expect(problems.join('\n')).toContain('google-api-key');
    expect(problems.join('\n')).not.toContain('openai-api-key');
    expect(
      modelProblems(['openai/gpt-6.2-sol'], providers({ openai: { apiKey: 'k', baseUrl: null } })),
    ).toEqual([]);
  });
});

describe('base URLs and secrets', () => {
  it('uses the vendor endpoint unless one is configured, never an ambient variable', () => {
    process.env.ANTHROPIC_BASE_URL = 'http://attacker.example/v1';
    try {
      expect(effectiveBaseUrl('anthropic', providers())).toBe(DEFAULT_BASE_URLS.anthropic);
      const resolve = createModelResolver(providers({ anthropic: { apiKey: 'k', baseUrl: null } }));
      expect(resolve('anthropic/claude-sonnet-5-5').baseUrl).toBe('https://api.anthropic.com/v1');
    } finally {
      delete process.env.ANTHROPIC_BASE_URL;
    }
    expect(
      effectiveBaseUrl('openai', providers({ openai: { apiKey: 'k', baseUrl: 'http://x/v1/' } })),
    ).toBe('http://x/v1');
    expect(effectiveBaseUrl('openai-compatible', providers())).toBeNull();
  });

  it('builds explicit provider instances, Responses API for openai', () => {
    const resolve = createModelResolver(
      providers({
        anthropic: { apiKey: 'a', baseUrl: null },
        openai: { apiKey: 'o', baseUrl: null },
        google: { apiKey: 'g', baseUrl: null },
        'openai-compatible': { apiKey: 'c', baseUrl: 'http://127.0.0.1:1/v1' },
      }),
    );
    const provider = (id: string): string => {
      const { model } = resolve(id);
      if (typeof model === 'string') throw new Error('a bare model id would go to the gateway');
      return model.provider;
    };
    expect(provider('anthropic/claude-opus-5-5')).toMatch(/^anthropic/);
    expect(provider('openai/gpt-6.1-sol')).toBe('openai.responses');
    expect(provider('google/gemini-4-neon')).toMatch(/^google/);
    expect(provider('openai-compatible/x/y')).toBe('openai-compatible.chat');
  });

  it('registers every configured key, trimmed and as written', () => {
    const seen: string[] = [];
    const settings = providers({
      anthropic: { apiKey: ' key-with-space ', baseUrl: null },
      google: { apiKey: 'google-key', baseUrl: null },
    });
    registerSecrets(settings, (s) => seen.push(s));
    expect(seen).toEqual(
      expect.arrayContaining([' key-with-space ', 'key-with-space', 'google-key']),
    );
    expect(configuredKeys(settings)).not.toContain('');
  });
});
