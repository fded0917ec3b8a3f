// Shared fixtures for the GitHub tests: a client tuned for fast, deterministic runs.
import { createGitHubClient } from '../../../src/github/client.js';
import type { GitHubClient, GitHubClientOptions } from '../../../src/github/client.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { INSTALLATION_TOKEN } from '../../emulators/github.js';

export const OWNER = 'acme';
export const REPO = 'widgets';

export function sha(seed: string): string {
  let hex = '';
  for (const ch of seed) hex += ch.charCodeAt(0).toString(16);
  return hex.padEnd(40, '0').slice(0, 40);
}

/** A client whose waits are milliseconds instead of seconds. */
export function fastClient(
  emulator: GitHubEmulator,
  overrides: Partial<GitHubClientOptions> = {},
): GitHubClient {
  return createGitHubClient({
    token: INSTALLATION_TOKEN,
    baseUrl: emulator.baseUrl,
    retryBaseMs: 5,
    rateLimitUnitMs: 5,
    writeIntervalMs: 0,
    notificationIntervalMs: 0,
    requestTimeoutMs: 5000,
    ...overrides,
  });
}

/** String.prototype.isWellFormed (ES2024): no lone surrogate. */
export function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
