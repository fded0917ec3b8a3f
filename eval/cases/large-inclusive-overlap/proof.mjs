// A meeting may start the minute the previous one ends; a real overlap is still refused.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const load = (path) => import(pathToFileURL(join(headDir, path)).href);
  const { book } = await load('src/rooms/book.js');
  const calendar = await load('src/rooms/calendar.js');
  const catalog = await load('src/rooms/catalog.js');
  const { at } = await load('src/time/interval.js');
  catalog.resetRooms();
  calendar.resetCalendar();
  catalog.addRoom({ id: 'r1', name: 'Oak', capacity: 6 });
  const day = '2026-03-02';
  const slot = (from, to, owner) => ({ start: at(day, from), end: at(day, to), people: 2, owner });
  book('r1', slot('09:00', '10:00', 'ana'));
  assert.doesNotThrow(() => book('r1', slot('10:00', '11:00', 'ben')), 'back-to-back after');
  assert.doesNotThrow(() => book('r1', slot('08:00', '09:00', 'cy')), 'back-to-back before');
  assert.throws(() => book('r1', slot('10:59', '11:30', 'dee')), { reason: 'taken' });
  assert.equal(calendar.agenda('r1', day).length, 3);
}
