// The read-only repository tools of one review (#17): one budget and one read record per lane,
// shared by every call and attempt of that lane, over the snapshots the entry point started.
// What the lanes read comes back as data: the steps for the report, and the injection hits and
// refusals the decision counts exactly as it counts the diff's.
import type { SecurityPosture } from '../config/types.js';
import type { CallToolset } from '../models/tools.js';
import type { RepositoryAccess } from '../repository/access.js';
import { DEFAULT_TOOL_CAPS } from '../repository/budget.js';
import type { ToolCaps } from '../repository/budget.js';
import { toolReadFindings } from '../repository/screen.js';
import type { ToolReadRecord } from '../repository/screen.js';
import { laneRepositoryTools } from '../repository/tools.js';
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
  /** The toolset a lane's call is offered (one per lane, created on first use). */
  forLane(lane: LaneName): CallToolset;
  /** What every lane that used its tools read: in lane order of first use. */
  records(): Array<{ lane: LaneName; record: ToolReadRecord }>;
}

export function repositoryReading(settings: RepositoryToolsSettings): RepositoryReading {
  const perLane = new Map<LaneName, { toolset: CallToolset; record: ToolReadRecord }>();
  return {
    head: settings.access.head,
    forLane(lane) {
      let tools = perLane.get(lane);
      if (tools === undefined) {
        const made = laneRepositoryTools(
          { head: settings.access.head, base: settings.access.base },
          {
            maxSteps: settings.maxSteps,
            caps: settings.caps ?? DEFAULT_TOOL_CAPS,
            ...(settings.secrets === undefined ? {} : { secrets: settings.secrets }),
          },
        );
        tools = { toolset: made.toolset, record: made.record };
        perLane.set(lane, tools);
      }
      return tools.toolset;
    },
    records: () => [...perLane].map(([lane, { record }]) => ({ lane, record })),
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
