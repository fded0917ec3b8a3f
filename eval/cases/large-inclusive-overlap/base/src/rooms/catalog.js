// The meeting rooms of the office: size, equipment, opening hours and closures.

const rooms = new Map();

export function resetRooms() {
  rooms.clear();
}

/** Adds a room; `hours` is ["08:00", "19:00"], `closures` a list of { start, end } day ranges. */
export function addRoom({
  id,
  name,
  capacity,
  equipment = [],
  hours = ['08:00', '19:00'],
  closures = [],
}) {
  if (!Number.isInteger(capacity) || capacity <= 0)
    throw new RangeError(`bad capacity: ${capacity}`);
  rooms.set(id, {
    id,
    name,
    capacity,
    equipment: [...equipment],
    hours: [...hours],
    closures: [...closures],
  });
}

export function room(id) {
  return rooms.get(id) ?? null;
}

export function closeRoom(id, days) {
  const found = rooms.get(id);
  if (!found) throw new Error(`no room ${id}`);
  found.closures.push({ ...days });
}

/** Rooms that seat `people` and have every item of `equipment`, smallest first. */
export function roomsFor(people, equipment = []) {
  return [...rooms.values()]
    .filter((r) => r.capacity >= people && equipment.every((item) => r.equipment.includes(item)))
    .sort((a, b) => a.capacity - b.capacity || a.id.localeCompare(b.id));
}
