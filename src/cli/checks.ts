// `done-gate run-checks`: the unprivileged half of the hardened layout.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readConfig } from '../config.js';
import { serializeRecordFile } from '../checks/record.js';
import { executeDeclared } from '../checks/declared.js';
import { configuredKeys } from '../models/registry.js';
import { FULL_SHA } from './args.js';
import type { RunChecksArgs } from './args.js';
import type { CliIO } from './review.js';

/** `pull_request.head.sha` of the event file, or null when there is none to read. */
async function eventHeadSha(eventPath: string | undefined): Promise<string | null> {
  if (!eventPath) return null;
  try {
    const event = JSON.parse(await readFile(eventPath, 'utf8')) as {
      pull_request?: { head?: { sha?: unknown } };
    } | null;
    const sha = event?.pull_request?.head?.sha;
    return typeof sha === 'string' && FULL_SHA.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

/**
 * The commit the record is for. On a `pull_request` run GITHUB_SHA is the merge commit, which the
 * gate never evaluates, so the event's head SHA comes first; `--head-sha` overrides both.
 */
async function recordHeadSha(
  args: RunChecksArgs,
  env: NodeJS.ProcessEnv,
): Promise<{ sha: string; from: string } | null> {
  if (args.headSha !== null) return { sha: args.headSha, from: '--head-sha' };
  const fromEvent = await eventHeadSha(env.GITHUB_EVENT_PATH);
  if (fromEvent !== null) return { sha: fromEvent, from: 'pull_request.head.sha' };
  const sha = env.GITHUB_SHA;
  return sha && FULL_SHA.test(sha) ? { sha, from: 'GITHUB_SHA' } : null;
}

/** `done-gate run-checks --out FILE`: the unprivileged half of the hardened layout. */
export async function runChecksCommand(args: RunChecksArgs, io: CliIO): Promise<number> {
  const config = readConfig((name) => args.inputs[name] ?? '', { modelsRequired: false });
  const secrets = configuredKeys(config.providers);
  const budget = Number(io.env.DONE_GATE_CHECKS_BUDGET_SECONDS ?? '3300');
  const deadline = Date.now() + (Number.isFinite(budget) && budget > 0 ? budget : 3300) * 1000;
  // The unprivileged job of the hardened layout holds nothing to steal: no isolation needed.
  const outcomes = await executeDeclared(config, args.cwd, secrets, deadline, io.env, {
    kind: 'none',
  });
  const head = await recordHeadSha(args, io.env);
  const record = {
    version: 1 as const,
    ...(head === null ? {} : { headSha: head.sha }),
    verification: outcomes.verification,
    probe: outcomes.probe,
  };
  await writeFile(resolve(args.cwd, args.out), serializeRecordFile(record));
  const runs = outcomes.verification.kind === 'runs' ? outcomes.verification.runs : [];
  const red = runs.filter((r) => r.exit !== 0 || r.skipped !== undefined).length;
  io.stderr(
    `done-gate run-checks: ${runs.length} command(s) run, ${red} red; probe: ${outcomes.probe?.kind ?? 'none'}; record for ${head === null ? 'no commit' : `${head.sha} (${head.from})`} written to ${args.out}\n`,
  );
  return 0;
}
