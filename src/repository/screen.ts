// What a lane's repository tools served, screened as untrusted input: every answer has its
// invisible characters stripped before the model sees it, and is run through the injection
// pre-screen exactly like the diff (the same detectors). Hits are collected per lane in a
// ToolReadRecord; the lead turns them into attention items (blockers under `hardened`) with
// toolReadFindings — nothing here decides a verdict or writes to GitHub. Pure: no I/O.
import type { SecurityPosture } from '../config/types.js';
import { secretInEvidenceBlocker } from '../trust/evidence-secrets.js';
import { scanInvisible } from '../trust/invisible.js';
import { inertLabel } from '../trust/markdown.js';
import { prescreen } from '../trust/prescreen.js';
import type { HitCategory } from '../trust/prescreen.js';
import { redactConfiguredSecrets } from '../trust/redact.js';

export interface ToolReadHit {
  /** The file (or search) the text came from, e.g. `src/a.ts @head`. */
  source: string;
  category: HitCategory;
  /** From the pre-screen: attacker text in it is a visible, backtick-free excerpt. */
  what: string;
}

export interface ToolRefusal {
  tool: string;
  target: string;
  reason: string;
}

/** At most this many distinct hits are kept per lane (a file full of echoes stays readable). */
const MAX_HITS = 50;

export class ToolReadRecord {
  readonly hits: ToolReadHit[] = [];
  readonly refusals: ToolRefusal[] = [];
  /** True when the snapshot a tool needed could not be had (download failed). */
  unavailable: string | null = null;
  private readonly seen = new Set<string>();
  /** Sources that held a configured secret (in any encoding): "secret in evidence". */
  readonly secretSources: string[] = [];

  /** `secrets`: the run's configured secrets, redacted from what is served and screened. */
  constructor(private readonly secrets: readonly string[] = []) {}

  /**
   * The text to serve (invisible characters stripped); the original is pre-screened and its
   * hits recorded against `source`.
   */
  screen(source: string, served: string): string {
    // Redacted first, so no excerpt of the pre-screen (around a hidden character) can quote it.
    const { text, redactions } = redactConfiguredSecrets(served, this.secrets);
    if (
      redactions > 0 &&
      !this.secretSources.includes(source) &&
      this.secretSources.length < MAX_HITS
    ) {
      this.secretSources.push(source);
    }
    const { hits } = prescreen([{ kind: 'diff', name: source, text }], 'standard');
    for (const hit of hits) {
      const key = `${source}\u0000${hit.category}\u0000${hit.what}`;
      if (this.seen.has(key) || this.hits.length >= MAX_HITS) continue;
      this.seen.add(key);
      this.hits.push({ source, category: hit.category, what: hit.what });
    }
    return scanInvisible(text).text;
  }

  refused(tool: string, target: string, reason: string): void {
    this.refusals.push({ tool, target, reason });
  }
}

/**
 * The diff's policy for what the lane's tools served: an injection-like hit is an attention item,
 * and a blocker too under `hardened`. One line per source and category.
 */
export function toolReadFindings(
  record: ToolReadRecord,
  posture: SecurityPosture,
): { attention: string[]; blockers: string[] } {
  const groups = new Map<string, ToolReadHit[]>();
  for (const hit of record.hits) {
    const key = `${hit.source}\u0000${hit.category}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [hit]);
    else group.push(hit);
  }
  const attention: string[] = [];
  const blockers: string[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    if (first === undefined) continue;
    const shown = group.slice(0, 3).map((h) => h.what);
    const more = group.length > 3 ? ` (and ${group.length - 3} more)` : '';
    const label = `file read by a reviewer '${inertLabel(scanInvisible(first.source).text)}'`;
    const what = shown.join('; ') + more;
    attention.push(`injection-like text in ${label}: ${what} — check by hand`);
    if (posture === 'hardened') {
      blockers.push(`suspected injection in ${label}: ${what} — human review required`);
    }
  }
  if (record.secretSources.length > 0) {
    const names = record.secretSources.map((s) => `'${inertLabel(scanInvisible(s).text)}'`);
    blockers.push(secretInEvidenceBlocker([`files read by a reviewer (${names.join(', ')})`]));
  }
  return { attention, blockers };
}
