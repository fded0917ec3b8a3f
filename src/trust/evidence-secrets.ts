// "Secret in evidence": a configured secret (a model key, the GitHub token) in any spelling inside
// what the models are shown — diff, spec, test output, commit messages, command output. Every
// model request loses it anyway (the model caller redacts), but a key that reached the evidence
// has already left the runner's control (a log, an artifact, a PR), so it blocks. Pure.
import {
  countConfiguredSecrets,
  matcherFor,
  redactConfiguredSecrets,
  secretSpellings,
} from './redact.js';

export const SECRET_IN_EVIDENCE = 'secret in evidence';

/** Counts secret spellings in every string inside `value` (objects and arrays walked). */
function countIn(value: unknown, secrets: readonly string[]): number {
  let found = 0;
  // An explicit stack: evidence can be deep (a diff's hunks and lines) and large.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.length > 0) found += countConfiguredSecrets(item, secrets);
    } else if (Array.isArray(item)) {
      for (const entry of item as unknown[]) stack.push(entry);
    } else if (typeof item === 'object' && item !== null) {
      for (const entry of Object.values(item)) stack.push(entry);
    }
  }
  return found;
}

/**
 * The names of the evidence parts in which a configured secret appears (in any spelling), in the
 * order given. Empty when there are no secrets or none was found. Key-shaped strings that are not
 * this run's secrets (examples in docs, test fixtures) are redacted from prompts but not blocked.
 */
export function secretsInEvidence(
  parts: ReadonlyArray<readonly [name: string, value: unknown]>,
  secrets: readonly string[],
): string[] {
  // No secret long enough to look for: nothing to walk.
  const { literals, views } = matcherFor(secrets);
  if (literals === null && views === null) return [];
  return parts.filter(([, value]) => countIn(value, secrets) > 0).map(([name]) => name);
}

/**
 * `value` with every configured secret, in whatever form it took, redacted from every string in
 * it (plain objects and arrays copied, anything else kept). Key shapes that are not this run's
 * secrets stay: they are what the reviewers are judging.
 */
export function withoutConfiguredSecrets<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return redactConfiguredSecrets(value, secrets).text as T;
  if (Array.isArray(value)) {
    return (value as unknown[]).map((v) => withoutConfiguredSecrets(v, secrets)) as T;
  }
  if (typeof value === 'object' && value !== null) {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withoutConfiguredSecrets(v, secrets);
    return out as T;
  }
  return value;
}

/** The blocker text for the parts `secretsInEvidence` named. */
export function secretInEvidenceBlocker(parts: string[]): string {
  return (
    `${SECRET_IN_EVIDENCE}: a configured secret (a model key or the GitHub token) appeared in the ` +
    `${parts.join(', ')}; it was redacted from every model request and from this report — ` +
    'rotate the key if it was real, and remove it from the source'
  );
}

/**
 * Watches a file's raw bytes for a configured secret while a reader streams it, so a key in a
 * part of a report that no prompt keeps (a TAP comment, a passing test's output) still counts.
 * The bytes are read twice, each reading streamed through the view matcher (whose state carries
 * over between chunks): as UTF-8 (fullwidth and other non-ASCII disguises), and as Latin-1, in
 * whose view NULs are dropped (so a UTF-16 file reads as its ASCII). The literal escapes keep a
 * tail as long as the longest of them between chunks.
 */
export class SecretByteScanner {
  found = false;
  private carry = '';
  private readonly keep: number;
  private readonly utf8 = new TextDecoder('utf-8');
  private readonly asUtf8: { feed(text: string): boolean } | null;
  private readonly asLatin1: { feed(text: string): boolean } | null;

  constructor(private readonly secrets: readonly string[]) {
    const lengths = secrets.flatMap((s) =>
      s === '' ? [] : secretSpellings(s).map((f) => f.length),
    );
    this.keep = lengths.length === 0 ? 0 : Math.max(...lengths) - 1;
    const { views } = matcherFor(secrets);
    this.asUtf8 = views?.stream() ?? null;
    this.asLatin1 = views?.stream() ?? null;
  }

  write(chunk: Uint8Array): void {
    if (this.found || this.keep === 0) return;
    const latin1 = Buffer.from(chunk).toString('latin1');
    if (
      this.asLatin1?.feed(latin1) === true ||
      this.asUtf8?.feed(this.utf8.decode(chunk, { stream: true })) === true
    ) {
      this.found = true;
      return;
    }
    const text = this.carry + latin1.replace(/\0/g, '');
    if (countConfiguredSecrets(text, this.secrets) > 0) this.found = true;
    this.carry = text.slice(-this.keep);
  }
}
