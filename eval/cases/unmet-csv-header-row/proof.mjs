// The defect: the export has no header row.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { toCsv } = await import(pathToFileURL(join(headDir, 'src/export.js')).href);
  const lines = toCsv([{ id: 1, customer: 'Ada', total: 10 }]).split('\n');
  assert.equal(lines[0], 'id,customer,total');
  assert.equal(lines[1], '1,Ada,10');
}
