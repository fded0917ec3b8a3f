// The defect: the minutes are ignored (1h30m parses as 3600), which the tautological test hides.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { parseDuration } = await import(pathToFileURL(join(headDir, 'src/duration.js')).href);
  assert.equal(parseDuration('1h30m'), 5400);
  assert.equal(parseDuration('2h'), 7200);
  assert.equal(parseDuration('45m'), 2700);
  assert.equal(parseDuration('30s'), 30);
}
