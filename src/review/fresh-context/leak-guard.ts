import { randomInt } from 'node:crypto';
import { FreshContextViolation } from './errors.js';

/** Shortest verbatim overlap that counts as a leak; shorter transcripts are never checked. */
export const LEAK_MIN_OVERLAP = 80;

export interface TranscriptLeak {
  /** Start of the shared text in the transcript and in the prompt (UTF-16 code units). */
  transcriptOffset: number;
  promptOffset: number;
  /** Length of the longest shared run through that point (≥ LEAK_MIN_OVERLAP). */
  length: number;
}

// Polynomial rolling hash modulo a prime below 2^30 with a random base below 2^22: every product
// stays below 2^53, so plain double arithmetic is exact. A random base keeps crafted inputs from
// forcing collisions; collisions cost only a comparison, never a wrong answer.
const MODULUS = 1_000_000_007;

function hashWindow(text: string, start: number, width: number, base: number): number {
  let hash = 0;
  for (let i = start; i < start + width; i += 1)
    hash = (hash * base + text.charCodeAt(i)) % MODULUS;
  return hash;
}

function powMod(base: number, exponent: number): number {
  let result = 1;
  for (let i = 0; i < exponent; i += 1) result = (result * base) % MODULUS;
  return result;
}

function windowsEqual(
  a: string,
  aStart: number,
  b: string,
  bStart: number,
  width: number,
): boolean {
  for (let i = 0; i < width; i += 1) {
    if (a.charCodeAt(aStart + i) !== b.charCodeAt(bStart + i)) return false;
  }
  return true;
}

/**
 * Open-addressing table of the distinct `width`-long windows of one text, keyed by rolling hash.
 * Typed arrays keep a 1 MB text at ~16 MB and avoid a million-entry Map.
 */
class WindowTable {
  private readonly hashes: Int32Array;
  private readonly starts: Int32Array;
  private readonly mask: number;
  private readonly shift: number;

  constructor(
    private readonly text: string,
    private readonly width: number,
    windowCount: number,
  ) {
    let bits = 1;
    while (1 << bits < windowCount * 2 && bits < 30) bits += 1;
    this.hashes = new Int32Array(1 << bits).fill(-1);
    this.starts = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
  }

  private slot(hash: number): number {
    return Math.imul(hash, 0x9e3779b1) >>> this.shift;
  }

  /** Adds the window at `start` unless an equal window is already present. */
  add(hash: number, start: number): void {
    let i = this.slot(hash);
    while (this.hashes[i] !== -1) {
      if (
        this.hashes[i] === hash &&
        windowsEqual(this.text, this.starts[i] ?? 0, this.text, start, this.width)
      ) {
        return;
      }
      i = (i + 1) & this.mask;
    }
    this.hashes[i] = hash;
    this.starts[i] = start;
  }

  /** Start of a window equal to `other[otherStart, +width)`, or -1. */
  find(hash: number, other: string, otherStart: number): number {
    let i = this.slot(hash);
    while (this.hashes[i] !== -1) {
      const start = this.starts[i] ?? 0;
      if (
        this.hashes[i] === hash &&
        windowsEqual(this.text, start, other, otherStart, this.width)
      ) {
        return start;
      }
      i = (i + 1) & this.mask;
    }
    return -1;
  }
}

/** Whether any prompt could hold `minOverlap` characters of `transcript`. */
export function transcriptCanLeak(transcript: string, minOverlap = LEAK_MIN_OVERLAP): boolean {
  return transcript.length >= minOverlap;
}

/**
 * Finds any verbatim overlap of at least `minOverlap` characters between the transcript and the
 * prompt, wherever it sits. Exhaustive: every `minOverlap`-long window of the shorter text is
 * indexed and every window of the longer one is looked up, with an exact comparison on each hash
 * hit, so no overlap is missed and none is invented. O(|transcript| + |prompt|) expected.
 *
 * The reference probed only three 80-character windows of the transcript, so a slice leaked from
 * elsewhere passed unnoticed.
 */
export function findTranscriptLeak(
  transcript: string,
  prompt: string,
  minOverlap: number = LEAK_MIN_OVERLAP,
): TranscriptLeak | null {
  const width = minOverlap;
  if (!transcriptCanLeak(transcript, width) || prompt.length < width) return null;

  const transcriptIsIndexed = transcript.length <= prompt.length;
  const indexed = transcriptIsIndexed ? transcript : prompt;
  const scanned = transcriptIsIndexed ? prompt : transcript;

  const base = randomInt(1 << 16, 1 << 22);
  const dropFactor = powMod(base, width - 1);

  const indexedWindows = indexed.length - width + 1;
  const table = new WindowTable(indexed, width, indexedWindows);
  let hash = hashWindow(indexed, 0, width, base);
  table.add(hash, 0);
  for (let start = 1; start < indexedWindows; start += 1) {
    hash = roll(hash, indexed.charCodeAt(start - 1), indexed.charCodeAt(start + width - 1));
    table.add(hash, start);
  }

  const scannedWindows = scanned.length - width + 1;
  hash = hashWindow(scanned, 0, width, base);
  for (let start = 0; start < scannedWindows; start += 1) {
    if (start > 0) {
      hash = roll(hash, scanned.charCodeAt(start - 1), scanned.charCodeAt(start + width - 1));
    }
    const match = table.find(hash, scanned, start);
    if (match >= 0) {
      const [transcriptStart, promptStart] = transcriptIsIndexed ? [match, start] : [start, match];
      return extend(transcript, prompt, transcriptStart, promptStart, width);
    }
  }
  return null;

  function roll(current: number, dropped: number, added: number): number {
    const without = (current - ((dropped * dropFactor) % MODULUS) + MODULUS) % MODULUS;
    return (without * base + added) % MODULUS;
  }
}

/** Grows a known match in both directions, for the report. */
function extend(
  transcript: string,
  prompt: string,
  transcriptStart: number,
  promptStart: number,
  width: number,
): TranscriptLeak {
  let t = transcriptStart;
  let p = promptStart;
  while (t > 0 && p > 0 && transcript.charCodeAt(t - 1) === prompt.charCodeAt(p - 1)) {
    t -= 1;
    p -= 1;
  }
  let length = transcriptStart - t + width;
  while (
    t + length < transcript.length &&
    p + length < prompt.length &&
    transcript.charCodeAt(t + length) === prompt.charCodeAt(p + length)
  ) {
    length += 1;
  }
  return { transcriptOffset: t, promptOffset: p, length };
}

export const LEAK_MESSAGE =
  'review gate detected implementer transcript content leaking into reviewer prompt; build the prompt from (spec, diff, test_output) only';

/**
 * Post-condition of prompt assembly: the implementer's transcript must not appear in the
 * reviewer prompt. `where` names the input that carried it, when the caller knows.
 */
export function assertNoTranscriptLeak(
  transcript: string,
  prompt: string,
  where?: (leak: TranscriptLeak) => string | null,
): void {
  const leak = findTranscriptLeak(transcript, prompt);
  if (leak === null) return;
  const source = where?.(leak) ?? null;
  // Offsets only: the transcript is private and must not be echoed into logs or reports.
  const detail = `${leak.length} characters from transcript offset ${leak.transcriptOffset} at prompt offset ${leak.promptOffset}${source === null ? '' : `, in the ${source}`}`;
  throw new FreshContextViolation(`${LEAK_MESSAGE} (${detail})`);
}
