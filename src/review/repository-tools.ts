// The read-only repository tools of one review (#17): one read record per lane, and one budget per
// lane and evidence chunk, shared by every call and attempt of that lane on that chunk, over the
// snapshots the entry point started. A chunked PR's lane reviews each chunk in calls of its own, so
// each chunk has the allowance a one-chunk PR's lane has: a lane that searched once per chunk must
// not find its eighth chunk's search refused (and the PR blocked) for what the other seven read.
// What the lanes read comes back as data: the steps for the report, and the injection hits and
// refusals the decision counts exactly as it counts the diff's.
import type { SecurityPosture } from '../config/types.js';
import type { CallToolset } from '../models/tools.js';
import type { RepositoryAccess } from '../repository/access.js';
import { DEFAULT_TOOL_CAPS } from '../repository/budget.js';
import type { ToolCaps } from '../repository/budget.js';
import { toolReadFindings } from '../repository/screen.js';
import type { ToolReadRecord } from '../repository/screen.js';
import { createScanQueue, laneRepositoryTools } from '../repository/tools.js';
import type { SnapshotResult } from '../repository/tools.js';
import type { LaneName } from './gauntlet/types.js';

export interface RepositoryToolsSettings {
  access: RepositoryAccess;
  /** `max-tool-steps`: tool-using turns per model call. */
  maxSteps: number;
  caps?: ToolCaps;
  /** The run's configured secrets: a file holding one is "secret in evidence". */
  secrets?: readonly string[];
}

export interface RepositoryReading {
  /** The head snapshot the tools read (anchors of context findings resolve against it). */
  head?: Promise<SnapshotResult>;
  /**
   * The toolset a lane's call is offered: one per lane and budget scope (`budgetScopeOf`: the
   * step's chunk, or a claim under scrutiny), created on first use.
   */
  forLane(lane: LaneName, step?: string): CallToolset;
  /** What every lane that used its tools read: in lane order of first use. */
  records(): Array<{ lane: LaneName; record: ToolReadRecord }>;
}

/**
 * Which budget a lane call draws on: its chunk's (read from the step's end, where `chunkedStep`
 * puts it, so an earlier part of a step cannot choose it), or — for scrutiny of one claim
 * (`verify:…`, `reanchor:…`), which reads for that claim whichever chunk it came from — one of its
 * own. Time is bounded by the deadline between scans (`ScanQueue`), not by sharing budgets.
 */
export function budgetScopeOf(step: string): string {
  const chunk = /(?:^|;)chunk:(\d+)\/\d+$/.exec(step);
  if (chunk !== null) return `chunk ${chunk[1]}`;
  if (/^(?:verify|reanchor):/.test(step)) return step;
  return 'chunk 1';
}

export function repositoryReading(settings: RepositoryToolsSettings): RepositoryReading {
  const records = new Map<LaneName, ToolReadRecord>();
  const toolsets = new Map<string, CallToolset>();
  // One queue for the review: every lane's and chunk's scans take turns, the deadline between.
  const scans = createScanQueue();
  return {
    head: settings.access.head,
    forLane(lane, step = 'review') {
      const key = `${lane}\u0000${budgetScopeOf(step)}`;
      const known = toolsets.get(key);
      if (known !== undefined) return known;
      const record = records.get(lane);
      const made = laneRepositoryTools(
        { head: settings.access.head, base: settings.access.base },
        {
          maxSteps: settings.maxSteps,
          caps: settings.caps ?? DEFAULT_TOOL_CAPS,
          ...(settings.secrets === undefined ? {} : { secrets: settings.secrets }),
          ...(record === undefined ? {} : { record }),
          scans,
        },
      );
      if (record === undefined) records.set(lane, made.record);
      toolsets.set(key, made.toolset);
      return made.toolset;
    },
    records: () => [...records].map(([lane, record]) => ({ lane, record })),
  };
}

/**
 * The decision's share of what the lanes read: injection-like text in a file a reviewer read is
 * an attention item (a blocker under `hardened`), as in the diff.
 */
export function repositoryFindings(
  reading: RepositoryReading | null,
  posture: SecurityPosture,
): { attention: string[]; blockers: string[] } {
  const attention: string[] = [];
  const blockers: string[] = [];
  const seen = new Set<string>();
  for (const { lane, record } of reading?.records() ?? []) {
    const found = toolReadFindings(record, posture);
    for (const line of found.attention) {
      if (!seen.has(`a${line}`)) attention.push(`${lane}: ${line}`);
      seen.add(`a${line}`);
    }
    for (const line of found.blockers) {
      if (!seen.has(`b${line}`)) blockers.push(`${lane}: ${line}`);
      seen.add(`b${line}`);
    }
  }
  return { attention, blockers };
}
