// The report's "Repository reads" section (#17): per lane, collapsed, what its read-only tools
// served or refused, so a reader can judge how deep the review went. Every target was written by a
// model: it is shown only as an inert code span.
import type { ToolStepRecord } from '../models/tools.js';
import { inertLine, inlineCode } from '../trust/markdown.js';

/** Steps listed per lane; the rest are counted. */
const STEPS_SHOWN = 40;

function isStep(value: unknown): value is ToolStepRecord {
  const v = value as Partial<ToolStepRecord> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.tool === 'string' &&
    typeof v.target === 'string' &&
    (v.outcome === 'served' || v.outcome === 'refused') &&
    typeof v.bytes === 'number'
  );
}

/**
 * Lines of the section, or none when no lane used its tools. `offered` says whether the lanes
 * were given tools at all (`repository-context: read`), so "read nothing" is told apart.
 */
export function readsSection(
  lanes: ReadonlyArray<{ lane: string; steps: unknown }>,
  offered: boolean,
): string[] {
  const used = lanes
    .map(({ lane, steps }) => ({ lane, steps: Array.isArray(steps) ? steps.filter(isStep) : [] }))
    .filter(({ steps }) => steps.length > 0);
  if (used.length === 0) {
    return offered ? ['No lane read anything beyond the evidence.'] : [];
  }
  const lines: string[] = [];
  for (const { lane, steps } of used) {
    // A step answered without repository content (a wrong guess at a path, a range past the end)
    // serves 0 bytes: it is not counted as a read, so the section never overstates how deep the
    // review went.
    const served = steps.filter((s) => s.outcome === 'served' && s.bytes > 0);
    const refused = steps.filter((s) => s.outcome === 'refused').length;
    const empty = steps.length - served.length - refused;
    const bytes = served.reduce((sum, s) => sum + s.bytes, 0);
    const summary =
      `${inertLine(lane, 40)}: ${steps.length} tool step(s), ${served.length} served ` +
      `(${bytes.toLocaleString('en-US')} bytes)` +
      `${empty > 0 ? `, ${empty} answered without content` : ''}` +
      `${refused > 0 ? `, ${refused} refused` : ''}`;
    lines.push(`<details><summary>${summary}</summary>`, '');
    for (const step of steps.slice(0, STEPS_SHOWN)) {
      const what = `${inertLine(step.tool, 40)} ${inlineCode(step.target, 160)}`;
      const how =
        step.outcome === 'refused'
          ? 'refused'
          : step.bytes > 0
            ? `${step.bytes} bytes`
            : 'nothing served';
      lines.push(`- ${what} — ${how}`);
    }
    if (steps.length > STEPS_SHOWN) lines.push(`- … and ${steps.length - STEPS_SHOWN} more`);
    lines.push('', '</details>');
  }
  return lines;
}
