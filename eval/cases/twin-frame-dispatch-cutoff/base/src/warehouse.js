/** The warehouse runs on Berlin time, summer time included. */
export const WAREHOUSE_TIME_ZONE = 'Europe/Berlin';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: WAREHOUSE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

// The warehouse's wall-clock reading of an instant: { year, month, day, hour, minute } as numbers.
export function warehouseClock(instant) {
  const parts = {};
  for (const { type, value } of partsFormat.formatToParts(instant)) {
    if (type !== 'literal') parts[type] = Number(value);
  }
  return parts;
}
