// The XML reports of two native (C/C++) test frameworks, read from a stream of XML events (pure):
// Catch2's own XML reporter (`-r xml`: `<Catch>` in v2, `<Catch2TestRun>` in v3) and Check's XML
// (`srunner_set_xml`: `<testsuites xmlns="http://check.sourceforge.net/ns">`). Each keeps counts and
// the failures only.
//
// Semantics, written down:
// - Catch2: each <TestCase> is a test; its <OverallResult success> decides: "false" → failure, or an
//   error when nothing but an <Exception>/<FatalErrorCondition> failed; "true" with `skips` > 0 or
//   a <Skip> (v3) → skipped; "true" → passed. A <TestCase> with no <OverallResult> (the run ended
//   inside it) → error. The message is the first failed <Expression> (its macro, original and
//   expanded forms), else the first <Exception>, <FatalErrorCondition> or <Failure> text. The
//   root's <OverallResultsCases> is the run's own count: more failures declared than counted is a
//   problem.
// - Check: each <test> is a test; result "success" → passed, "failure" → failure, "error" (a
//   signal, an early exit) → error, anything else → error. Its name is the suite's <title> and the
//   test's <id>; its message is its <message>. Check has no skip.
import { bodyOf, clip, emptyTotals, firstLine, MESSAGE_MAX } from './test-report.js';
import type { FailedTest, ReadTestReport, Totals } from './test-report.js';
import type { XmlHandler } from './test-xml.js';

/** Failing tests listed by name; the totals count every one. */
const LISTED_MAX = 1000;
/** Characters of one element's text kept. */
const TEXT_KEPT = 4000;

function failedTest(name: string, kind: 'failure' | 'error', text: string): FailedTest {
  const message = firstLine(text) || kind;
  return { name, kind, message: clip(message, MESSAGE_MAX), body: bodyOf(text, message) };
}

function intAttr(attrs: Record<string, string>, key: string): number {
  const v = Number(attrs[key] ?? '0');
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
}

/** Failures kept up to LISTED_MAX, and a note for the rest. */
class FailureList {
  readonly list: FailedTest[] = [];
  dropped = 0;
  add(f: FailedTest): void {
    if (this.list.length < LISTED_MAX) this.list.push(f);
    else this.dropped++;
  }
  notes(): string[] {
    return this.dropped > 0
      ? [`${this.dropped} more failing test(s) counted but not listed by name`]
      : [];
  }
}

interface Catch2Case {
  name: string;
  /** The first failure's text, and whether it was an exception (an error) or an assertion. */
  message: string;
  kind: 'failure' | 'error' | null;
  result: 'passed' | 'failed' | null;
  skipped: boolean;
}

export class Catch2Events implements XmlHandler {
  private readonly totals = emptyTotals();
  private readonly failures = new FailureList();
  private current: Catch2Case | null = null;
  /** The element whose text is being gathered (Original, Expanded, Exception, …), and its depth. */
  private capturing: string | null = null;
  private captured = '';
  /** A failed <Expression>: its macro and the Original/Expanded texts met so far. */
  private expression: { macro: string; parts: string[] } | null = null;
  private depth = 0;
  private declared: Totals | null = null;

  open(name: string, attrs: Record<string, string>): void {
    this.depth++;
    if (name === 'TestCase' && this.current === null) {
      this.current = {
        name: attrs['name'] || '(unnamed test)',
        message: '',
        kind: null,
        result: null,
        skipped: false,
      };
      return;
    }
    // The run's own case count, directly under the root.
    if (name === 'OverallResultsCases' && this.current === null && this.depth === 2) {
      this.declared = {
        tests: intAttr(attrs, 'successes') + intAttr(attrs, 'failures') + intAttr(attrs, 'skips'),
        failures: intAttr(attrs, 'failures'),
        errors: 0,
        skipped: intAttr(attrs, 'skips'),
      };
      return;
    }
    const c = this.current;
    if (c === null) return;
    if (name === 'OverallResult') {
      c.result = attrs['success'] === 'true' ? 'passed' : 'failed';
      if (intAttr(attrs, 'skips') > 0) c.skipped = true;
    } else if (name === 'Skip') {
      c.skipped = true;
    } else if (name === 'Expression' && attrs['success'] === 'false' && c.kind !== 'failure') {
      this.expression = { macro: attrs['type'] ?? '', parts: [] };
    } else if (this.expression !== null && (name === 'Original' || name === 'Expanded')) {
      this.startCapture(name);
    } else if (
      (name === 'Exception' || name === 'FatalErrorCondition' || name === 'Failure') &&
      c.kind === null
    ) {
      this.startCapture(name);
    }
  }

  private startCapture(name: string): void {
    this.capturing = name;
    this.captured = '';
  }

  text(text: string): void {
    if (this.capturing !== null && this.captured.length < TEXT_KEPT) {
      this.captured += text.slice(0, TEXT_KEPT - this.captured.length);
    }
  }

  close(name: string): void {
    this.depth--;
    const c = this.current;
    if (c === null) return;
    if (this.capturing === name) {
      const text = this.captured.trim();
      this.capturing = null;
      this.captured = '';
      if (this.expression !== null) {
        this.expression.parts.push(name === 'Expanded' ? `with expansion: ${text}` : text);
      } else if (c.kind === null) {
        c.kind = name === 'Failure' ? 'failure' : 'error';
        c.message = `${name === 'Failure' ? '' : `${name}: `}${text || name}`;
      }
      return;
    }
    if (name === 'Expression' && this.expression !== null) {
      const e = this.expression;
      this.expression = null;
      c.kind = 'failure';
      c.message = [
        e.macro ? `${e.macro}( ${e.parts[0] ?? ''} )` : (e.parts[0] ?? ''),
        ...e.parts.slice(1),
      ]
        .filter(Boolean)
        .join(' ');
      return;
    }
    if (name === 'TestCase') {
      this.finish(c);
      this.current = null;
    }
  }

  private finish(c: Catch2Case): void {
    this.totals.tests++;
    if (c.result === null) {
      this.totals.errors++;
      this.failures.add(
        failedTest(c.name, 'error', 'no result: the run ended inside this test case'),
      );
    } else if (c.result === 'failed') {
      const kind = c.kind ?? 'failure';
      if (kind === 'error') this.totals.errors++;
      else this.totals.failures++;
      this.failures.add(failedTest(c.name, kind, c.message || 'failed'));
    } else if (c.skipped) {
      this.totals.skipped++;
    }
  }

  result(): ReadTestReport {
    const problems: string[] = [];
    const notes = this.failures.notes();
    const d = this.declared;
    const t = this.totals;
    const report: ReadTestReport = {
      format: 'catch2-xml',
      totals: { ...t },
      failures: this.failures.list,
      notes,
      problems,
    };
    if (d !== null && (d.tests !== t.tests || d.failures !== t.failures + t.errors)) {
      report.declared = d;
      if (d.failures > t.failures + t.errors || d.tests > t.tests) {
        problems.push(
          `<OverallResultsCases> declares ${d.tests} test cases, ${d.failures} failing; the report ` +
            `lists ${t.tests}, ${t.failures + t.errors} failing: results it claims but does not list, so it is not trusted`,
        );
      } else {
        notes.push(
          `<OverallResultsCases> declares ${d.tests} test cases, ${d.failures} failing (the listed cases are counted)`,
        );
      }
    }
    return report;
  }
}

/** Check's XML namespace: its `<testsuites>` root is told from JUnit's by it. */
export const CHECK_NAMESPACE = 'http://check.sourceforge.net/ns';

export class CheckEvents implements XmlHandler {
  private readonly totals = emptyTotals();
  private readonly failures = new FailureList();
  private suiteTitle = '';
  private test: { result: string; id: string; message: string; fn: string } | null = null;
  private capturing: 'title' | 'id' | 'message' | 'fn' | null = null;
  private captured = '';

  open(name: string, attrs: Record<string, string>): void {
    if (name === 'suite') {
      this.suiteTitle = '';
    } else if (name === 'test' && this.test === null) {
      this.test = { result: attrs['result'] ?? '', id: '', message: '', fn: '' };
    } else if (name === 'title' && this.test === null) {
      this.capturing = 'title';
      this.captured = '';
    } else if (this.test !== null && (name === 'id' || name === 'message' || name === 'fn')) {
      this.capturing = name;
      this.captured = '';
    }
  }

  text(text: string): void {
    if (this.capturing !== null && this.captured.length < TEXT_KEPT) {
      this.captured += text.slice(0, TEXT_KEPT - this.captured.length);
    }
  }

  close(name: string): void {
    if (this.capturing !== null && name === this.capturing) {
      const text = this.captured.trim();
      if (this.capturing === 'title') this.suiteTitle = clip(text, 200);
      else if (this.test !== null) this.test[this.capturing] = text;
      this.capturing = null;
      this.captured = '';
      return;
    }
    if (name !== 'test' || this.test === null) return;
    const t = this.test;
    this.test = null;
    this.totals.tests++;
    if (t.result === 'success') return;
    const kind = t.result === 'failure' ? 'failure' : 'error';
    if (kind === 'failure') this.totals.failures++;
    else this.totals.errors++;
    const id = clip(t.id, 300) || '(unnamed test)';
    const name_ = this.suiteTitle ? `${this.suiteTitle} › ${id}` : id;
    const said = t.message || `result '${t.result || 'missing'}'`;
    this.failures.add(failedTest(name_, kind, `${said}${t.fn ? `\n at ${t.fn}` : ''}`));
  }

  result(): ReadTestReport {
    return {
      format: 'check-xml',
      totals: { ...this.totals },
      failures: this.failures.list,
      notes: this.failures.notes(),
      problems: [],
    };
  }
}
