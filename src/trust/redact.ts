// Secret redaction for anything we publish, log or send to a model: vendor key shapes, and the
// values of the secrets this run was configured with in any encoding — every form the
// normalised-view matcher (secret-views.ts) derives (base64/base64url/base32/hex/UTF-16/ROT13/
// reversed, two deep, read through NFKC, case folding and dropped separators), plus the literal
// escapes it does not model (URL-encoded, JSON-escaped). Both are built once per set of secrets
// and each text is read in linear time. The caller decides what a redaction means (in model
// text: "possible secret disclosure"; in evidence: "secret in evidence"). Pure.
import { replaceSpans, SecretViewMatcher } from './secret-views.js';

export const REDACTED = '[REDACTED]';

/** Vendor key shapes. Bodies need a plausible length; the generic `sk-` also needs a digit so
 * hyphenated words ("sk-learn-style-…") are left alone. */
const KEY_SHAPES: RegExp[] = [
  /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{16,}/g,
  /(?<![A-Za-z0-9_-])sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{16,}/g,
  /(?<![A-Za-z0-9_-])sk-(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}/g,
  /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{30,}/g,
  /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{20,}/g,
  /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,}/g,
  /(?<![A-Za-z0-9_-])xox[baprs]-[A-Za-z0-9-]{10,}/g,
  /(?<![A-Z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])/g,
  /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|$)/g,
];

/**
 * Configured values shorter than this (after trimming) are not treated as secrets: they would
 * match ordinary text and turn every log into a blocker. Derived forms shorter than
 * MIN_NEEDLE_LENGTH (secret-views.ts) in the normalised view are dropped for the same reason.
 */
export const MIN_SECRET_LENGTH = 8;

/**
 * The base64 spellings of `secret` wherever it sits in a longer encoded stream: for each of the
 * three byte alignments, the characters that depend only on the secret's bytes (the partial
 * groups at either edge mix in bits of the neighbours, so they are trimmed).
 */
function base64Forms(bytes: Buffer): string[] {
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset += 1) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    const encoded = padded.toString('base64').replace(/=+$/, '');
    const skip = offset === 0 ? 0 : offset === 1 ? 2 : 3;
    const total = offset + bytes.length;
    const drop = total % 3 === 0 ? 0 : 1;
    const core = encoded.slice(skip, encoded.length - drop);
    forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

function hex2(n: number): string {
  return n.toString(16).padStart(2, '0');
}

/** Every spelling of one secret that we look for. */
export function secretSpellings(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = new Set<string>([secret, Array.from(secret).reverse().join('')]);
  try {
    const uri = encodeURIComponent(secret);
    forms.add(uri);
    forms.add(uri.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
    forms.add(uri.replace(/%20/g, '+'));
  } catch {
    // A lone surrogate has no URL encoding; the other spellings still apply.
  }
  const hex = bytes.toString('hex');
  forms.add(hex);
  forms.add(hex.toUpperCase());
  // Every byte percent-encoded, as some encoders (and obedient models) do.
  const percent = Array.from(bytes, (b) => `%${hex2(b)}`).join('');
  forms.add(percent);
  forms.add(percent.toUpperCase());
  for (const b of base64Forms(bytes)) forms.add(b);
  // JSON-escaped: the string literal's body, and every UTF-16 unit as \uXXXX.
  forms.add(JSON.stringify(secret).slice(1, -1));
  const units = Array.from({ length: secret.length }, (_, i) =>
    secret.charCodeAt(i).toString(16).padStart(4, '0'),
  );
  forms.add(units.map((u) => `\\u${u}`).join(''));
  forms.add(units.map((u) => `\\u${u.toUpperCase()}`).join(''));
  return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One regex of every spelling of every secret, longest first (so the widest match wins). */
interface Matcher {
  literals: RegExp | null;
  views: SecretViewMatcher | null;
}

const cache = new Map<string, Matcher>();
const CACHE_SIZE = 8;

export function matcherFor(configuredSecrets: readonly unknown[]): Matcher {
  const secrets = [
    ...new Set(
      configuredSecrets
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim())
        .filter((v) => v.length >= MIN_SECRET_LENGTH),
    ),
  ].sort();
  const key = secrets.join('\u0000');
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const spellings = [...new Set(secrets.flatMap(secretSpellings))].sort(
    (a, b) => b.length - a.length,
  );
  // An alternation of literals runs in time linear in the text (a constant number of
  // alternatives, each failing at its first differing character); no quantifier, no backtracking.
  const matcher: Matcher = {
    literals:
      spellings.length === 0 ? null : new RegExp(spellings.map(escapeRegExp).join('|'), 'g'),
    views: secrets.length === 0 ? null : new SecretViewMatcher(secrets),
  };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, matcher);
  return matcher;
}

/**
 * Only the configured secrets, in any encoding, each replaced (as it appears: line breaks,
 * separators and hidden characters inside it included) by REDACTED; key shapes left alone.
 */
export function redactConfiguredSecrets(
  text: string,
  configuredSecrets: readonly string[],
): { text: string; redactions: number } {
  let s = typeof text === 'string' ? text : String(text ?? '');
  const { literals, views } = matcherFor(Array.isArray(configuredSecrets) ? configuredSecrets : []);
  let redactions = 0;
  if (views !== null) {
    const spans = views.spans(s);
    redactions += spans.length;
    s = replaceSpans(s, spans, REDACTED);
  }
  if (literals !== null) {
    s = s.replace(literals, () => {
      redactions += 1;
      return REDACTED;
    });
  }
  return { text: s, redactions };
}

export function redactSecrets(
  text: string,
  configuredSecrets: readonly string[],
): { text: string; redactions: number } {
  const configured = redactConfiguredSecrets(text, configuredSecrets);
  let s = configured.text;
  let redactions = configured.redactions;
  const count = (): string => {
    redactions += 1;
    return REDACTED;
  };
  for (const shape of KEY_SHAPES) s = s.replace(shape, count);
  return { text: s, redactions };
}

/** How many places of `text` hold a configured secret in any encoding (key shapes not counted). */
export function countConfiguredSecrets(text: string, configuredSecrets: readonly string[]): number {
  const { literals, views } = matcherFor(Array.isArray(configuredSecrets) ? configuredSecrets : []);
  if (typeof text !== 'string') return 0;
  let found = views === null ? 0 : views.spans(text).length;
  if (literals !== null) {
    literals.lastIndex = 0;
    while (literals.exec(text) !== null) found += 1;
  }
  return found;
}
