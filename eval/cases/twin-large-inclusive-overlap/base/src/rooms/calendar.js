// The bookings of each room.
import { daysToInterval, dayOf, overlaps } from '../time/interval.js';
import { room } from './catalog.js';

const bookings = new Map();
let nextId = 1;

export function resetCalendar() {
  bookings.clear();
  nextId = 1;
}

export function bookingsOf(roomId) {
  return bookings.get(roomId) ?? [];
}

export function addBooking(roomId, slot, owner, title) {
  const booking = { id: nextId++, roomId, start: slot.start, end: slot.end, owner, title };
  bookings.set(
    roomId,
    [...bookingsOf(roomId), booking].sort((a, b) => a.start - b.start),
  );
  return booking;
}

export function cancelBooking(roomId, bookingId, owner) {
  const list = bookingsOf(roomId);
  const booking = list.find((b) => b.id === bookingId);
  if (!booking) return false;
  if (booking.owner !== owner) throw new Error('only the organiser can cancel');
  bookings.set(
    roomId,
    list.filter((b) => b.id !== bookingId),
  );
  return true;
}

/** The bookings of a room on one calendar day, in order. */
export function agenda(roomId, day) {
  return bookingsOf(roomId).filter((b) => dayOf(b.start) === day);
}

/** Whether the room is closed at any point of `slot` (closures are whole days). */
export function closedDuring(roomId, slot) {
  const found = room(roomId);
  if (!found) return true;
  return found.closures.some((days) => overlaps(daysToInterval(days), slot));
}
