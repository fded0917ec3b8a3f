// Likely duplicates in the address book: different addresses, same person. Two contacts match
// when their phone numbers are equal or their names are equal ignoring case and accents.
import { allContacts } from './store.js';
import { normalizeName } from './normalize.js';

function nameKey(name) {
  return normalizeName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) {
    const key = keyOf(item);
    if (key === '') continue;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/** Groups of addresses that look like one person, each group sorted, groups in order. */
export function likelyDuplicates() {
  const contacts = allContacts();
  const seen = new Set();
  const result = [];
  for (const group of [
    ...groupBy(contacts, (c) => c.phone),
    ...groupBy(contacts, (c) => nameKey(c.name)),
  ]) {
    const emails = group.map((c) => c.email).sort();
    const key = emails.join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(emails);
  }
  return result.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Merges `from` into `into`: tags joined, empty fields filled; `from` is removed. */
export function mergeInto(into, from, store) {
  const a = store.contact(into);
  const b = store.contact(from);
  if (!a || !b) return false;
  store.upsertContact({
    email: into,
    name: a.name || b.name,
    phone: a.phone || b.phone,
    tags: b.tags,
  });
  store.removeContact(from);
  return true;
}
