// The messages the booking system sends: a confirmation with a calendar attachment, and the
// reminder fifteen minutes before the start.
import { durationMinutes } from '../time/interval.js';
import { room } from './catalog.js';

const REMINDER_MS = 15 * 60 * 1000;

function icsTime(ms) {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// Text values in iCalendar escape backslash, semicolon, comma and line breaks.
function icsText(value) {
  return String(value)
    .replace(/[\\;,]/g, (ch) => `\\${ch}`)
    .replace(/\r?\n/g, '\\n');
}

/** The iCalendar event of a booking. */
export function calendarEvent(booking) {
  const found = room(booking.roomId);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//office//rooms//EN',
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@rooms.office`,
    `DTSTART:${icsTime(booking.start)}`,
    `DTEND:${icsTime(booking.end)}`,
    `SUMMARY:${icsText(booking.title)}`,
    `LOCATION:${icsText(found ? found.name : booking.roomId)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

export function confirmation(booking) {
  const found = room(booking.roomId);
  return {
    to: booking.owner,
    subject: `Booked: ${found ? found.name : booking.roomId}, ${durationMinutes(booking)} minutes`,
    attachment: calendarEvent(booking),
  };
}

/** The bookings whose reminder is due at `now` (start within the next 15 minutes, not begun). */
export function remindersDue(bookings, now) {
  return bookings.filter((b) => b.start > now && b.start - now <= REMINDER_MS);
}
