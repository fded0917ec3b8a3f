import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Type-aware only for the promise rules: in a fail-closed gate a floating promise is a lost error,
// and these three need the type checker to see one. The full type-checked preset is not turned on.
const PROMISE_RULES = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/await-thenable': 'error',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'eval/cases/**',
      'eval/out/**',
      '__tests__/fixtures/triggers/**',
      // Recorded test reports, and the suites the real runners run to record them (CommonJS, globals).
      '__tests__/fixtures/test-reports/**',
      'scripts/test-report-corpus/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.ts', 'bench/**/*.ts', 'eval/**/*.ts', 'scripts/**/*.ts', '__tests__/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: PROMISE_RULES,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
);
