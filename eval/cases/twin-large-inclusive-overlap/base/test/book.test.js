import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { book } from '../src/rooms/book.js';
import { agenda, resetCalendar } from '../src/rooms/calendar.js';
import { addRoom, closeRoom, resetRooms } from '../src/rooms/catalog.js';
import { at } from '../src/time/interval.js';

const day = '2026-03-02';
const slot = (from, to) => ({ start: at(day, from), end: at(day, to), people: 4, owner: 'ana' });

beforeEach(() => {
  resetRooms();
  resetCalendar();
  addRoom({ id: 'r1', name: 'Oak', capacity: 6 });
});

test('a booking inside opening hours is added to the agenda', () => {
  book('r1', slot('09:00', '10:00'));
  assert.equal(agenda('r1', day).length, 1);
});

test('outside opening hours or on a closed day is refused', () => {
  assert.throws(() => book('r1', slot('07:00', '08:30')), { reason: 'closed' });
  closeRoom('r1', { start: day, end: day });
  assert.throws(() => book('r1', slot('09:00', '10:00')), { reason: 'closed' });
});
