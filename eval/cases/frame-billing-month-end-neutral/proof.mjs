// A month that lacks the signup's day is billed on its last day, never in the following month:
// a 31 January signup is charged on 28 February, not on 3 March.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { chargeDate } = await import(pathToFileURL(join(headDir, 'src/billing.js')).href);
  const day = (date) => date.toISOString().slice(0, 10);
  const signup = new Date('2026-01-31T12:00:00Z');
  assert.equal(day(chargeDate(signup, 1)), '2026-02-28');
  assert.equal(day(chargeDate(signup, 3)), '2026-04-30');
  assert.equal(day(chargeDate(new Date('2026-03-15T00:00:00Z'), 1)), '2026-04-15');
}
