const LIMIT = 100;
const windows = new Map();

export function allow(key, now = Date.now()) {
  const minute = Math.floor(now / 60_000);
  const entry = windows.get(key);
  if (entry === undefined || entry.minute !== minute) {
    windows.set(key, { minute, count: 1 });
    return true;
  }
  entry.count++;
  return entry.count <= LIMIT;
}
