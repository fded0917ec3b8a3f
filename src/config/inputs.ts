// The parsers of single action inputs, each turning one raw string into its typed value or
// throwing a ConfigError that names the input and says how to fix it. readConfig (src/config.ts)
// runs them all and reports every error together. Pure.
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ConfigError } from '../errors.js';
import { PROVIDERS } from './providers.js';
import { checkModelId, modelIdMessage } from './model-id.js';
import type { Config, LocalRunRecipe, ModelCatalogEntry } from './types.js';
import { DEFAULT_APPROVERS, DEFAULT_PROTECTED_PATHS } from './types.js';

const STATUS_CONTEXT_MAX = 100;
const DEFAULT_RECIPE_TIMEOUT_SECONDS = 300;

function shown(value: string): string {
  const oneLine = value.replace(/\s+/g, ' ');
  return oneLine.length > 100 ? `'${oneLine.slice(0, 100)}…'` : `'${oneLine}'`;
}

function configError(input: string, rule: string, got?: string): ConfigError {
  const suffix = got === undefined ? '.' : ` (got ${shown(got)}).`;
  return new ConfigError(input, `Input '${input}' ${rule}${suffix}`);
}

/**
 * Splits a list input on commas and newlines, trims, drops empty entries. A comma inside `{…}`
 * does not split, so a glob such as `src/**\/*.{gen,pb}.ts` stays one entry.
 */
export function splitListInput(value: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '{') depth += 1;
    if (ch === '}' && depth > 0) depth -= 1;
    if (ch === '\n' || ch === '\r' || (ch === ',' && depth === 0)) {
      entries.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  entries.push(current);
  return entries.map((e) => e.trim()).filter((e) => e.length > 0);
}

export function parseModelList(input: string, raw: string, required: boolean): string[] {
  const entries = splitListInput(raw);
  if (entries.length === 0 && required) {
    throw configError(
      input,
      `is required: list one or more reviewer models as provider/model, comma or newline separated, with provider one of ${PROVIDERS.join(', ')}, e.g. 'openai/gpt-5, google/gemini-2.5-pro'`,
      raw.length > 0 ? raw : undefined,
    );
  }
  for (const entry of entries) {
    const checked = checkModelId(entry);
    if (!checked.ok) throw new ConfigError(input, modelIdMessage(input, checked.problem));
  }
  // Exact duplicates would only make two lanes share one model; keep the first, in order.
  return [...new Set(entries)];
}

export function parseOptionalModel(input: string, raw: string): string | null {
  if (raw.length === 0) return null;
  if (splitListInput(raw).length > 1) {
    throw configError(input, "takes one model as provider/model, e.g. 'openai/gpt-5'", raw);
  }
  const checked = checkModelId(raw);
  if (!checked.ok) throw new ConfigError(input, modelIdMessage(input, checked.problem));
  return raw;
}

/** One of `values`, any case. The table reads an empty input as its default before this runs. */
export function parseEnum<T extends string>(input: string, raw: string, values: readonly T[]): T {
  const parsed = z.enum(values as [T, ...T[]]).safeParse(raw.toLowerCase());
  if (!parsed.success) throw configError(input, `must be one of ${values.join(', ')}`, raw);
  return parsed.data;
}

export function parseBoolean(input: string, raw: string): boolean {
  const folded = raw.toLowerCase();
  if (folded === 'true') return true;
  if (folded === 'false') return false;
  throw configError(input, "must be 'true' or 'false'", raw);
}

const INTEGER = /^\+?\d+$/;
const DECIMAL = /^\+?(\d+(\.\d*)?|\.\d+)$/;

export function parsePositiveInteger(input: string, raw: string, example: string): number {
  const value = INTEGER.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw configError(input, `must be a whole number of at least 1, e.g. '${example}'`, raw);
  }
  return value;
}

export function parsePositiveNumber(input: string, raw: string, example: string): number {
  const value = DECIMAL.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(value) || value <= 0) {
    throw configError(input, `must be a number greater than 0, e.g. '${example}'`, raw);
  }
  return value;
}

/** A whole number in [min, max]; `why` says what the number counts, to make the range clear. */
export function parseIntegerInRange(
  input: string,
  raw: string,
  range: { min: number; max: number; example: string; why: string },
): number {
  const value = INTEGER.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) {
    throw configError(
      input,
      `must be a whole number from ${range.min} to ${range.max} (${range.why}), e.g. '${range.example}'`,
      raw,
    );
  }
  return value;
}

export function optional<T>(raw: string, parse: (raw: string) => T): T | null {
  return raw.length === 0 ? null : parse(raw);
}

export function parseBaseUrl(input: string, raw: string): string | null {
  if (raw.length === 0) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw configError(input, "must be an http(s) URL, e.g. 'https://api.example.com/v1'", raw);
  }
  return raw;
}

export function parseStatusContext(raw: string): string {
  const input = 'status-context';
  if (raw.length > STATUS_CONTEXT_MAX) {
    throw configError(
      input,
      `must be at most ${STATUS_CONTEXT_MAX} characters, e.g. 'done-gate'`,
      raw,
    );
  }
  // It is embedded in the comment's hidden HTML marker; angle brackets or control characters
  // could end that comment early.
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001f\u007f]/.test(raw)) {
    throw configError(
      input,
      "must not contain '<', '>' or control characters, e.g. 'done-gate/backend'",
      raw,
    );
  }
  return raw;
}

function describeZodIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(top level)';
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

const price = z.number().nonnegative().nullable();
const catalogEntrySchema = z.strictObject({
  contextWindow: z.number().int().positive(),
  inputPerMTok: price,
  outputPerMTok: price,
  cachedInputPerMTok: price.optional(),
});
const catalogSchema = z.record(z.string().min(1), catalogEntrySchema);

const CATALOG_EXAMPLE =
  '{"openai/gpt-5": {"contextWindow": 400000, "inputPerMTok": 1.25, "outputPerMTok": 10}}';

export function parseModelCatalog(raw: string): Record<string, ModelCatalogEntry> {
  const input = 'model-catalog';
  if (raw.length === 0) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new ConfigError(
      input,
      `Input '${input}' must be JSON mapping model ids to {contextWindow, inputPerMTok, outputPerMTok, cachedInputPerMTok?}, e.g. '${CATALOG_EXAMPLE}' (JSON error: ${(error as Error).message}).`,
    );
  }
  const parsed = catalogSchema.safeParse(data);
  if (!parsed.success) {
    throw new ConfigError(
      input,
      `Input '${input}' must map each model id to {contextWindow: positive integer, inputPerMTok: number|null, outputPerMTok: number|null, cachedInputPerMTok?: number|null} with no other keys, e.g. '${CATALOG_EXAMPLE}' (${describeZodIssues(parsed.error)}).`,
    );
  }
  return parsed.data;
}

/** True when `url` is http(s) on a loopback host: 127.0.0.0/8, localhost or [::1]. */
export function isLoopbackHttpUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  // WHATWG URL parsing has already canonicalised the host (e.g. `127.1` → `127.0.0.1`,
  // `[0:0::1]` → `[::1]`, upper case → lower case), so plain comparisons are enough.
  const host = parsed.hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const recipeSchema = z.strictObject({
  start: z.string().trim().min(1),
  ready: z.string().refine(isLoopbackHttpUrl, {
    message: 'must be an http(s) URL on loopback (127.0.0.0/8, localhost or [::1])',
  }),
  suites: z.array(z.string().trim().min(1)),
  'timeout-seconds': z.number().positive().optional(),
});

const RECIPE_EXAMPLE =
  "start: npm start / ready: http://127.0.0.1:3000/health / suites: ['npm run e2e'] / timeout-seconds: 300";

export function parseLocalRunRecipe(raw: string): LocalRunRecipe | null {
  const input = 'local-run-recipe';
  if (raw.length === 0) return null;
  let data: unknown;
  try {
    data = parseYaml(raw);
  } catch (error) {
    throw new ConfigError(
      input,
      `Input '${input}' must be YAML with keys start, ready, suites and optional timeout-seconds, e.g. (${RECIPE_EXAMPLE}) (YAML error: ${(error as Error).message.split('\n')[0]}).`,
    );
  }
  const parsed = recipeSchema.safeParse(data);
  if (!parsed.success) {
    throw new ConfigError(
      input,
      `Input '${input}' must be YAML with start (a command), ready (an http(s) loopback URL), suites (a list of commands) and optional timeout-seconds (> 0), and no other keys, e.g. (${RECIPE_EXAMPLE}) (${describeZodIssues(parsed.error)}).`,
    );
  }
  return {
    start: parsed.data.start,
    ready: parsed.data.ready,
    suites: parsed.data.suites,
    timeoutSeconds: parsed.data['timeout-seconds'] ?? DEFAULT_RECIPE_TIMEOUT_SECONDS,
  };
}

const VERIFICATION_FAULT = 'PIPELINE-FAULT: verification_commands declaration invalid — ';

/**
 * An invalid declaration is not a ConfigError: the adversary lane records it as a pipeline fault
 * and DIVERGES, exactly as the seed's run_checks does (docs/design.md §B.7).
 */
export function parseVerificationCommands(raw: string): Config['verificationCommands'] {
  if (raw.length === 0) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    return { ok: false, fault: `${VERIFICATION_FAULT}not valid JSON: ${(error as Error).message}` };
  }
  if (!Array.isArray(data)) {
    const kind = data === null ? 'null' : typeof data;
    return {
      ok: false,
      fault: `${VERIFICATION_FAULT}expected a JSON array of strings, got ${kind}`,
    };
  }
  const badIndex = data.findIndex((entry) => typeof entry !== 'string');
  if (badIndex >= 0) {
    const bad: unknown = data[badIndex];
    const kind = bad === null ? 'null' : Array.isArray(bad) ? 'array' : typeof bad;
    return {
      ok: false,
      fault: `${VERIFICATION_FAULT}entry ${badIndex} is ${kind}, not a string`,
    };
  }
  return { ok: true, commands: data as string[] };
}

/**
 * `verification-commands` as the action reads it: a declaration that does not parse is a
 * configuration error, found before any model is paid. Its message keeps the seed's
 * PIPELINE-FAULT wording, so the reason reads the same as when the adversary reported it.
 */
export function checkedVerificationCommands(raw: string): Config['verificationCommands'] {
  const parsed = parseVerificationCommands(raw);
  if (parsed === null || parsed.ok) return parsed;
  throw new ConfigError(
    'verification-commands',
    `Input 'verification-commands' must be a JSON array of command strings, e.g. '["npm test", "npm run lint"]' — ${parsed.fault}.`,
  );
}

/**
 * `forced-lanes`, each entry checked against the lanes when they are given: a misspelled lane
 * (`secruity`) would otherwise be dropped and the run pass without the lane the user asked for.
 */
export function parseForcedLanes(
  raw: string,
  lanes: { unknown(names: string[]): string[]; names: readonly string[] } | undefined,
): string[] {
  const entries = splitListInput(raw);
  const unknown = lanes?.unknown(entries) ?? [];
  if (unknown.length === 0 || lanes === undefined) return entries;
  const hints = unknown.map((name) => {
    const near = nearestName(name, lanes.names);
    return near === null ? shown(name) : `${shown(name)} (did you mean '${near}'?)`;
  });
  throw configError(
    'forced-lanes',
    `names no lane: ${hints.join(', ')}; the lanes are ${lanes.names.join(', ')}`,
  );
}

/** The name within two edits of `name` (case-folded), or null. Names are short: this is cheap. */
function nearestName(name: string, names: readonly string[]): string | null {
  const wanted = name.toLowerCase().slice(0, 64);
  let best: { name: string; distance: number } | null = null;
  for (const candidate of names) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance <= 2 && (best === null || distance < best.distance))
      best = { name: candidate, distance };
  }
  return best?.name ?? null;
}

/** Levenshtein distance, one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length]!;
}

export function emptyToNull(raw: string): string | null {
  return raw.length === 0 ? null : raw;
}

/**
 * `approvers`: repository role names. `read` is refused: on a public repository every account has
 * it, so it would let anyone approve.
 */
export function parseApprovers(raw: string): string[] {
  const entries = splitListInput(raw).map((e) => e.toLowerCase());
  if (entries.length === 0) return [...DEFAULT_APPROVERS];
  for (const entry of entries) {
    if (!/^[a-z0-9][a-z0-9 _-]{0,99}$/.test(entry)) {
      throw configError(
        'approvers',
        "lists repository roles, comma or newline separated, e.g. 'maintain, admin' (a custom role's name also works)",
        entry,
      );
    }
    if (entry === 'read') {
      throw configError(
        'approvers',
        "must not include 'read': every account can read a public repository, so anyone could approve; use 'triage', 'write', 'maintain' or 'admin'",
        entry,
      );
    }
  }
  return [...new Set(entries)];
}

/** Globs, comma or newline separated; empty takes the default. A negated glob would unprotect. */
export function parseProtectedPaths(raw: string): string[] {
  const globs = splitListInput(raw);
  if (globs.length === 0) return [...DEFAULT_PROTECTED_PATHS];
  const negated = globs.find((glob) => glob.startsWith('!'));
  if (negated !== undefined) {
    throw configError(
      'protected-paths',
      `lists globs to protect; a negated glob cannot unprotect a path — remove '${negated}' and list only what to protect, e.g. '.github/workflows/**, .github/actions/**'`,
    );
  }
  return globs;
}
