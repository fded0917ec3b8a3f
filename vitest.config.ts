import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { scaled } from './__tests__/knobs.js';

// Three projects: `unit` runs src/ and eval/ in process, one module graph per worker;
// `unit-isolated` runs the unit files listed below, each in a fresh process; `e2e` spawns the
// built dist/ against the emulators, so its global setup first makes sure dist/ is what src/
// builds today. Every timeout is a base figure times DONE_GATE_TEST_TIME_FACTOR (__tests__/knobs.ts).

/** Unit files that replace a module (`vi.mock`) or set `process.env`: each runs in a fresh process
 * of its own, outside the shared-module `unit` project. */
export const ISOLATED = [
  '__tests__/unit/github/artifacts.test.ts',
  '__tests__/unit/models/registry.test.ts',
  '__tests__/unit/review/fixture-lane.test.ts',
];

/** One worker per core. Vitest's default is one fewer than the cores, which on a 2-core machine
 * runs a unit project in one process. */
const PER_CORE = Math.max(1, availableParallelism());

export default defineConfig({
  test: {
    testTimeout: scaled(20_000),
    hookTimeout: scaled(30_000),
    pool: 'forks',
    // On GitHub Actions the suite also writes JUnit XML: CI uploads it as the `test-results`
    // artifact that done-gate's own gate job reads as test output.
    reporters: process.env.GITHUB_ACTIONS === 'true' ? ['default', 'junit'] : ['default'],
    outputFile: { junit: 'test-results/junit.xml' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['__tests__/unit/**/*.test.ts', '__tests__/eval/**/*.test.ts'],
          exclude: ISOLATED,
          sequence: { groupOrder: 0 },
          maxWorkers: PER_CORE,
          // A worker keeps its modules from file to file: importing src/ afresh for each of 165
          // files was 40 % of the project's CPU. The code under test keeps no module state.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // A file that replaces a module or sets the environment a module reads needs a fresh
          // module graph, and must not leave either to the next file.
          name: 'unit-isolated',
          include: ISOLATED,
          // The same width as `unit`: Vitest runs one group order at one width.
          sequence: { groupOrder: 0 },
          maxWorkers: PER_CORE,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['__tests__/e2e/**/*.test.ts'],
          // After the unit project, and wider: an e2e file mostly waits on a spawned action and
          // the emulators' replies, so two files per core finish sooner without starving each
          // other (the unit project, CPU-bound, keeps one worker per core).
          sequence: { groupOrder: 1 },
          maxWorkers: Math.max(2, 2 * availableParallelism()),
          globalSetup: ['__tests__/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
