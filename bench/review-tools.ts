// The review phase with repository tools (#17): the critical-path PR again, now with a head
// archive of ~3,000 files whose download is itself held for about one L, and lanes that call
// tools — code-review reads two files in one turn, security takes two sequential tool turns (a
// read, then a search of the whole snapshot). Target: ≤ 2.5 L plus k L, k the tool turns of the
// longest lane, with the download hidden under the first model round (no tool call waits on it).
import { buildArchive } from '../__tests__/emulators/github.js';
import type { RecordedRequest, ScriptReply } from '../__tests__/emulators/model-emulator.js';
import { call, toolSession } from '../__tests__/emulators/tool-session.js';
import { cleanReply, reviewers } from '../__tests__/e2e/reviewers.js';
import { CRITERIA, CRITICAL_PATH_FILES, SPEC_BODY } from './fixtures.js';
import { modelPhase, runBuiltAction, runInProcess } from './critical-path.js';
import type { ModelPhase } from './critical-path.js';
import { syntheticRepository } from './snapshot.js';
import { addBenchPull, OWNER, REPO, startBenchWorld } from './world.js';
import type { BenchWorld } from './world.js';

/** Paths of the synthetic repository (bench/snapshot.ts) the scripted lanes read. */
const CODE_REVIEW_READS = ['src/module-1/file-1.ts', 'src/module-2/file-2.ts'];
const SECURITY_READ = 'src/auth/session.ts';
const SECURITY_SEARCH = 'newSessionToken';

export interface ToolConversation {
  lane: string;
  step: string;
  /** Requests of the conversation: 1 + its tool round trips. */
  requests: number;
  /** Tool round trips (each one model reply, so one L). */
  toolSteps: number;
  /** Tool results the conversation was sent, and how many were errors (refusals). */
  results: number;
  errors: number;
  /** Per tool turn: the request's arrival − (the previous turn's arrival + L), ms. */
  waitsMs: number[];
}

export interface ToolPhase extends ModelPhase {
  conversations: ToolConversation[];
  /** Tool steps of the longest conversation. */
  k: number;
  longest: string;
  /**
   * For each request that carried tool results: its arrival − (the previous turn's arrival + L),
   * i.e. how long the tools took to answer. The largest over every lane's first tool turn (where
   * a snapshot not yet downloaded would show), and over the later turns.
   */
  firstTurnWaitMs: number;
  laterTurnWaitMs: number;
  /** First model request → first tool call sent (first request + L, the reply's latency). */
  firstToolCallAt: number | null;
}

export interface ReviewWithToolsResult {
  latencyMs: number;
  archiveFiles: number;
  archiveBytes: number;
  downloadDelayMs: number;
  action: ToolPhase & {
    verdict: string;
    problem: string | null;
    wallMs: number;
    /** The codeload request's arrival, relative to the first model request (ms; < 0: before). */
    downloadStartedAt: number | null;
  };
  inProcess: ToolPhase & {
    judgeMs: number;
    verdict: string;
    problem: string | null;
    /** Head snapshot downloaded and unpacked, relative to the first model request (ms). */
    headReadyAt: number | null;
  };
}

function conversationKey(r: RecordedRequest): string {
  return `${r.lane ?? '?'}\u0000${(r.step ?? '').split(';')[0] ?? ''}\u0000${r.session ?? ''}`;
}

export function toolPhase(requests: RecordedRequest[], latencyMs: number): ToolPhase {
  const phase = modelPhase(requests, latencyMs);
  const byConversation = new Map<string, RecordedRequest[]>();
  for (const r of [...requests].sort((a, b) => a.time - b.time)) {
    const key = conversationKey(r);
    byConversation.set(key, [...(byConversation.get(key) ?? []), r]);
  }
  const conversations: ToolConversation[] = [];
  let firstTurnWaitMs = 0;
  let laterTurnWaitMs = 0;
  let firstToolCall: number | null = null;
  for (const list of byConversation.values()) {
    const last = list[list.length - 1]!;
    const waitsMs: number[] = [];
    for (let i = 1; i < list.length; i++) {
      const previous = list[i - 1]!;
      if (list[i]!.toolTurns.length === 0) continue;
      const wait = list[i]!.time - (previous.time + latencyMs);
      waitsMs.push(wait);
      if (i === 1) firstTurnWaitMs = Math.max(firstTurnWaitMs, wait);
      else laterTurnWaitMs = Math.max(laterTurnWaitMs, wait);
      if (i === 1 && (firstToolCall === null || previous.time < firstToolCall)) {
        firstToolCall = previous.time;
      }
    }
    conversations.push({
      lane: last.lane ?? '?',
      step: (last.step ?? '').split(';')[0] ?? '',
      requests: list.length,
      toolSteps: list.length - 1,
      results: last.toolResults.length,
      errors: last.toolResults.filter((t) => t.isError).length,
      waitsMs,
    });
  }
  conversations.sort((a, b) => b.toolSteps - a.toolSteps || a.lane.localeCompare(b.lane));
  const longest = conversations[0];
  return {
    ...phase,
    conversations,
    k: longest?.toolSteps ?? 0,
    longest: longest === undefined ? '-' : longest.lane,
    firstTurnWaitMs,
    laterTurnWaitMs,
    firstToolCallAt:
      firstToolCall === null ? null : firstToolCall + latencyMs - phase.firstRequestAt,
  };
}

/** The PR's files as they stand at its head (all added, so the patch's `+` lines). */
function headFilesOfPr(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of CRITICAL_PATH_FILES) {
    const lines = (file.patch ?? '').split('\n').slice(1);
    out[file.filename] = `${lines.map((l) => l.slice(1)).join('\n')}\n`;
  }
  return out;
}

/** The scripted models: every reply after L; two lanes use their tools, then answer clean. */
export function toolUsingReviewers(latencyMs: number): ReturnType<typeof reviewers> {
  const codeReview = toolSession(
    CODE_REVIEW_READS.map((path) => call('read_file', { path })),
    cleanReply('code-review', '', CRITERIA),
  );
  const security = toolSession(
    [call('read_file', { path: SECURITY_READ })],
    [call('search', { pattern: SECURITY_SEARCH })],
    cleanReply('security', '', CRITERIA),
  );
  const script = reviewers({
    criteria: CRITERIA,
    override: {
      'code-review': (_attempt, request) => codeReview(request),
      security: (_attempt, request) => security(request),
    },
  });
  return async (ctx) => ({ ...(await script(ctx)), latencyMs }) as ScriptReply;
}

async function addToolPull(
  world: BenchWorld,
  number: number,
  headSha: string,
  files: Record<string, string>,
): Promise<number> {
  addBenchPull(world, {
    number,
    headSha,
    title: 'Password sessions and key rotation',
    body: SPEC_BODY,
    files: CRITICAL_PATH_FILES,
  });
  const archive = await buildArchive(OWNER, REPO, headSha, files);
  world.gh.state.addArchive({ owner: OWNER, repo: REPO, sha: headSha, archive });
  return archive.byteLength;
}

export async function measureReviewWithTools(
  latencyMs: number,
  options: { archiveFiles?: number; downloadDelayMs?: number } = {},
): Promise<ReviewWithToolsResult> {
  const archiveFiles = options.archiveFiles ?? 3000;
  const downloadDelayMs = options.downloadDelayMs ?? latencyMs;
  const world = await startBenchWorld();
  try {
    world.script(toolUsingReviewers(latencyMs));
    const files = { ...syntheticRepository(archiveFiles), ...headFilesOfPr() };
    const archiveBytes = await addToolPull(world, 5, 'e'.repeat(40), files);
    await addToolPull(world, 6, 'f'.repeat(40), files);
    // The archive itself takes about one model round trip to arrive (codeload, after the 302).
    world.gh.faults.delay(
      { method: 'GET', path: /^\/_codeload\// },
      { ms: downloadDelayMs, times: 100 },
    );
    const inputs = { 'repository-context': 'read' };

    const before = world.modelRequests().length;
    const action = await runBuiltAction(world, latencyMs, 5, inputs);
    const actionRequests = world.modelRequests().slice(before);
    const actionPhase = toolPhase(actionRequests, latencyMs);
    const codeload = world.gh.requestsTo('GET', /^\/_codeload\/.*\/e{40}$/)[0];

    const run = await runInProcess(world, latencyMs, 6, { repository: true, extraInputs: inputs });
    const inPhase = toolPhase(run.requests, latencyMs);
    return {
      latencyMs,
      archiveFiles: Object.keys(files).length,
      archiveBytes,
      downloadDelayMs,
      action: {
        ...actionPhase,
        verdict: action.verdict,
        problem: action.problem,
        wallMs: action.wallMs,
        downloadStartedAt: codeload === undefined ? null : codeload.at - actionPhase.firstRequestAt,
      },
      inProcess: {
        ...inPhase,
        judgeMs: run.judgeMs,
        verdict: run.verdict,
        problem: run.problem,
        headReadyAt: run.headReadyAt === null ? null : run.headReadyAt - inPhase.firstRequestAt,
      },
    };
  } finally {
    await world.close();
  }
}
