import { describe, expect, it } from 'vitest';
import { parseCliArgs, USAGE } from '../../../src/cli/args.js';
import { ConfigError } from '../../../src/errors.js';
import { readConfig } from '../../../src/config.js';

function inputsOf(argv: string[]): Record<string, string> {
  const args = parseCliArgs(argv);
  if (args.command !== 'review' && args.command !== 'run-checks') throw new Error('no inputs');
  return args.inputs;
}

describe('CLI flags that mirror the repository-tool inputs', () => {
  it('--repository-context and --max-tool-steps map onto their inputs and parse', () => {
    const inputs = inputsOf(['review', '--repository-context', 'none', '--max-tool-steps', '3']);
    expect(inputs).toEqual({ 'repository-context': 'none', 'max-tool-steps': '3' });
    const config = readConfig((name) => ({ models: 'openai/gpt-5', ...inputs })[name] ?? '');
    expect([config.repositoryContext, config.maxToolSteps]).toEqual(['none', 3]);
    expect(USAGE).toContain('--repository-context MODE');
    expect(USAGE).toContain('--max-tool-steps N');
  });

  it('two bad flags are both reported, each naming its input', () => {
    const inputs = inputsOf(['review', '--repository-context', 'all', '--max-tool-steps', '99']);
    let error: unknown = null;
    try {
      readConfig((name) => ({ models: 'openai/gpt-5', ...inputs })[name] ?? '');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.input)).toEqual([
      'repository-context',
      'max-tool-steps',
    ]);
  });
});
