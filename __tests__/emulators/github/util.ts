// Small helpers shared by the emulator's parts.
import { createHash } from 'node:crypto';

export const SERVER_URL = 'https://github.com';
export const DOCS = 'https://docs.github.com/rest';

/** How far GitHub's clock runs ahead of this machine's (negative: behind); 0 unless a test skews it. */
let clockOffsetMs = 0;

/** Skews the emulated GitHub's clock against the runner's (a runner whose clock drifted). */
export function setGitHubClockOffset(ms: number): void {
  clockOffsetMs = ms;
}

export function isoNow(): string {
  return new Date(Date.now() + clockOffsetMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function key(owner: string, repo: string): string {
  return `${owner}/${repo}`.toLowerCase();
}

export function sameRepo(aOwner: string, aRepo: string, bOwner: string, bRepo: string): boolean {
  return key(aOwner, aRepo) === key(bOwner, bRepo);
}

export function nodeId(prefix: string, id: number): string {
  return `${prefix}_${Buffer.from(`0:${prefix}:${id}`).toString('base64url')}`;
}

export function fakeSha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === 'object' && body !== null
        ? String((body as { message?: unknown }).message)
        : 'error',
    );
  }
}

export function notFound(doc = ''): HttpError {
  return new HttpError(404, {
    message: 'Not Found',
    documentation_url: `${DOCS}${doc}`,
    status: '404',
  });
}

export function unprocessable(message: string, errors: unknown[] = []): HttpError {
  return new HttpError(422, {
    message: 'Validation Failed',
    errors: errors.length > 0 ? errors : [{ message, resource: 'Issue', code: 'custom' }],
    documentation_url: DOCS,
    status: '422',
  });
}
