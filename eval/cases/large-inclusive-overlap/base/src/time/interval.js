// Ranges of time as { start, end } pairs of epoch milliseconds, and of calendar days as
// { start, end } pairs of "YYYY-MM-DD" strings.

const DAY_MS = 24 * 60 * 60 * 1000;

export function interval(start, end) {
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) {
    throw new RangeError(`not an interval: ${start}..${end}`);
  }
  return { start, end };
}

/**
 * Whether two ranges share at least one point, both ends included. Written for closures and
 * holidays ("closed 24–26 December" and "closed 26–31 December" both cover the 26th), so two
 * ranges that only touch at an end DO overlap.
 */
export function overlaps(a, b) {
  return a.start <= b.end && b.start <= a.end;
}

/** Whether `outer` holds all of `inner`, ends included. */
export function contains(outer, inner) {
  return outer.start <= inner.start && inner.end <= outer.end;
}

export function durationMinutes(range) {
  return Math.round((range.end - range.start) / 60000);
}

/** "2026-03-02" → the epoch milliseconds of that day's 00:00 UTC. */
export function dayStart(day) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The calendar day (UTC) of an instant, as "YYYY-MM-DD". */
export function dayOf(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day range of a closure as an interval of instants: first day 00:00 to last day 23:59:59.999. */
export function daysToInterval(days) {
  return interval(dayStart(days.start), dayStart(days.end) + DAY_MS - 1);
}

/** "09:30" on `day` as epoch milliseconds (UTC). */
export function at(day, hhmm) {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new RangeError(`not a time: ${hhmm}`);
  return dayStart(day) + (Number(match[1]) * 60 + Number(match[2])) * 60000;
}
