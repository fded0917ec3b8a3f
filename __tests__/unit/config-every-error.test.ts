import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { readConfig } from '../../src/config.js';
import { checkModelId } from '../../src/config/model-id.js';
import { parseModelId } from '../../src/models/provider-settings.js';

type Inputs = Record<string, string>;

function configError(inputs: Inputs): ConfigError {
  try {
    readConfig((name) => ({ models: 'openai/gpt-5', ...inputs })[name] ?? '');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(inputs)}`);
}

describe('readConfig reports every invalid input at once', () => {
  it('two bad inputs: both named, each saying how to fix it, in one error', () => {
    const error = configError({ rigor: 'strict', 'max-tokens': '0' });
    expect(error.problems.map((p) => p.input)).toEqual(['rigor', 'max-tokens']);
    expect(error.input).toBe('rigor');
    expect(error.kind).toBe('config');
    expect(error.exitCode).toBe(2);
    expect(error.message).toBe(
      [
        '2 inputs to fix:',
        "- Input 'rigor' must be one of poc, prototype, production (got 'strict').",
        "- Input 'max-tokens' must be a whole number of at least 1, e.g. '2000000' (got '0').",
      ].join('\n'),
    );
  });

  it('every kind of input failure is collected, not only the first', () => {
    const error = configError({
      models: 'gpt-4o',
      'reviewer-model': 'mistral/large',
      'openai-base-url': 'ftp://x',
      'model-catalog': '{',
      'local-run-recipe': 'start: x',
      'status-context': 'a<b',
      comment: 'yes',
      'protected-paths': '!x',
      approvers: 'read',
      'repository-context': 'write',
      'max-tool-steps': '0',
    });
    expect(error.problems.map((p) => p.input)).toEqual([
      'models',
      'reviewer-model',
      'local-run-recipe',
      'status-context',
      'comment',
      'model-catalog',
      'protected-paths',
      'approvers',
      'repository-context',
      'max-tool-steps',
      'openai-base-url',
    ]);
    for (const problem of error.problems) {
      expect(problem.message).toContain(`Input '${problem.input}'`);
      expect(error.message).toContain(problem.message);
    }
    expect(error.message.split('\n')[0]).toBe('11 inputs to fix:');
  });

  it('for any set of bad inputs, exactly those inputs are reported (property)', () => {
    const bad: Record<string, string> = {
      'anthropic-base-url': 'not a url',
      models: 'gpt-4o',
      'implementer-model': 'openai/',
      'model-selection': 'maybe',
      'test-artifacts-run-id': '-3',
      'local-run-recipe': 'start: x',
      rigor: 'strict',
      'security-posture': 'paranoid',
      'status-context': 'a>b',
      'fail-job': 'no',
      'time-budget-seconds': '0',
      'max-cost-usd': '$5',
      'max-concurrency': '0',
      'model-catalog': '[]',
      'require-trusted-spec': 'yes',
      'human-attention': 'ignore',
      'merge-queue': 'skip',
      'repository-context': 'write',
      'max-tool-steps': '51',
    };
    fc.assert(
      fc.property(fc.subarray(Object.keys(bad), { minLength: 1 }), (names) => {
        const error = configError(Object.fromEntries(names.map((n) => [n, bad[n]!])));
        expect(new Set(error.problems.map((p) => p.input))).toEqual(new Set(names));
        expect(error.problems).toHaveLength(names.length);
      }),
    );
  });

  it('one bad input keeps its own message, exactly as before', () => {
    const error = configError({ rigor: 'strict' });
    expect(error.problems).toEqual([{ input: 'rigor', message: error.message }]);
    expect(error.message).toBe(
      "Input 'rigor' must be one of poc, prototype, production (got 'strict').",
    );
  });

  it('a verification-commands declaration that does not parse is reported with the others (#25)', () => {
    const error = configError({ rigor: 'strict', 'verification-commands': '{' });
    expect(error.problems.map((p) => p.input)).toEqual(['verification-commands', 'rigor']);
  });
});

describe('repository-context and max-tool-steps', () => {
  const read = (inputs: Inputs) =>
    readConfig((name) => ({ models: 'openai/gpt-5', ...inputs })[name] ?? '');

  it('repository-context is read (default) or none, any case', () => {
    expect(read({}).repositoryContext).toBe('read');
    expect(read({ 'repository-context': 'NONE' }).repositoryContext).toBe('none');
    expect(configError({ 'repository-context': 'write' }).message).toBe(
      "Input 'repository-context' must be one of read, none (got 'write').",
    );
  });

  it('max-tool-steps is a whole number from 1 to 50, default 8', () => {
    expect(read({}).maxToolSteps).toBe(8);
    expect(read({ 'max-tool-steps': '1' }).maxToolSteps).toBe(1);
    expect(read({ 'max-tool-steps': '50' }).maxToolSteps).toBe(50);
    for (const bad of ['0', '51', '2.5', '-1', 'many', '1e3']) {
      const error = configError({ 'max-tool-steps': bad });
      expect(error.input).toBe('max-tool-steps');
      expect(error.message).toBe(
        `Input 'max-tool-steps' must be a whole number from 1 to 50 (tool-use rounds per model call; 'repository-context: none' gives reviewers no tools), e.g. '8' (got '${bad}').`,
      );
    }
  });
});

describe('one provider/model parser', () => {
  it('readConfig and the model layer say the same thing about the same bad id', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const checked = checkModelId(raw);
        let thrown: ConfigError | null = null;
        try {
          parseModelId(raw);
        } catch (error) {
          thrown = error as ConfigError;
        }
        if (checked.ok) {
          expect(thrown).toBeNull();
          return;
        }
        expect(thrown).toBeInstanceOf(ConfigError);
        expect(thrown!.input).toBe('models');
        expect(thrown!.message).toBe(`Input 'models': ${checked.problem}.`);
        // A single-model input that readConfig reads (no list splitting) says the same.
        if (raw.trim().length > 0 && !/[,\r\n]/.test(raw)) {
          expect(configError({ 'reviewer-model': raw }).message).toBe(
            `Input 'reviewer-model': ${checked.problem}.`,
          );
        }
      }),
    );
  });
});
