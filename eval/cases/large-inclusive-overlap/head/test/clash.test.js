import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { book } from '../src/rooms/book.js';
import { agenda, resetCalendar } from '../src/rooms/calendar.js';
import { addRoom, resetRooms } from '../src/rooms/catalog.js';
import { at } from '../src/time/interval.js';

const day = '2026-03-02';
const slot = (from, to, owner = 'ana') => ({
  start: at(day, from),
  end: at(day, to),
  people: 2,
  owner,
});

beforeEach(() => {
  resetRooms();
  resetCalendar();
  addRoom({ id: 'r1', name: 'Oak', capacity: 6 });
});

test('a booking that overlaps another is refused', () => {
  book('r1', slot('09:00', '10:00'));
  assert.throws(() => book('r1', slot('09:30', '10:30', 'ben')), { reason: 'taken' });
});

test('a booking inside another is refused', () => {
  book('r1', slot('09:00', '12:00'));
  assert.throws(() => book('r1', slot('10:00', '11:00', 'ben')), { reason: 'taken' });
});

test('bookings at different times share the room', () => {
  book('r1', slot('09:00', '10:00'));
  book('r1', slot('14:00', '15:00', 'ben'));
  assert.equal(agenda('r1', day).length, 2);
});
