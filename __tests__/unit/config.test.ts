import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { DEFAULT_PROTECTED_PATHS } from '../../src/config/types.js';
import {
  isLoopbackHttpUrl,
  parseVerificationCommands,
  splitListInput,
} from '../../src/config/inputs.js';
import { readConfig } from '../../src/config.js';

type Inputs = Record<string, string>;

const getter =
  (inputs: Inputs) =>
  (name: string): string =>
    inputs[name] ?? '';

const config = (inputs: Inputs) => readConfig(getter({ models: 'openai/gpt-5', ...inputs }));

/** The ConfigError thrown for these inputs (fails the test when none is thrown). */
function configError(inputs: Inputs): ConfigError {
  try {
    config(inputs);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(inputs)}`);
}

interface ActionInput {
  description: string;
  required?: boolean;
  default?: string;
}
const action = parseYaml(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  name: string;
  inputs: Record<string, ActionInput>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
  branding: { icon: string; color: string };
};

describe('action.yml', () => {
  it('declares exactly the inputs readConfig reads', () => {
    const asked = new Set<string>();
    readConfig((name) => {
      asked.add(name);
      return name === 'models' ? 'openai/gpt-5' : '';
    });
    expect(new Set(Object.keys(action.inputs))).toEqual(asked);
  });

  it('has the interface contract: runtime, outputs, required models, defaults', () => {
    expect(action.name).toBe('done-gate');
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(action.branding.icon).toBeTruthy();
    expect(action.branding.color).toBeTruthy();
    expect(Object.keys(action.outputs)).toEqual([
      'verdict',
      'gate-state',
      'review-incomplete',
      'report-path',
      'comment-id',
      'tokens',
      'cost-usd',
      // What the verdict was bound to (#22): the judged base and the spec digest.
      'base-ref',
      'base-sha',
      'spec-digest',
    ]);
    expect(action.inputs.models?.required).toBe(true);
    const defaults = Object.fromEntries(
      Object.entries(action.inputs)
        .filter(([, input]) => input.default !== undefined)
        .map(([name, input]) => [name, input.default]),
    );
    expect(defaults).toEqual({
      'github-token': '${{ github.token }}',
      'model-selection': 'different-model-preferred',
      rigor: 'production',
      'security-posture': 'standard',
      'status-context': 'done-gate',
      comment: 'true',
      'fail-job': 'true',
      'time-budget-seconds': '900',
      'max-concurrency': '32',
      'require-trusted-spec': 'false',
      'human-attention': 'block',
      'protected-paths':
        '.github/workflows/**, .github/actions/**, CODEOWNERS, .github/CODEOWNERS, docs/CODEOWNERS, **/.gitattributes, .github/dependabot.yml, .github/dependabot.yaml, renovate.json, renovate.json5, .github/renovate.json, .github/renovate.json5, .gitlab/renovate.json, .gitlab/renovate.json5, .renovaterc, .renovaterc.json, .renovaterc.json5',
      'merge-queue': 'reuse',
      approvers: 'maintain, admin',
      'repository-context': 'read',
      'max-tool-steps': '8',
      'inline-comments': 'blocking',
    });
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description.length, name).toBeGreaterThan(30);
    }
  });

  it('its defaults parse to the same config as empty inputs (the CLI case)', () => {
    const fromDefaults = Object.fromEntries(
      Object.entries(action.inputs).map(([name, input]) => [name, input.default ?? '']),
    );
    fromDefaults['github-token'] = 'ghs_token';
    fromDefaults.models = 'openai/gpt-5';
    expect(config(fromDefaults)).toEqual({ ...config({}), githubToken: 'ghs_token' });
  });
});

describe('readConfig: defaults', () => {
  it('gives the documented defaults when only models is set', () => {
    expect(config({})).toEqual({
      githubToken: '',
      models: ['openai/gpt-5'],
      reviewerModel: null,
      implementerModel: null,
      implementerSessionId: null,
      implementerTranscriptPath: null,
      modelSelection: 'different-model-preferred',
      providers: {
        anthropic: { apiKey: null, baseUrl: null },
        openai: { apiKey: null, baseUrl: null },
        google: { apiKey: null, baseUrl: null },
        'openai-compatible': { apiKey: null, baseUrl: null },
      },
      spec: null,
      testArtifacts: [],
      testArtifactsRunId: null,
      testOutputPath: [],
      verificationCommands: null,
      localRunRecipe: null,
      checksRecordPath: null,
      rigor: 'production',
      securityPosture: 'standard',
      forcedLanes: [],
      statusContext: 'done-gate',
      comment: true,
      failJob: true,
      timeBudgetSeconds: 900,
      maxTokens: null,
      maxCostUsd: null,
      maxConcurrency: 32,
      modelCatalog: {},
      excludePaths: [],
      requireTrustedSpec: false,
      humanAttention: 'block',
      protectedPaths: [...DEFAULT_PROTECTED_PATHS],
      mergeQueue: 'reuse',
      approvers: ['maintain', 'admin'],
      repositoryContext: 'read',
      maxToolSteps: 8,
      inlineComments: 'blocking',
      extraInputs: {},
    });
  });

  it('approvers: role names, lower-cased and de-duplicated; read is refused with a reason', () => {
    expect(config({ approvers: 'Admin, maintain\nadmin' }).approvers).toEqual([
      'admin',
      'maintain',
    ]);
    expect(config({ approvers: 'release managers' }).approvers).toEqual(['release managers']);
    expect(() => config({ approvers: 'write, read' })).toThrow(
      /'approvers' must not include 'read': every account can read a public repository/,
    );
    expect(() => config({ approvers: '@alice' })).toThrow(/lists repository roles/);
  });

  it('merge-queue and human-attention take only their documented values', () => {
    expect(config({ 'merge-queue': 'review' }).mergeQueue).toBe('review');
    expect(config({ 'human-attention': 'note' }).humanAttention).toBe('note');
    expect(() => config({ 'merge-queue': 'skip' })).toThrow(/must be one of reuse, review/);
    expect(() => config({ 'human-attention': 'ignore' })).toThrow(/must be one of block, note/);
  });

  it('inline-comments is blocking, all or none; anything else names the input and the choices', () => {
    expect(config({}).inlineComments).toBe('blocking');
    expect(config({ 'inline-comments': 'all' }).inlineComments).toBe('all');
    expect(config({ 'inline-comments': 'None' }).inlineComments).toBe('none');
    expect(() => config({ 'inline-comments': 'some' })).toThrow(
      /Input 'inline-comments' must be one of blocking, all, none/,
    );
  });

  it('treats whitespace-only inputs as unset', () => {
    expect(config({ rigor: '  ', comment: '\n', spec: '  \n ' })).toMatchObject({
      rigor: 'production',
      comment: true,
      spec: null,
    });
  });
});

describe('readConfig: models', () => {
  it('splits on commas and newlines, trims, keeps order, drops empties and duplicates', () => {
    expect(
      config({
        models: ' openai/gpt-5 ,\n google/gemini-2.5-pro\n\nanthropic/claude-x,openai/gpt-5,',
      }).models,
    ).toEqual(['openai/gpt-5', 'google/gemini-2.5-pro', 'anthropic/claude-x']);
  });

  it('keeps slashes after the provider (openai-compatible/meta/llama)', () => {
    expect(config({ models: 'openai-compatible/meta-llama/llama-3.3-70b' }).models).toEqual([
      'openai-compatible/meta-llama/llama-3.3-70b',
    ]);
  });

  it('is required and non-empty', () => {
    for (const models of ['', ' , \n ']) {
      const error = configError({ models });
      expect(error.input).toBe('models');
      expect(error.message).toMatch(/^Input 'models' is required/);
      expect(error.message).toContain('anthropic, openai, google, openai-compatible');
      expect(error.message).toContain("e.g. 'openai/gpt-5, google/gemini-2.5-pro'");
    }
  });

  it('may be empty only when the caller says no model is called (run-checks), and is still checked', () => {
    expect(readConfig(() => '', { modelsRequired: false }).models).toEqual([]);
    expect(() =>
      readConfig((name) => (name === 'models' ? 'gpt-4o' : ''), { modelsRequired: false }),
    ).toThrow(ConfigError);
  });

  it('names an entry without a provider prefix and lists the providers', () => {
    const error = configError({ models: 'openai/gpt-5, gpt-4o' });
    expect(error.input).toBe('models');
    expect(error.message).toBe(
      "Input 'models': entry 'gpt-4o' has no provider prefix; write it as provider/model with provider one of anthropic, openai, google, openai-compatible, e.g. 'anthropic/claude-sonnet-4-5'.",
    );
  });

  it('names an entry with an unknown provider', () => {
    const error = configError({ models: 'openrouter/anthropic/claude-x' });
    expect(error.message).toContain(
      "entry 'openrouter/anthropic/claude-x' names unknown provider 'openrouter'",
    );
    expect(error.message).toContain(
      'valid providers are anthropic, openai, google, openai-compatible',
    );
    expect(configError({ models: 'Anthropic/claude-x' }).message).toContain(
      "unknown provider 'Anthropic'",
    );
  });

  it('refuses an empty model name or whitespace inside an id', () => {
    expect(configError({ models: 'openai/' }).message).toContain(
      "has no model name after 'openai/'",
    );
    expect(configError({ models: 'openai/gpt 5' }).message).toContain('contains whitespace');
  });
});

describe('readConfig: reviewer-model and implementer-model', () => {
  it('accept one provider/model, and empty means unset', () => {
    const parsed = config({
      'reviewer-model': 'google/gemini-2.5-pro',
      'implementer-model': 'anthropic/claude-opus-4',
    });
    expect([parsed.reviewerModel, parsed.implementerModel]).toEqual([
      'google/gemini-2.5-pro',
      'anthropic/claude-opus-4',
    ]);
  });

  it('apply the same syntax rules, naming their own input', () => {
    for (const input of ['reviewer-model', 'implementer-model']) {
      const error = configError({ [input]: 'claude-opus-4' });
      expect(error.input).toBe(input);
      expect(error.message).toContain(
        `Input '${input}': entry 'claude-opus-4' has no provider prefix`,
      );
      expect(configError({ [input]: 'mistral/large' }).message).toContain(
        "unknown provider 'mistral'",
      );
      expect(configError({ [input]: 'openai/a, openai/b' }).message).toBe(
        `Input '${input}' takes one model as provider/model, e.g. 'openai/gpt-5' (got 'openai/a, openai/b').`,
      );
    }
  });
});

describe('readConfig: enumerations', () => {
  it('accepts each value (any case) and names the input with all values otherwise', () => {
    expect(config({ 'model-selection': 'same-model-ok' }).modelSelection).toBe('same-model-ok');
    expect(config({ 'model-selection': 'Different-Model-Required' }).modelSelection).toBe(
      'different-model-required',
    );
    expect(configError({ 'model-selection': 'maybe' }).message).toBe(
      "Input 'model-selection' must be one of different-model-required, different-model-preferred, same-model-ok (got 'maybe').",
    );
    expect(config({ rigor: 'poc' }).rigor).toBe('poc');
    expect(configError({ rigor: 'strict' }).message).toBe(
      "Input 'rigor' must be one of poc, prototype, production (got 'strict').",
    );
    expect(config({ 'security-posture': 'hardened' }).securityPosture).toBe('hardened');
    expect(configError({ 'security-posture': 'paranoid' }).message).toBe(
      "Input 'security-posture' must be one of prototype, standard, hardened (got 'paranoid').",
    );
  });
});

describe('readConfig: booleans', () => {
  it.each(['comment', 'fail-job', 'require-trusted-spec'])(
    '%s accepts true/false in any case',
    (input) => {
      const key = {
        comment: 'comment',
        'fail-job': 'failJob',
        'require-trusted-spec': 'requireTrustedSpec',
      }[input] as 'comment' | 'failJob' | 'requireTrustedSpec';
      expect(config({ [input]: 'TRUE' })[key]).toBe(true);
      expect(config({ [input]: 'False' })[key]).toBe(false);
      for (const bad of ['yes', '1', 'on', 'truthy']) {
        const error = configError({ [input]: bad });
        expect(error.input).toBe(input);
        expect(error.message).toBe(`Input '${input}' must be 'true' or 'false' (got '${bad}').`);
      }
    },
  );
});

describe('readConfig: numbers', () => {
  it('time-budget-seconds is a number > 0', () => {
    expect(config({ 'time-budget-seconds': '1200' }).timeBudgetSeconds).toBe(1200);
    expect(config({ 'time-budget-seconds': '90.5' }).timeBudgetSeconds).toBe(90.5);
    for (const bad of ['0', '-5', 'ten', '1e3', 'Infinity', '0x10']) {
      expect(configError({ 'time-budget-seconds': bad }).message).toBe(
        `Input 'time-budget-seconds' must be a number greater than 0, e.g. '900' (got '${bad}').`,
      );
    }
  });

  it('max-concurrency is a whole number ≥ 1', () => {
    expect(config({ 'max-concurrency': '1' }).maxConcurrency).toBe(1);
    for (const bad of ['0', '2.5', '-1', 'many']) {
      expect(configError({ 'max-concurrency': bad }).message).toBe(
        `Input 'max-concurrency' must be a whole number of at least 1, e.g. '32' (got '${bad}').`,
      );
    }
  });

  it('max-tokens is a positive whole number, unset by default', () => {
    expect(config({ 'max-tokens': '2000000' }).maxTokens).toBe(2_000_000);
    expect(configError({ 'max-tokens': '0' }).input).toBe('max-tokens');
    expect(configError({ 'max-tokens': '1.5' }).message).toContain("e.g. '2000000'");
    expect(configError({ 'max-tokens': '99999999999999999999' }).input).toBe('max-tokens');
  });

  it('max-cost-usd is a number > 0, unset by default', () => {
    expect(config({ 'max-cost-usd': '5.00' }).maxCostUsd).toBe(5);
    expect(config({ 'max-cost-usd': '.25' }).maxCostUsd).toBe(0.25);
    expect(configError({ 'max-cost-usd': '0' }).message).toBe(
      "Input 'max-cost-usd' must be a number greater than 0, e.g. '5.00' (got '0').",
    );
    expect(configError({ 'max-cost-usd': '$5' }).input).toBe('max-cost-usd');
  });

  it('test-artifacts-run-id is a positive whole number', () => {
    expect(config({ 'test-artifacts-run-id': '9876543210' }).testArtifactsRunId).toBe(
      9_876_543_210,
    );
    for (const bad of ['0', '-3', 'abc', '12.0']) {
      expect(configError({ 'test-artifacts-run-id': bad }).input).toBe('test-artifacts-run-id');
    }
  });
});

describe('readConfig: lists', () => {
  it('splits test-artifacts, test-output-path, forced-lanes and exclude-paths', () => {
    const parsed = config({
      'test-artifacts': 'junit-results, e2e-logs\nunit',
      'test-output-path': 'reports/*.xml\ntest.log',
      'forced-lanes': 'security,  adversary ',
      'exclude-paths': 'dist/**\n**/*.snap, src/**/*.{gen,pb}.ts',
    });
    expect(parsed.testArtifacts).toEqual(['junit-results', 'e2e-logs', 'unit']);
    expect(parsed.testOutputPath).toEqual(['reports/*.xml', 'test.log']);
    expect(parsed.forcedLanes).toEqual(['security', 'adversary']);
    expect(parsed.excludePaths).toEqual(['dist/**', '**/*.snap', 'src/**/*.{gen,pb}.ts']);
  });

  it('human-attention is block or note; anything else names the input and the choices', () => {
    expect(config({ 'human-attention': 'note' }).humanAttention).toBe('note');
    expect(config({ 'human-attention': 'BLOCK' }).humanAttention).toBe('block');
    expect(() => config({ 'human-attention': 'ignore' })).toThrow(
      /Input 'human-attention' must be one of block, note/,
    );
  });

  it('protected-paths replaces the default; the action.yml default reads as the built-in one; a negated glob is refused', () => {
    expect(config({ 'protected-paths': 'ci/**\n.github/**' }).protectedPaths).toEqual([
      'ci/**',
      '.github/**',
    ]);
    expect(
      config({ 'protected-paths': String(action.inputs['protected-paths']?.default) })
        .protectedPaths,
    ).toEqual(config({}).protectedPaths);
    expect(() => config({ 'protected-paths': '.github/**, !.github/workflows/ci.yml' })).toThrow(
      /Input 'protected-paths' lists globs to protect; a negated glob cannot unprotect a path — remove '!\.github\/workflows\/ci\.yml'/,
    );
  });

  it('splitListInput handles CRLF and keeps brace groups whole', () => {
    expect(splitListInput('a\r\nb,{c,d},,\n')).toEqual(['a', 'b', '{c,d}']);
  });
});

describe('readConfig: model-catalog', () => {
  it('parses entries keyed by provider/model or bare model', () => {
    const catalog = config({
      'model-catalog': JSON.stringify({
        'openai/gpt-5': {
          contextWindow: 400000,
          inputPerMTok: 1.25,
          outputPerMTok: 10,
          cachedInputPerMTok: 0.125,
        },
        'my-model': { contextWindow: 8192, inputPerMTok: null, outputPerMTok: null },
      }),
    }).modelCatalog;
    expect(catalog).toEqual({
      'openai/gpt-5': {
        contextWindow: 400000,
        inputPerMTok: 1.25,
        outputPerMTok: 10,
        cachedInputPerMTok: 0.125,
      },
      'my-model': { contextWindow: 8192, inputPerMTok: null, outputPerMTok: null },
    });
  });

  it('refuses bad JSON, unknown keys, missing fields and bad values, naming the input', () => {
    const bad = [
      '{not json',
      '[1]',
      JSON.stringify({
        m: { contextWindow: 1, inputPerMTok: 1, outputPerMTok: 1, priceTier: 'x' },
      }),
      JSON.stringify({ m: { contextWindow: 1, inputPerMTok: 1 } }),
      JSON.stringify({ m: { contextWindow: 0, inputPerMTok: 1, outputPerMTok: 1 } }),
      JSON.stringify({ m: { contextWindow: 1.5, inputPerMTok: 1, outputPerMTok: 1 } }),
      JSON.stringify({ m: { contextWindow: 1, inputPerMTok: -1, outputPerMTok: 1 } }),
      JSON.stringify({ m: { contextWindow: 1, inputPerMTok: '1', outputPerMTok: 1 } }),
    ];
    for (const value of bad) {
      const error = configError({ 'model-catalog': value });
      expect(error.input).toBe('model-catalog');
      expect(error.message).toMatch(/^Input 'model-catalog' must /);
      expect(error.message).toContain('e.g. \'{"openai/gpt-5"');
    }
    expect(
      configError({
        'model-catalog': JSON.stringify({
          m: { contextWindow: 1, inputPerMTok: 1, outputPerMTok: 1, priceTier: 'x' },
        }),
      }).message,
    ).toContain('priceTier');
  });
});

describe('readConfig: local-run-recipe', () => {
  const recipe = (lines: string[]) => lines.join('\n');

  it('parses start, ready, suites and timeout-seconds (default 300)', () => {
    expect(
      config({
        'local-run-recipe': recipe([
          'start: npm start',
          'ready: http://127.0.0.1:3000/health',
          'suites:',
          '  - npm run e2e',
        ]),
      }).localRunRecipe,
    ).toEqual({
      start: 'npm start',
      ready: 'http://127.0.0.1:3000/health',
      suites: ['npm run e2e'],
      timeoutSeconds: 300,
    });
    expect(
      config({
        'local-run-recipe': recipe([
          'start: ./serve',
          'ready: https://localhost:8443/',
          'suites: []',
          'timeout-seconds: 45',
        ]),
      }).localRunRecipe?.timeoutSeconds,
    ).toBe(45);
  });

  it('accepts only loopback http(s) ready URLs', () => {
    for (const url of [
      'http://127.0.0.1:3000/',
      'http://127.8.9.10/x',
      'http://localhost/',
      'http://[::1]:8080/h',
      'http://LOCALHOST:1/',
      'http://127.1/',
    ]) {
      expect(isLoopbackHttpUrl(url), url).toBe(true);
    }
    for (const url of [
      'http://example.com/',
      'http://10.0.0.1/',
      'http://128.0.0.1/',
      'http://0.0.0.0/',
      'http://127.0.0.1.nip.io/',
      'http://127.0.0.1@evil.example/',
      'http://localhost.evil.example/',
      'http://[::2]/',
      'ftp://127.0.0.1/',
      'file:///etc/passwd',
      '127.0.0.1:3000',
    ]) {
      expect(isLoopbackHttpUrl(url), url).toBe(false);
    }
    const error = configError({
      'local-run-recipe': recipe([
        'start: npm start',
        'ready: http://example.com/health',
        'suites: [a]',
      ]),
    });
    expect(error.input).toBe('local-run-recipe');
    expect(error.message).toContain(
      'ready: must be an http(s) URL on loopback (127.0.0.0/8, localhost or [::1])',
    );
  });

  it('refuses bad YAML, missing or unknown keys and bad types', () => {
    const bad = [
      'start: [unclosed',
      'just a string',
      recipe(['ready: http://127.0.0.1/', 'suites: [a]']),
      recipe(['start: s', 'suites: [a]']),
      recipe(['start: s', 'ready: http://127.0.0.1/']),
      recipe(['start: s', 'ready: http://127.0.0.1/', 'suites: npm test']),
      recipe(['start: s', 'ready: http://127.0.0.1/', 'suites: [a]', 'timeout-seconds: 0']),
      recipe(['start: s', 'ready: http://127.0.0.1/', 'suites: [a]', 'env: {A: 1}']),
      recipe(['start: ""', 'ready: http://127.0.0.1/', 'suites: [a]']),
    ];
    for (const value of bad) {
      const error = configError({ 'local-run-recipe': value });
      expect(error.input, value).toBe('local-run-recipe');
      expect(error.message).toMatch(/^Input 'local-run-recipe' must be YAML/);
      expect(error.message).toContain('e.g. (start: npm start');
    }
  });
});

describe('readConfig: verification-commands', () => {
  const FAULT = 'PIPELINE-FAULT: verification_commands declaration invalid — ';

  it('is null when empty and the commands when a JSON array of strings', () => {
    expect(config({}).verificationCommands).toBeNull();
    expect(
      config({ 'verification-commands': '["npm test", "npm run lint"]' }).verificationCommands,
    ).toEqual({
      ok: true,
      commands: ['npm test', 'npm run lint'],
    });
    expect(config({ 'verification-commands': '[]' }).verificationCommands).toEqual({
      ok: true,
      commands: [],
    });
  });

  it("refuses anything else as a configuration error before any model is paid, keeping the seed's PIPELINE-FAULT reason", () => {
    const cases: [string, string][] = [
      ['npm test', 'not valid JSON: '],
      ['{"cmd": "npm test"}', 'expected a JSON array of strings, got object'],
      ['"npm test"', 'expected a JSON array of strings, got string'],
      ['null', 'expected a JSON array of strings, got null'],
      ['["npm test", 3]', 'entry 1 is number, not a string'],
      ['[["a"]]', 'entry 0 is array, not a string'],
    ];
    for (const [value, why] of cases) {
      const error = configError({ 'verification-commands': value });
      expect(error.input, value).toBe('verification-commands');
      expect(error.message, value).toMatch(/^Input 'verification-commands' must be a JSON array/);
      expect(error.message, value).toContain(`${FAULT}${why}`);
    }
  });

  it('keeps the parsed fault for callers that read a declaration on their own', () => {
    expect(parseVerificationCommands('npm test')).toMatchObject({ ok: false });
  });
});

describe('readConfig: forced-lanes', () => {
  const lanes = {
    unknown: (names: string[]) =>
      names.filter((n) => !['code-review', 'adversary', 'security', 'probe'].includes(n)),
    names: ['code-review', 'adversary', 'security', 'probe'],
  };

  it('names a misspelled lane, with the lane it is nearest to, when the lanes are given', () => {
    let error: unknown;
    try {
      readConfig(getter({ models: 'openai/gpt-5', 'forced-lanes': 'secruity, probe' }), { lanes });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const e = error as ConfigError;
    expect(e.input).toBe('forced-lanes');
    expect(e.message).toContain("did you mean 'security'?");
    expect(e.message).toContain('the lanes are code-review, adversary, security, probe');
  });

  it('offers no guess for a name far from every lane, and accepts known names', () => {
    expect(() =>
      readConfig(getter({ models: 'openai/gpt-5', 'forced-lanes': 'everything' }), { lanes }),
    ).toThrow(/names no lane: 'everything'; the lanes are/);
    expect(
      readConfig(getter({ models: 'openai/gpt-5', 'forced-lanes': 'security' }), { lanes })
        .forcedLanes,
    ).toEqual(['security']);
  });

  it('the real registry: every lane alias is accepted and a typo is not', async () => {
    const { FORCED_LANE_NAMES } = await import('../../src/review/lane-config.js');
    expect(
      readConfig(
        getter({ models: 'openai/gpt-5', 'forced-lanes': 'security-review,code_review' }),
        {
          lanes: FORCED_LANE_NAMES,
        },
      ).forcedLanes,
    ).toEqual(['security-review', 'code_review']);
    expect(() =>
      readConfig(getter({ models: 'openai/gpt-5', 'forced-lanes': 'adversery' }), {
        lanes: FORCED_LANE_NAMES,
      }),
    ).toThrow(/did you mean 'adversary'/);
  });
});

describe('readConfig: providers, spec, token, status-context', () => {
  it('reads keys and base URLs per provider; empty is null', () => {
    const parsed = config({
      'anthropic-api-key': 'sk-ant-1',
      'openai-compatible-api-key': 'k2',
      'openai-compatible-base-url': 'https://openrouter.ai/api/v1',
      'google-base-url': 'http://127.0.0.1:9999/v1beta',
    });
    expect(parsed.providers).toEqual({
      anthropic: { apiKey: 'sk-ant-1', baseUrl: null },
      openai: { apiKey: null, baseUrl: null },
      google: { apiKey: null, baseUrl: 'http://127.0.0.1:9999/v1beta' },
      'openai-compatible': { apiKey: 'k2', baseUrl: 'https://openrouter.ai/api/v1' },
    });
  });

  it('refuses a base URL that is not http(s), naming the input', () => {
    for (const input of [
      'anthropic-base-url',
      'openai-base-url',
      'google-base-url',
      'openai-compatible-base-url',
    ]) {
      for (const bad of ['api.example.com', 'ftp://api.example.com', 'javascript:alert(1)']) {
        const error = configError({ [input]: bad });
        expect(error.input).toBe(input);
        expect(error.message).toBe(
          `Input '${input}' must be an http(s) URL, e.g. 'https://api.example.com/v1' (got '${bad}').`,
        );
      }
    }
  });

  it('never echoes an API key in an error', () => {
    const error = configError({ 'openai-api-key': 'sk-secret-value', rigor: 'bad' });
    expect(error.message).not.toContain('sk-secret-value');
  });

  it('keeps spec and token as given, and the transcript path and session id', () => {
    const parsed = config({
      spec: 'Build the thing.',
      'github-token': 'ghs_abc',
      'implementer-session-id': 'sess-1',
      'implementer-transcript-path': '.agent/transcript.txt',
    });
    expect([
      parsed.spec,
      parsed.githubToken,
      parsed.implementerSessionId,
      parsed.implementerTranscriptPath,
    ]).toEqual(['Build the thing.', 'ghs_abc', 'sess-1', '.agent/transcript.txt']);
  });

  it('status-context is at most 100 characters and cannot break the comment marker', () => {
    expect(config({ 'status-context': 'done-gate/backend' }).statusContext).toBe(
      'done-gate/backend',
    );
    expect(config({ 'status-context': 'x'.repeat(100) }).statusContext).toHaveLength(100);
    const long = configError({ 'status-context': 'x'.repeat(101) });
    expect(long.input).toBe('status-context');
    expect(long.message).toContain("must be at most 100 characters, e.g. 'done-gate'");
    expect(configError({ 'status-context': 'gate -->' }).message).toContain(
      "must not contain '<', '>'",
    );
    expect(configError({ 'status-context': 'a\tb' }).input).toBe('status-context');
  });

  it('ConfigError is an Error with the input name', () => {
    const error = configError({ rigor: 'x' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ConfigError');
    expect(error.input).toBe('rigor');
  });
});
