// Publish to GitHub: the commit status (the gate signal branch protection requires) and
// workflow-command annotations for findings that have a file and line.
import { stripInvisible } from '../trust/invisible.js';
import type { GitHubClient } from './client.js';

export type CommitState = 'pending' | 'success' | 'failure' | 'error';

/** GitHub refuses a status description longer than 140 characters (HTTP 422). */
export const STATUS_DESCRIPTION_MAX = 140;

/**
 * `text` on one line, at most `max` characters, cut on a code-point boundary with `…`. Counted
 * in UTF-16 units, which is never less than the code-point count GitHub may use. A description is
 * plain text where GitHub shows it (no markdown, no mentions), so only hidden characters go.
 */
export function fitStatusDescription(text: string, max = STATUS_DESCRIPTION_MAX): string {
  const flat = stripInvisible(text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  let out = '';
  for (const ch of flat) {
    if (out.length + ch.length + 1 > max) break;
    out += ch;
  }
  return `${out.trimEnd()}…`;
}

export interface CommitStatusInput {
  owner: string;
  repo: string;
  /** The evaluated head SHA (never GITHUB_SHA). */
  sha: string;
  state: CommitState;
  context: string;
  description: string;
  targetUrl?: string | null;
}

/** Sets the commit status; retried by the client on 5xx, rate limits waited out. Throws on failure. */
export async function setCommitStatus(
  octokit: GitHubClient,
  input: CommitStatusInput,
): Promise<{ id: number }> {
  const { data } = await octokit.rest.repos.createCommitStatus({
    owner: input.owner,
    repo: input.repo,
    sha: input.sha,
    state: input.state,
    context: input.context,
    description: fitStatusDescription(input.description),
    ...(input.targetUrl ? { target_url: input.targetUrl } : {}),
  });
  return { id: data.id };
}

// ------------------------------------------------------------------------------------------------
// Annotations
// ------------------------------------------------------------------------------------------------

/**
 * GitHub shows at most 10 error and 10 warning annotations per step (and about 50 per job); the
 * rest are dropped silently, so we send no more than that and say how many were left out.
 */
export const ANNOTATIONS_PER_TYPE = 10;

export interface AnnotatableFinding {
  file: string | null;
  line: number | null;
  title: string;
  message: string;
  /** Blocking findings become errors, the rest warnings. */
  blocking: boolean;
}

/** The part of @actions/core used here (tests pass a recorder). */
export interface AnnotationSink {
  error: (
    message: string,
    properties?: { title?: string; file?: string; startLine?: number },
  ) => void;
  warning: (
    message: string,
    properties?: { title?: string; file?: string; startLine?: number },
  ) => void;
}

export interface AnnotationCounts {
  errors: number;
  warnings: number;
  /** Located findings not annotated because of the per-type cap. */
  omitted: number;
}

/**
 * One annotation per finding that has a file (and a line, when known): blocking → `core.error`,
 * the rest → `core.warning`, each type capped at ANNOTATIONS_PER_TYPE. Findings without a file are
 * left to the report. Titles and messages are plain text; @actions/core escapes them.
 */
export function annotate(
  findings: readonly AnnotatableFinding[],
  core: AnnotationSink,
  limit = ANNOTATIONS_PER_TYPE,
): AnnotationCounts {
  const counts: AnnotationCounts = { errors: 0, warnings: 0, omitted: 0 };
  for (const finding of findings) {
    if (finding.file === null || finding.file.length === 0) continue;
    const properties = {
      title: finding.title.slice(0, 255),
      file: finding.file,
      ...(finding.line !== null && finding.line > 0 ? { startLine: finding.line } : {}),
    };
    if (finding.blocking) {
      if (counts.errors >= limit) counts.omitted += 1;
      else {
        core.error(finding.message, properties);
        counts.errors += 1;
      }
    } else if (counts.warnings >= limit) {
      counts.omitted += 1;
    } else {
      core.warning(finding.message, properties);
      counts.warnings += 1;
    }
  }
  return counts;
}
