// Who wrote the change (pure): the implementer-model input, else markers that coding agents leave
// in commit trailers and PR bodies.
//
// Detected ids are coarse (`anthropic/claude`, `openai/codex`, `google/gemini`): the markers name a
// product, not a model version. The model-selection rule compares ids after stripping the first
// `/` segment, so a detected `anthropic/claude` only equals a candidate literally named `claude` and
// never `anthropic/claude-sonnet-4-5`. To keep the reviewer off the implementer's vendor, use
// `implementerFamily()` and prefer candidates of another family.
import type { ImplementerInfo } from './types.js';

export type ModelFamily = 'anthropic' | 'openai' | 'google';

interface Marker {
  pattern: RegExp;
  /** The id in our `provider/model` form; the family is null when the product uses many. */
  model: string;
}

// Order matters only within one text: the earliest match in the text wins. Patterns are specific
// (trailers, bot logins, generated-with lines) so a PR that merely discusses a tool is not taken
// for one written by it.
const MARKERS: readonly Marker[] = [
  // Anthropic: Claude Code's trailer and footer.
  { pattern: /^co-authored-by:[ \t]*[^\n<]*<noreply@anthropic\.com>/im, model: 'anthropic/claude' },
  { pattern: /^co-authored-by:[ \t]*claude\b[^\n]*/im, model: 'anthropic/claude' },
  {
    pattern: /(?:🤖[ \t]*)?generated with \[?claude code\]?(?:\([^)\n]*\))?/i,
    model: 'anthropic/claude',
  },
  { pattern: /\bclaude\[bot\]/i, model: 'anthropic/claude' },
  // OpenAI Codex: its GitHub connector, task links and trailers.
  { pattern: /\bchatgpt-codex-connector(?:\[bot\])?/i, model: 'openai/codex' },
  { pattern: /https:\/\/chatgpt\.com\/codex\/tasks\/\S+/i, model: 'openai/codex' },
  { pattern: /^co-authored-by:[ \t]*[^\n]*\bcodex\b[^\n]*/im, model: 'openai/codex' },
  { pattern: /generated (?:with|by) (?:\[?openai\]? )?\[?codex\b\]?/i, model: 'openai/codex' },
  // Google: Gemini Code Assist, Gemini CLI, Jules.
  { pattern: /\bgemini-code-assist(?:\[bot\])?/i, model: 'google/gemini' },
  { pattern: /^co-authored-by:[ \t]*gemini\b[^\n]*/im, model: 'google/gemini' },
  { pattern: /generated (?:with|by) \[?gemini cli\]?/i, model: 'google/gemini' },
  { pattern: /\bgoogle-labs-jules(?:\[bot\])?/i, model: 'google/gemini' },
  // GitHub Copilot coding agent: the model behind it varies, so the family is unknown.
  { pattern: /\bcopilot-swe-agent(?:\[bot\])?/i, model: 'github/copilot' },
  { pattern: /^co-authored-by:[ \t]*copilot\b[^\n]*/im, model: 'github/copilot' },
  // Cursor, Devin, Aider: several vendors' models behind each.
  { pattern: /^co-authored-by:[ \t]*[^\n]*<cursoragent@cursor\.com>/im, model: 'cursor/agent' },
  { pattern: /\bcursor(?:agent)?\[bot\]/i, model: 'cursor/agent' },
  { pattern: /\bdevin-ai-integration(?:\[bot\])?/i, model: 'cognition/devin' },
  { pattern: /^co-authored-by:[ \t]*devin\b[^\n]*/im, model: 'cognition/devin' },
  { pattern: /^co-authored-by:[ \t]*aider\b[^\n]*/im, model: 'aider/unknown' },
];

const MAX_MARKER_CHARS = 200;

function firstMarker(text: string): { model: string; found: string } | null {
  let best: { model: string; found: string; at: number } | null = null;
  for (const marker of MARKERS) {
    const m = marker.pattern.exec(text);
    if (m && (best === null || m.index < best.at)) {
      best = { model: marker.model, found: m[0], at: m.index };
    }
  }
  if (!best) return null;
  let model = best.model;
  // Aider names the model in its trailer: `Co-authored-by: aider (openai/gpt-4o) <noreply@aider.chat>`.
  const aider = /\(([a-z0-9-]+\/[\w.:-]+)\)/i.exec(best.found);
  if (model === 'aider/unknown' && aider?.[1]) model = aider[1];
  const found = best.found.replace(/\s+/g, ' ').trim();
  return {
    model,
    found: found.length > MAX_MARKER_CHARS ? `${found.slice(0, MAX_MARKER_CHARS - 1)}…` : found,
  };
}

function present(value: string | null): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The implementer: explicit inputs win (`detectedFrom: 'input'`); else the first marker found in
 * the commit messages (in the order given), then in the PR body, with `detectedFrom` the exact
 * marker text (untrusted: sanitise before display). Nothing found: model and detectedFrom null.
 */
export function detectImplementer(input: {
  model: string | null;
  sessionId: string | null;
  transcript: string;
  commitMessages: string[];
  prBody: string;
}): ImplementerInfo {
  const sessionId = present(input.sessionId);
  const transcript = typeof input.transcript === 'string' ? input.transcript : '';
  const explicit = present(input.model);
  if (explicit !== null) return { model: explicit, sessionId, transcript, detectedFrom: 'input' };
  const texts = [
    ...(Array.isArray(input.commitMessages) ? input.commitMessages : []),
    input.prBody,
  ];
  for (const text of texts) {
    if (typeof text !== 'string' || text === '') continue;
    const hit = firstMarker(text);
    if (hit) return { model: hit.model, sessionId, transcript, detectedFrom: hit.found };
  }
  return { model: null, sessionId, transcript, detectedFrom: null };
}

/**
 * The vendor family of the implementer's model, for steering reviewer choice to another vendor:
 * by provider prefix (`anthropic/`, `openai/`, `google/`), else by a well-known model name
 * (`claude…`, `gpt…`/`o1`/`o3`/`o4`/`codex…`, `gemini…`). Null when unknown (Copilot, Cursor, Devin,
 * openai-compatible endpoints serving other models, or nothing detected).
 */
export function implementerFamily(info: Pick<ImplementerInfo, 'model'>): ModelFamily | null {
  const model = present(info.model)?.toLowerCase();
  if (!model) return null;
  const slash = model.indexOf('/');
  const provider = slash >= 0 ? model.slice(0, slash) : '';
  if (provider === 'anthropic') return 'anthropic';
  if (provider === 'openai') return 'openai';
  if (provider === 'google') return 'google';
  const name = slash >= 0 ? model.slice(slash + 1) : model;
  if (name.includes('claude')) return 'anthropic';
  if (name.includes('gemini')) return 'google';
  // The last segment, so `openrouter/openai/gpt-4o` and `azure/gpt-4o` count too.
  const last = name.slice(name.lastIndexOf('/') + 1);
  if (/^(gpt|chatgpt|codex|o[134](?:$|-))/.test(last)) return 'openai';
  return null;
}
