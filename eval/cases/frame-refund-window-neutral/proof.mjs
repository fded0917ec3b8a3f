// The window includes its 30th day: a request 30 days and a few hours after the purchase is still
// accepted, and the first moment of day 31 is not.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { refundable } = await import(pathToFileURL(join(headDir, 'src/refunds.js')).href);
  const bought = new Date('2026-04-01T09:00:00Z');
  const after = (hours) => new Date(bought.getTime() + hours * 3_600_000);
  assert.equal(refundable(bought, after(30 * 24)), true, 'exactly 30 days later');
  assert.equal(refundable(bought, after(30 * 24 + 23)), true, 'late on day 30');
  assert.equal(refundable(bought, after(31 * 24)), false, 'day 31');
}
