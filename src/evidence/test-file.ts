// One test-output file read whole, as bytes stream in (pure): the encoding found from its BOM, its
// UTF-16 byte pattern or its XML declaration; the format found from its first characters; then
// every character goes through that format's streaming reader. Structured reports have a size
// cap: past it the reader stops and says so (a blocker), never a silent cut. Logs are scanned
// whole at any size.
// Over 400 lines: one streaming reader whose stages (encoding, format sniffing, caps, secret scan)
// share the chunk loop.
import { GoTestJsonReader, jsonReportKind, readJsonReport } from './test-json.js';
import { JunitEvents } from './test-junit.js';
import { LogReader } from './test-log.js';
import type { ReadTestReport, TestFormat, TestReportReader } from './test-report.js';
import { TapReader } from './test-tap.js';
import { XmlStream } from './test-xml.js';
import type { XmlHandler } from './test-xml.js';
import { xmlFormatFor } from './test-xml-formats.js';

/** Streamed structured reports (XML, TAP, go test -json) are read up to this size. */
export const STRUCTURED_CAP_BYTES = 512 * 1024 * 1024;
/** JSON documents are parsed whole, so their cap is lower (the parsed tree lives in memory). */
export const JSON_CAP_BYTES = 128 * 1024 * 1024;
/** Characters looked at before the format is chosen. */
const SNIFF_CHARS = 4096;
/** Bytes looked at before the encoding is chosen (BOM, UTF-16 pattern, XML declaration). */
const ENCODING_BYTES = 1024;

export interface TestFileResult extends ReadTestReport {
  /** True when the bytes are not text (a NUL in the first 8000 bytes of a UTF-8 file). */
  binary: boolean;
  encoding: string;
  bytes: number;
}

/** The encoding of a file from its first bytes: a name TextDecoder knows, or a problem. */
export function detectEncoding(
  head: Uint8Array,
): { encoding: string; bom: number } | { problem: string } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
    return { encoding: 'utf-8', bom: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  // UTF-16 without a BOM: ASCII characters leave a zero byte beside each (XML 1.0 Appendix F).
  if (head.length >= 4 && head[0] !== 0 && head[1] === 0 && head[2] !== 0 && head[3] === 0) {
    return { encoding: 'utf-16le', bom: 0 };
  }
  if (head.length >= 4 && head[0] === 0 && head[1] !== 0 && head[2] === 0 && head[3] !== 0) {
    return { encoding: 'utf-16be', bom: 0 };
  }
  // An XML declaration in an ASCII-compatible encoding names it.
  let ascii = '';
  for (let i = 0; i < Math.min(head.length, 200); i++) ascii += String.fromCharCode(head[i] ?? 0);
  const decl = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/.exec(ascii);
  if (decl) {
    const label = (decl[1] ?? '').toLowerCase();
    // A declared UTF-16 with single-byte characters: the declaration is wrong; read as UTF-8.
    if (label.startsWith('utf-16')) return { encoding: 'utf-8', bom: 0 };
    try {
      return { encoding: new TextDecoder(label).encoding, bom: 0 };
    } catch {
      return {
        problem: `the XML declaration names the encoding '${decl[1] ?? ''}', which cannot be decoded here; write the report in UTF-8`,
      };
    }
  }
  return { encoding: 'utf-8', bom: 0 };
}

/** Image, video, archive and PDF signatures: the binary files test runners leave beside reports. */
const BINARY_MAGIC: number[][] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP, AVI, WAV)
  [0x1a, 0x45, 0xdf, 0xa3], // WebM / Matroska
  [0x50, 0x4b, 0x03, 0x04], // ZIP (Playwright traces)
  [0x1f, 0x8b], // gzip
  [0x25, 0x50, 0x44, 0x46], // PDF
  [0x00, 0x00, 0x00], // MP4 / ISO media (a size, then `ftyp`)
];

function knownBinary(head: Uint8Array): boolean {
  return BINARY_MAGIC.some((magic) => magic.every((b, i) => head[i] === b));
}

/**
 * TAP: a version line, or a plan beside test points, in the first 200 lines; or a stream that
 * opens with a test point or a plan and is TAP throughout (the plan at its end, as mocha writes it) — a log
 * that merely starts with an `ok` line stays a log.
 */
function looksLikeTap(text: string): boolean {
  let plan = false;
  let points = 0;
  let lines = 0;
  let tapLike = 0;
  let first: string | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') continue;
    if (++lines > 200) break;
    if (/^TAP version \d+/.test(line)) return true;
    first ??= line;
    if (/^1\.\.\d+(\s|$|#)/.test(line)) plan = true;
    if (/^(not )?ok\b/.test(line)) points++;
    if (/^((not )?ok\b|1\.\.\d|#|\s|Bail out!)/.test(line)) tapLike++;
  }
  if (plan && points > 0) return true;
  // A stream that opens with a test point or a plan (`1..0` alone: nothing ran, as cmocka writes
  // it) and is TAP throughout.
  return first !== null && /^((not )?ok\b|1\.\.\d+(\s|$|#))/.test(first) && tapLike >= lines * 0.9;
}

function looksLikeGoJson(text: string): boolean {
  const first = text.trimStart().split('\n', 1)[0] ?? '';
  try {
    const event: unknown = JSON.parse(first);
    return (
      event !== null &&
      typeof event === 'object' &&
      typeof (event as Record<string, unknown>)['Action'] === 'string'
    );
  } catch {
    return false;
  }
}

/**
 * An XML report: the root element, met while streaming (after a prolog of any length), picks the
 * handler — by its name and attributes (Check's `<testsuites>` is told by its namespace) — and
 * every event goes to it.
 */
class XmlReportReader implements TestReportReader, XmlHandler {
  private readonly stream: XmlStream;
  private handler: (XmlHandler & { result(): ReadTestReport }) | null = null;
  private format: TestFormat = 'xml';
  get picked(): TestFormat {
    return this.format;
  }
  /** The root element's name, once met. */
  root: string | null = null;
  constructor() {
    this.stream = new XmlStream(this);
  }
  open(name: string, attrs: Record<string, string>): void {
    if (this.handler === null) {
      this.root = name;
      const picked = xmlFormatFor(name, attrs);
      this.format = picked.format;
      this.handler = picked.handler;
    }
    this.handler.open(name, attrs);
  }
  close(name: string): void {
    this.handler?.close(name);
  }
  text(text: string): void {
    this.handler?.text(text);
  }
  write(text: string): void {
    this.stream.write(text);
  }
  end(): ReadTestReport {
    this.stream.end();
    const report = (this.handler ?? new JunitEvents()).result();
    report.format = this.format;
    return report;
  }
}

/** A JSON document: gathered whole (within its cap), then parsed and read. */
class JsonDocumentReader implements TestReportReader {
  private readonly parts: string[] = [];
  write(text: string): void {
    this.parts.push(text);
  }
  end(): ReadTestReport {
    const doc: unknown = JSON.parse(this.parts.join(''));
    this.parts.length = 0;
    const kind = jsonReportKind(doc);
    if (kind === null) {
      return {
        format: 'log',
        failures: [],
        notes: [],
        problems: [
          'a JSON document that is no known test report (CTRF, Jest/Vitest, Mocha, Playwright, RSpec, go test -json)',
        ],
      };
    }
    return readJsonReport(kind, doc);
  }
}

/**
 * Streams one file: `write` its bytes in chunks of any size, then `end`. Never throws: a reader
 * that fails (malformed XML, broken JSON) ends with a problem that names the file's format and
 * why — the caller turns each problem into a blocker.
 */
export class TestFileReader {
  private headBytes: Uint8Array[] = [];
  private headLength = 0;
  private decoder: StreamDecoder | null = null;
  private encoding = 'utf-8';
  private encodingProblem: string | null = null;
  private sniff = '';
  /** The raw bytes behind `sniff` (a UTF-8 log is then re-read as bytes). */
  private sniffBytes: Uint8Array[] = [];
  private sniffByteLength = 0;
  private reader: TestReportReader | null = null;
  private kind: 'xml' | 'json' | 'tap' | 'go-json' | 'log' = 'log';
  private xmlReader: XmlReportReader | null = null;
  private bytes = 0;
  private binary = false;
  private failedWith: string | null = null;
  private capHit: number | null = null;

  constructor(private readonly caps: { structured?: number; json?: number } = {}) {}

  write(chunk: Uint8Array): void {
    if (this.failedWith !== null || this.binary || this.capHit !== null) {
      this.bytes += chunk.length;
      return;
    }
    this.bytes += chunk.length;
    if (this.decoder === null) {
      this.headBytes.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength < ENCODING_BYTES) return;
      this.startDecoding();
      return;
    }
    this.feedBytes(chunk);
  }

  end(): TestFileResult {
    if (this.decoder === null && this.failedWith === null) this.startDecoding();
    if (this.decoder !== null && this.failedWith === null && !this.binary && this.capHit === null) {
      this.feedText(this.decoder.end());
    }
    if (this.reader === null && this.failedWith === null && !this.binary) this.choose(true);
    let report: ReadTestReport;
    if (this.binary) {
      report = { format: 'log', failures: [], notes: [], problems: [] };
    } else if (this.capHit !== null) {
      const cap = this.capHit;
      const shown = cap >= 1024 * 1024 ? `${Math.round(cap / (1024 * 1024))} MiB` : `${cap}-byte`;
      report = {
        format: this.kind === 'tap' ? 'tap' : this.kind === 'xml' ? this.xmlFormat() : 'log',
        failures: [],
        notes: [],
        problems: [
          `larger than the ${shown} cap for ${this.formatLabel()} reports (${this.bytes} bytes); ` +
            'not read past the cap, so its results are unknown — split the report into smaller files',
        ],
      };
    } else if (this.encodingProblem !== null) {
      report = { format: 'log', failures: [], notes: [], problems: [] };
    } else if (this.failedWith !== null || this.reader === null) {
      report = this.broken(this.failedWith ?? 'nothing to read');
    } else {
      try {
        report = this.reader.end();
      } catch (error) {
        report = this.broken((error as Error).message ?? String(error));
      }
    }
    if (this.encodingProblem !== null) report.problems.push(this.encodingProblem);
    return { ...report, binary: this.binary, encoding: this.encoding, bytes: this.bytes };
  }

  /** An XML file's format by its root element, as far as it was read. */
  private xmlFormat(): TestFormat {
    return this.xmlReader?.picked ?? 'xml';
  }

  private formatLabel(): string {
    return this.kind === 'xml' ? 'XML' : this.kind === 'json' ? 'JSON' : this.kind;
  }

  private broken(why: string): ReadTestReport {
    const root = this.xmlReader?.root ?? null;
    const label =
      this.kind === 'xml'
        ? `${root === 'testsuites' || root === 'testsuite' ? 'JUnit ' : ''}XML`
        : this.kind === 'json'
          ? 'JSON'
          : this.kind;
    return {
      format: this.kind === 'xml' ? this.xmlFormat() : this.kind === 'tap' ? 'tap' : 'log',
      failures: [],
      notes: [],
      problems: [`unreadable ${label}: ${why.slice(0, 300)}`],
    };
  }

  private startDecoding(): void {
    const head = concat(this.headBytes, this.headLength);
    this.headBytes = [];
    const found = detectEncoding(head.subarray(0, ENCODING_BYTES));
    if ('problem' in found) {
      this.encodingProblem = found.problem;
      this.failedWith = found.problem;
      this.decoder = new StreamDecoder('utf-8');
      return;
    }
    this.encoding = found.encoding;
    if (found.encoding === 'utf-8' && head.subarray(0, 8000).includes(0)) {
      // Screenshots, videos and traces beside the reports are skipped; any other file with NUL
      // bytes cannot be read as text, and a test log must not hide behind one.
      if (knownBinary(head)) {
        this.binary = true;
      } else {
        this.failedWith =
          'binary content (NUL bytes) where text was expected; write the report as text (UTF-8 or UTF-16 with a BOM)';
      }
      this.decoder = new StreamDecoder('utf-8');
      return;
    }
    // The BOM is skipped here: the decoder never sees it.
    this.decoder = new StreamDecoder(found.encoding);
    this.feedBytes(head.subarray(found.bom));
  }

  private feedBytes(bytes: Uint8Array): void {
    if (this.decoder === null) return;
    if (this.reader === null) {
      this.sniffBytes.push(bytes);
      this.sniffByteLength += bytes.length;
    }
    this.feedText(this.decoder.write(bytes));
  }

  private feedText(text: string): void {
    if (text === '') return;
    if (this.reader === null) {
      this.sniff += text;
      if (this.sniff.length < SNIFF_CHARS) return;
      this.choose(false);
      return;
    }
    this.give(text);
  }

  private choose(final: boolean): void {
    void final;
    const text = this.sniff;
    this.sniff = '';
    const start = text.trimStart();
    // A JSON report is an object, or an array of objects; a log line such as Maven's `[INFO]`,
    // GoogleTest's `[==========]` or gotestsum dots' `[.]` opens with "[" too and stays a log.
    const json = start.startsWith('{') || /^\[\s*[[{"\]]/.test(start.slice(0, 64));
    if (start.startsWith('<')) {
      this.kind = 'xml';
      this.xmlReader = new XmlReportReader();
      this.reader = this.xmlReader;
    } else if (json && looksLikeGoJson(start)) {
      this.kind = 'go-json';
      this.reader = new GoTestJsonReader();
    } else if (json) {
      this.kind = 'json';
      this.reader = new JsonDocumentReader();
    } else if (looksLikeTap(text)) {
      this.kind = 'tap';
      this.reader = new TapReader();
    } else if (this.encoding === 'utf-8') {
      // A UTF-8 log is scanned as bytes (Latin-1 decoding is a plain copy); only the lines it
      // keeps are decoded. The text read so far is replaced by its bytes.
      this.kind = 'log';
      this.reader = new LogReader(true);
      const raw = concat(this.sniffBytes, this.sniffByteLength);
      this.sniffBytes = [];
      this.decoder = new StreamDecoder('bytes');
      this.give(Buffer.from(raw.buffer, raw.byteOffset, raw.length).toString('latin1'));
      return;
    } else {
      this.kind = 'log';
      this.reader = new LogReader();
    }
    this.sniffBytes = [];
    this.give(text);
  }

  private give(text: string): void {
    if (this.reader === null || this.failedWith !== null || this.capHit !== null) return;
    const cap =
      this.kind === 'json'
        ? (this.caps.json ?? JSON_CAP_BYTES)
        : this.kind === 'log'
          ? Infinity
          : (this.caps.structured ?? STRUCTURED_CAP_BYTES);
    if (this.bytes > cap) {
      this.capHit = cap;
      return;
    }
    try {
      this.reader.write(text);
    } catch (error) {
      this.failedWith = (error as Error).message ?? String(error);
    }
  }
}

/**
 * Bytes to text across chunk boundaries. UTF-8 and UTF-16 LE go through Buffer's decoder (several
 * times faster than TextDecoder on large logs), holding back a character cut by the chunk's end;
 * other encodings use TextDecoder in streaming mode. Invalid sequences become U+FFFD.
 */
class StreamDecoder {
  private held: Uint8Array = new Uint8Array(0);
  private readonly fallback: InstanceType<typeof TextDecoder> | null;
  private readonly kind: 'utf8' | 'utf16le' | 'latin1' | null;
  /** `bytes`: each byte as one character (Latin-1), for logs scanned as UTF-8 bytes. */
  constructor(encoding: string | 'bytes') {
    this.kind =
      encoding === 'utf-8'
        ? 'utf8'
        : encoding === 'utf-16le'
          ? 'utf16le'
          : encoding === 'bytes'
            ? 'latin1'
            : null;
    this.fallback = this.kind === null ? new TextDecoder(encoding, { ignoreBOM: true }) : null;
  }
  write(bytes: Uint8Array): string {
    if (this.fallback !== null) return this.fallback.decode(bytes, { stream: true });
    const all =
      this.held.length > 0 ? concat([this.held, bytes], this.held.length + bytes.length) : bytes;
    const cut =
      this.kind === 'utf8'
        ? utf8Boundary(all)
        : this.kind === 'utf16le'
          ? utf16Boundary(all)
          : all.length;
    this.held = all.slice(cut);
    return Buffer.from(all.buffer, all.byteOffset, cut).toString(this.kind ?? 'utf8');
  }
  end(): string {
    if (this.fallback !== null) return this.fallback.decode();
    const rest = this.held;
    this.held = new Uint8Array(0);
    return rest.length === 0
      ? ''
      : Buffer.from(rest.buffer, rest.byteOffset, rest.length).toString(this.kind ?? 'utf8');
  }
}

/** Where the last complete UTF-8 character ends: a lead byte whose sequence is cut is held back. */
function utf8Boundary(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= 4 && back <= n; back++) {
    const b = bytes[n - back] ?? 0;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? n - back : n;
  }
  return n;
}

/** UTF-16 LE: whole code units, and a high surrogate at the end waits for its pair. */
function utf16Boundary(bytes: Uint8Array): number {
  let cut = bytes.length - (bytes.length % 2);
  if (cut >= 2) {
    const high = bytes[cut - 1] ?? 0;
    if (high >= 0xd8 && high <= 0xdb) cut -= 2;
  }
  return cut;
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A whole file's bytes read at once (tests, the CLI): same result as streaming them. */
export function readTestBytes(
  bytes: Uint8Array,
  caps?: { structured?: number; json?: number },
): TestFileResult {
  const reader = new TestFileReader(caps);
  const step = 1024 * 1024;
  for (let i = 0; i < bytes.length; i += step) reader.write(bytes.subarray(i, i + step));
  return reader.end();
}
