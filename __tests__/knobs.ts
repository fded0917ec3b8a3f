// The suite's two environment knobs, read in one place so every timeout and every property-run
// count in __tests__/ follows them (docs/development.md, "Running the tests").
//
// DONE_GATE_TEST_TIME_FACTOR (default 1) scales every test, hook and child-process timeout and
// every emulator delay budget: a loaded machine sets 4 rather than a test growing its own literal.
// DONE_GATE_PROPERTY_RUNS (default 100) is how many cases each fast-check property tries; CI
// (.ci/run) sets more.

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  // A mistyped knob must not quietly become "no timeout" or "no cases".
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
  }
  return value;
}

export const TIME_FACTOR = positiveNumber('DONE_GATE_TEST_TIME_FACTOR', 1);
export const PROPERTY_RUNS = Math.round(positiveNumber('DONE_GATE_PROPERTY_RUNS', 100));

/** `ms` scaled by the time factor: the only way a test writes a timeout or a delay budget. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_FACTOR);
}

/**
 * The number of cases for one fast-check property. `share` (default 1) is for a property whose
 * every case is costly (a spawned process, a server round trip): it runs that share of the knob,
 * at least one case.
 */
export function propertyRuns(share = 1): number {
  return Math.max(1, Math.round(PROPERTY_RUNS * share));
}
