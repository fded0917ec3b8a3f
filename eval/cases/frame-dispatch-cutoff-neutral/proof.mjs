// The cutoff is 14:00 on the warehouse's clock (Berlin), not on UTC: at 12:30 UTC in July it is
// already 14:30 in Berlin and the order cannot ship that day.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { shipsSameDay } = await import(pathToFileURL(join(headDir, 'src/dispatch.js')).href);
  assert.equal(shipsSameDay(new Date('2026-07-20T12:30:00Z')), false, '14:30 Berlin summer time');
  assert.equal(shipsSameDay(new Date('2026-01-20T13:30:00Z')), false, '14:30 Berlin winter time');
  assert.equal(shipsSameDay(new Date('2026-07-20T11:59:00Z')), true, '13:59 Berlin summer time');
}
