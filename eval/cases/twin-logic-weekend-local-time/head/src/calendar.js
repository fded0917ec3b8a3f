export function isWeekend(date) {
  // The deploy policy is in UTC; the runner's own time zone must not move the weekend.
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}
