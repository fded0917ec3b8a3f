// Booking a room: the request is checked against the room's size, opening hours and closures,
// then added to its calendar.
import { at, contains, dayOf, durationMinutes, interval } from '../time/interval.js';
import { room } from './catalog.js';
import { addBooking, closedDuring } from './calendar.js';

const MAX_MINUTES = 8 * 60;

export class BookingError extends Error {
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
}

/** Books `roomId` for { start, end, people, owner, title }; throws a BookingError saying why not. */
export function book(roomId, request) {
  const found = room(roomId);
  if (!found) throw new BookingError('no-room', `no room ${roomId}`);
  const slot = interval(request.start, request.end);
  const minutes = durationMinutes(slot);
  if (minutes < 15) throw new BookingError('too-short', 'a booking lasts at least 15 minutes');
  if (minutes > MAX_MINUTES) throw new BookingError('too-long', 'a booking lasts at most 8 hours');
  if (request.people > found.capacity) {
    throw new BookingError('too-small', `${found.name} seats ${found.capacity}`);
  }
  const day = dayOf(slot.start);
  const open = interval(at(day, found.hours[0]), at(day, found.hours[1]));
  if (!contains(open, slot)) {
    throw new BookingError('closed', `${found.name} is open ${found.hours[0]}–${found.hours[1]}`);
  }
  if (closedDuring(roomId, slot))
    throw new BookingError('closed', `${found.name} is closed that day`);
  return addBooking(roomId, slot, request.owner, request.title ?? 'Meeting');
}
