// The address book: contacts keyed by e-mail address.

const contacts = new Map();

export function resetContacts() {
  contacts.clear();
}

/** Adds or updates the contact with `email`; returns "added" or "updated". */
export function upsertContact({ email, name, phone = '', tags = [] }) {
  const existing = contacts.get(email);
  if (existing) {
    contacts.set(email, {
      ...existing,
      name: name || existing.name,
      phone: phone || existing.phone,
      tags: [...new Set([...existing.tags, ...tags])],
    });
    return 'updated';
  }
  contacts.set(email, { email, name, phone, tags: [...tags] });
  return 'added';
}

export function contact(email) {
  return contacts.get(email) ?? null;
}

export function allContacts() {
  return [...contacts.values()].sort((a, b) => a.email.localeCompare(b.email));
}

export function removeContact(email) {
  return contacts.delete(email);
}

/** Contacts whose name or address contains `term` (case-insensitive). */
export function searchContacts(term) {
  const needle = String(term).toLowerCase();
  return allContacts().filter(
    (c) => c.email.includes(needle) || c.name.toLowerCase().includes(needle),
  );
}
