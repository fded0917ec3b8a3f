// `done-gate run-checks`: the unprivileged half of the hardened layout.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readConfig } from '../config.js';
import { serializeRecordFile } from '../commands/record.js';
import { executeDeclared } from '../pipeline/checks.js';
import { configuredKeys } from '../models/registry.js';
import type { RunChecksArgs } from './args.js';
import type { CliIO } from './review.js';

/** `done-gate run-checks --out FILE`: the unprivileged half of the hardened layout. */
export async function runChecksCommand(args: RunChecksArgs, io: CliIO): Promise<number> {
  const inputs: Record<string, string> = { models: 'openai/unused', ...args.inputs };
  const config = readConfig((name) => inputs[name] ?? '');
  const secrets = configuredKeys(config.providers);
  const budget = Number(io.env.DONE_GATE_CHECKS_BUDGET_SECONDS ?? '3300');
  const deadline = Date.now() + (Number.isFinite(budget) && budget > 0 ? budget : 3300) * 1000;
  const outcomes = await executeDeclared(config, args.cwd, secrets, deadline, io.env);
  const headSha = io.env.GITHUB_SHA;
  const record = {
    version: 1 as const,
    ...(headSha && /^[0-9a-f]{40}$/.test(headSha) ? { headSha } : {}),
    verification: outcomes.verification,
    probe: outcomes.probe,
  };
  await writeFile(resolve(args.cwd, args.out), serializeRecordFile(record));
  const runs = outcomes.verification.kind === 'runs' ? outcomes.verification.runs : [];
  const red = runs.filter((r) => r.exit !== 0 || r.skipped !== undefined).length;
  io.stderr(
    `done-gate run-checks: ${runs.length} command(s) run, ${red} red; probe: ${outcomes.probe?.kind ?? 'none'}; record written to ${args.out}\n`,
  );
  return 0;
}
