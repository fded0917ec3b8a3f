// `npm run eval` as a user meets it: a dry run with keys set spends nothing, an unreachable
// provider ends each case with its error (exit 1, no crash), and usage mistakes exit 2.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelEmulator } from '../emulators/model-emulator.js';
import type { ModelEmulator } from '../emulators/model-emulator.js';
import { main, parseEvalArgs } from '../../eval/run.js';
import { SMOKE_CASES } from '../../eval/smoke.js';
import { scaled } from '../knobs.js';

async function runEval(
  argv: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await main(argv, env, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

describe('npm run eval', () => {
  let emulator: ModelEmulator;
  let out: string;

  beforeAll(async () => {
    emulator = await startModelEmulator('anthropic', { script: () => ({ fault: 'server-error' }) });
    out = await mkdtemp(join(tmpdir(), 'done-gate-eval-cli-'));
  });

  afterAll(async () => {
    await emulator.close();
    await rm(out, { recursive: true, force: true });
  });

  it('a dry run with a key set prints the plan and the estimate and sends nothing', async () => {
    const { code, out: text } = await runEval(
      ['--dry-run', '--cases', 'clean-greeting,sec-sql-injection', '--out', out],
      { ANTHROPIC_API_KEY: 'sk-ant-eval-dry-run', ANTHROPIC_BASE_URL: emulator.baseUrl },
    );
    expect(code).toBe(0);
    expect(text).toMatch(/estimate default: 2 case\(s\) × 1 = ~\$\d+\.\d{4}/);
    expect(text).toContain('default  sec-sql-injection: lanes code-review');
    expect(text).toContain('Dry run: no model was asked.');
    expect(emulator.requests).toHaveLength(0);
  });

  it('refuses to start when the estimate exceeds --max-cost-usd', async () => {
    const { code, out: text } = await runEval(
      ['--cases', 'clean-greeting', '--max-cost-usd', '0.000001', '--out', out],
      { ANTHROPIC_API_KEY: 'sk-ant-eval-cap', ANTHROPIC_BASE_URL: emulator.baseUrl },
    );
    expect(code).toBe(2);
    expect(text).toMatch(/exceeds --max-cost-usd/);
    expect(emulator.requests).toHaveLength(0);
  });

  it(
    'an unreachable provider ends each case with its error, exit 1, not a crash',
    async () => {
      const { code, out: text } = await runEval(
        [
          '--cases',
          'clean-greeting',
          '--models',
          'openai/gpt-6.2-sol',
          '--input',
          'time-budget-seconds=8',
          '--out',
          out,
        ],
        { OPENAI_API_KEY: 'sk-eval-unreachable', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
      );
      expect(code).toBe(1);
      expect(text).toMatch(/ERR +default #1 clean-greeting: expected pass, got error — /);
      const report = JSON.parse(await readFile(join(out, 'eval.json'), 'utf8')) as {
        results: Array<{ got: string; error: string }>;
      };
      expect(report.results[0]?.got).toBe('error');
      expect(report.results[0]?.error).toMatch(/network|connect|refused/i);
      expect(text).not.toContain('sk-eval-unreachable');
    },
    scaled(60_000),
  );
  it.each([
    [['--emulated', '--input', 'no-such-input=1'], /"no-such-input" is not a done-gate input/],
    [['--config', 'no-colon'], /expects NAME:K=V/],
    [['--emulated', '--attention', 'maybe'], /--attention is block or note/],
    [['--emulated', '--repository-context', 'write'], /read or none/],
    [['--emulated', '--smoke', '--cases', 'sec-*'], /fixed slice/],
    [['--rescore', '/nonexistent/eval.json'], /cannot read \/nonexistent\/eval\.json/],
    [['--repeat', '0', '--emulated'], /whole number/],
    [[], /no model API key is set/],
    [['--emulated', '--cases', 'no-such-case'], /no case matches/],
  ])('usage error %j exits 2', async (argv, message) => {
    const { code, out: text } = await runEval(argv, {});
    expect(code).toBe(2);
    expect(text).toMatch(message);
  });

  it('a dry run of the smoke slice plans exactly its cases', async () => {
    const { code, out: text } = await runEval(['--dry-run', '--smoke', '--out', out], {
      ANTHROPIC_API_KEY: 'sk-ant-eval-smoke',
      ANTHROPIC_BASE_URL: emulator.baseUrl,
    });
    expect(code).toBe(0);
    expect(text).toContain(`estimate default: ${SMOKE_CASES.length} case(s) × 1 = ~$`);
    for (const id of SMOKE_CASES) expect(text).toContain(`default  ${id}: lanes`);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('parseEvalArgs', () => {
  const env = { ANTHROPIC_API_KEY: 'a', OPENAI_API_KEY: 'o' };
  const parse = (argv: string[]) => {
    const parsed = parseEvalArgs(argv, env, () => undefined);
    if (parsed === 'help') throw new Error('help');
    return parsed.options;
  };

  it('takes --config any number of times, each on top of the shared inputs', () => {
    const options = parse([
      '--input',
      'rigor=poc',
      '--config',
      'a:rigor=production',
      '--config',
      'b:',
      '--config',
      'c:repository-context=none',
    ]);
    expect(
      options.configurations.map((c) => [c.name, c.inputs.rigor, c.inputs['repository-context']]),
    ).toEqual([
      ['a', 'production', undefined],
      ['b', 'poc', undefined],
      ['c', 'poc', 'none'],
    ]);
  });

  it('--per-vendor makes one configuration per vendor, each serving every lane alone', () => {
    const options = parse([
      '--per-vendor',
      '--models',
      'anthropic/claude-sonnet-5-5,openai/gpt-6.2-sol,openai/gpt-6.2-mini',
    ]);
    expect(options.configurations.map((c) => [c.name, c.inputs.models])).toEqual([
      ['anthropic', 'anthropic/claude-sonnet-5-5'],
      ['openai', 'openai/gpt-6.2-sol,openai/gpt-6.2-mini'],
    ]);
  });

  it('runs the shipped defaults unless told otherwise', () => {
    const [plain] = parse([]).configurations;
    expect(plain!.inputs['repository-context']).toBeUndefined();
    expect(plain!.inputs['human-attention']).toBeUndefined();
    const [told] = parse(['--repository-context', 'none', '--attention', 'note']).configurations;
    expect(told!.inputs).toMatchObject({ 'repository-context': 'none', 'human-attention': 'note' });
  });
});
