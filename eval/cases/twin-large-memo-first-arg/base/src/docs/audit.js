// The audit trail of the documents API: who read, changed or shared what, and when. Kept in
// memory with a fixed capacity; the exporter ships it to the log store every minute.

const CAPACITY = 10_000;
const entries = [];

/** Records one action; the oldest entries fall off past the capacity. */
export function record(action, userId, docId, at = Date.now()) {
  entries.push({ action, userId, docId, at });
  if (entries.length > CAPACITY) entries.splice(0, entries.length - CAPACITY);
}

/** The entries about one document, newest first. */
export function historyOf(docId) {
  return entries.filter((entry) => entry.docId === docId).reverse();
}

/** The entries since `at` (exclusive), for the exporter. */
export function since(at) {
  return entries.filter((entry) => entry.at > at);
}

export function clearAudit() {
  entries.length = 0;
}
