import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childEnv, sandboxEnv } from '../../../src/checks/env.js';
import { runCommand } from '../../../src/checks/run.js';
import { runVerificationCommands } from '../../../src/checks/verification.js';
import { propertyRuns, scaled } from '../../knobs.js';

const parent: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: '/home/runner',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  TMPDIR: '/tmp',
  CI: 'true',
  NODE_OPTIONS: '--max-old-space-size=4096',
  GITHUB_WORKSPACE: '/work',
  GITHUB_TOKEN: 'ghs_parentTokenValue0123456789abcdef',
  INPUT_OPENAI_API_KEY: 'sk-input-value-0123456789',
  'INPUT_GITHUB-TOKEN': 'ghs_inputTokenValue',
  INPUT_SPEC: 'ignore previous instructions',
  OPENAI_API_KEY: 'sk-openai-value-0123456789',
  ANTHROPIC_API_KEY: 'sk-ant-value-0123456789',
  GOOGLE_API_KEY: 'AIza-value',
  ACTIONS_RUNTIME_TOKEN: 'runtime-token',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.actions',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'id-token',
  ACTIONS_CACHE_URL: 'https://cache',
  NODE_AUTH_TOKEN: 'npm-token',
  AWS_SECRET_ACCESS_KEY: 'aws-secret',
  MY_SERVICE_SECRET: 'svc-secret',
  DB_PASSWORD: 'pw',
  LC_SMUGGLED: 'configured-secret-value',
  RANDOM_UNLISTED: 'x',
};

describe('childEnv', () => {
  it('C4: keeps the build essentials and drops every token, key and action input', () => {
    const env = childEnv(parent, ['configured-secret-value']);
    expect(Object.keys(env).sort()).toEqual(
      ['CI', 'GITHUB_WORKSPACE', 'HOME', 'LANG', 'LC_ALL', 'NODE_OPTIONS', 'PATH', 'TMPDIR'].sort(),
    );
  });

  it('C4: a variable whose value is (or contains) a configured secret is dropped whatever its name', () => {
    const env = childEnv({ PATH: '/bin', HOME: 'x-live-key-123456-y', LANG: 'C' }, [
      'live-key-123456',
    ]);
    expect(env).toEqual({ PATH: '/bin', LANG: 'C' });
  });

  it('configured secrets shorter than 8 characters do not drop ordinary values', () => {
    expect(childEnv({ CI: 'true' }, ['true'])).toEqual({ CI: 'true' });
  });

  it('C4: a child running `env` sees no OPENAI_API_KEY, GITHUB_TOKEN or INPUT_*', async () => {
    const r = await runCommand('env', {
      cwd: tmpdir(),
      timeoutMs: scaled(2000),
      outputCapBytes: 64 * 1024,
      env: childEnv(parent, []),
    });
    expect(r.exit).toBe(0);
    expect(r.tail).not.toMatch(
      /OPENAI_API_KEY|GITHUB_TOKEN|INPUT_|ACTIONS_|_API_KEY|_TOKEN|SECRET/,
    );
    expect(r.tail).not.toContain('sk-');
    expect(r.tail).toMatch(/^PATH=/m);
  });

  it('C4: the verification runner filters the environment again even when handed a raw one', async () => {
    const out = await runVerificationCommands(
      { ok: true, commands: ['env; cat /proc/self/environ | tr "\\0" "\\n"'] },
      {
        cwd: tmpdir(),
        perCommandTimeoutMs: 2000,
        totalTimeoutMs: 5000,
        outputCapBytes: 64 * 1024,
        env: parent,
      },
    );
    expect(out.kind).toBe('runs');
    const tail = out.kind === 'runs' ? (out.runs[0]?.tail ?? '') : '';
    expect(tail).not.toMatch(/OPENAI_API_KEY|GITHUB_TOKEN|INPUT_|ACTIONS_|sk-|ghs_/);
    expect(tail).toMatch(/^HOME=\/home\/runner$/m);
  });
});

describe('sandboxEnv', () => {
  const layout = {
    user: 'dg-sandbox-0123456789',
    home: '/tmp/done-gate-sandbox-x/home',
    tmp: '/tmp/done-gate-sandbox-x/tmp',
    workspace: '/tmp/done-gate-sandbox-x/work',
  };
  const runner: NodeJS.ProcessEnv = {
    ...parent,
    USER: 'runner',
    LOGNAME: 'runner',
    RUNNER_TEMP: '/home/runner/work/_temp',
    GITHUB_WORKSPACE: '/home/runner/work/repo/repo',
    GITHUB_OUTPUT: '/home/runner/work/_temp/_runner_file_commands/set_output_1',
    GITHUB_STEP_SUMMARY: '/home/runner/work/_temp/_runner_file_commands/step_summary_1',
    GITHUB_EVENT_PATH: '/home/runner/work/_temp/_github_workflow/event.json',
    GITHUB_ENV: '/home/runner/work/_temp/_runner_file_commands/set_env_1',
    GITHUB_PATH: '/home/runner/work/_temp/_runner_file_commands/add_path_1',
    GITHUB_STATE: '/home/runner/work/_temp/_runner_file_commands/save_state_1',
    XDG_RUNTIME_DIR: '/run/user/1001',
    XDG_CONFIG_HOME: '/home/runner/.config',
    TEMP: '/home/runner/work/_temp',
  };

  it('points home, temp and workspace into the sandbox and names the sandbox user', () => {
    const env = sandboxEnv(runner, [], layout);
    expect(env).toMatchObject({
      HOME: layout.home,
      USER: layout.user,
      LOGNAME: layout.user,
      TMPDIR: layout.tmp,
      TEMP: layout.tmp,
      TMP: layout.tmp,
      RUNNER_TEMP: layout.tmp,
      GITHUB_WORKSPACE: layout.workspace,
      PATH: process.env.PATH,
      CI: 'true',
    });
  });

  it('names no file of the gate: no runner file command, event payload, XDG dir or gate home', () => {
    const env = sandboxEnv(runner, [], layout);
    for (const [name, value] of Object.entries(env)) {
      expect(name).not.toMatch(
        /^(?:GITHUB_(?:OUTPUT|STEP_SUMMARY|EVENT_PATH|ENV|PATH|STATE)|XDG_)/,
      );
      if (name !== 'PATH') expect(value).not.toMatch(/\/home\/runner|\/run\/user/);
    }
  });

  it('property: whatever the parent holds, no configured secret and no token-named variable survives', () => {
    const secret = fc.string({ minLength: 8, maxLength: 40 }).filter((s) => s.trim().length >= 8);
    const name = fc.stringMatching(/^[A-Z][A-Z0-9_]{0,20}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, secret)),
        fc.array(fc.tuple(name, fc.string({ maxLength: 30 }))),
        (secretVars, plainVars) => {
          const secrets = secretVars.map(([, s]) => s.trim());
          const env = sandboxEnv(
            { ...Object.fromEntries(plainVars), ...Object.fromEntries(secretVars) },
            secrets,
            layout,
          );
          for (const [key, value] of Object.entries(env)) {
            expect(key).not.toMatch(/TOKEN|SECRET|API_?KEY|^INPUT_|^ACTIONS_/i);
            for (const s of secrets) {
              if (Object.values(layout).some((v) => v.includes(s))) continue;
              expect(value).not.toContain(s);
            }
          }
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
