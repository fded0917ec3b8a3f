// The defect: isWeekend reads the machine's local day. The proof hands it real Dates whose
// local-time getters behave as on a runner far from UTC (UTC+14 and UTC-10), so the answer
// must not change with the zone.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

function seenFrom(iso, offsetHours) {
  const date = new Date(iso);
  const local = new Date(date.getTime() + offsetHours * 3_600_000);
  date.getDay = () => local.getUTCDay();
  date.getDate = () => local.getUTCDate();
  date.getHours = () => local.getUTCHours();
  return date;
}

export default async function proof(headDir) {
  const { isWeekend } = await import(pathToFileURL(join(headDir, 'src/calendar.js')).href);
  // Friday 23:30 UTC is already Saturday at UTC+14; Saturday 00:30 UTC is still Friday at UTC-10.
  assert.equal(isWeekend(seenFrom('2026-03-06T23:30:00Z', 14)), false);
  assert.equal(isWeekend(seenFrom('2026-03-07T00:30:00Z', -10)), true);
  assert.equal(isWeekend(seenFrom('2026-03-08T23:30:00Z', 14)), true);
  assert.equal(isWeekend(seenFrom('2026-03-09T00:30:00Z', -10)), false);
}
