import { randomBytes as nodeRandomBytes } from 'node:crypto';
import { FreshContextViolation } from './errors.js';

/** Source of random bytes; injectable so tests can force a collision. */
export type RandomBytes = (size: number) => Uint8Array;

const SESSION_BYTES = 16;
// The reference draws a second id on collision without re-checking it. We re-check, and a source
// that keeps repeating the implementer's id is broken: refuse rather than share a session.
const MAX_DRAWS = 3;

/** `review-` + 16 random bytes, base64url (22 characters). */
export function newSessionId(randomBytes: RandomBytes = nodeRandomBytes): string {
  return `review-${Buffer.from(randomBytes(SESSION_BYTES)).toString('base64url')}`;
}

/** A fresh reviewer session id that is never the implementer's. */
export function freshSessionId(
  implementerSessionId: string | null,
  randomBytes: RandomBytes = nodeRandomBytes,
): string {
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const id = newSessionId(randomBytes);
    if (id !== implementerSessionId) return id;
  }
  throw new FreshContextViolation(
    `random source produced the implementer's session id ${MAX_DRAWS} times; refusing to reuse it`,
  );
}
