// The test evidence as the report and its What to do read it: each source, its totals, failing
// tests, notes and what was not read. Its own module so both renderers import it from below.

/** The test evidence read, per source, with the missing sources and what proved a green run. */
export interface TestEvidenceView {
  sources: Array<{
    name: string;
    format: string;
    totals?: { tests: number; failures: number; errors: number; skipped: number };
    declared?: { tests: number; failures: number; errors: number; skipped: number };
    failures: Array<{ name: string; message: string; kind?: 'failure' | 'error' }>;
    notes: string[];
    problems: string[];
    /** Logs: lines scanned and the runner summary lines found. */
    logLines?: number;
    summaries?: string[];
  }>;
  /** Configured sources that were absent, empty or without tests, with why. */
  missing: string[];
  /** What proved the run green (test-floor.ts `greenProof`); empty or absent: nothing did. */
  proof?: string[];
}
