// Tidying the fields of a contact as people type them.

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** The address trimmed and lower-cased; null when it is not an e-mail address. */
export function normalizeEmail(raw) {
  const email = String(raw ?? '')
    .trim()
    .toLowerCase();
  return EMAIL.test(email) ? email : null;
}

/** Digits of a phone number with a leading + kept: "+44 (0)20 7946-0018" → "+4402079460018". */
export function normalizePhone(raw) {
  const text = String(raw ?? '').trim();
  if (text === '') return '';
  const digits = text.replace(/\D/g, '');
  return text.startsWith('+') ? `+${digits}` : digits;
}

/** A display name with inner runs of spaces collapsed. */
export function normalizeName(raw) {
  return String(raw ?? '')
    .trim()
    .replace(/\s+/g, ' ');
}

/** "Ada Lovelace" → { first: "Ada", last: "Lovelace" }; one word is a first name. */
export function splitName(name) {
  const parts = normalizeName(name).split(' ').filter(Boolean);
  if (parts.length === 0) return { first: '', last: '' };
  if (parts.length === 1) return { first: parts[0], last: '' };
  return { first: parts.slice(0, -1).join(' '), last: parts[parts.length - 1] };
}
