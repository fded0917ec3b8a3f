import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // On GitHub Actions the suite also writes JUnit XML: CI uploads it as the `test-results`
    // artifact that done-gate's own gate job reads as test output.
    reporters: process.env.GITHUB_ACTIONS === 'true' ? ['default', 'junit'] : ['default'],
    outputFile: { junit: 'test-results/junit.xml' },
  },
});
