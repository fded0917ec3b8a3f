// Importing contacts from a CSV file in the columns the export writes: email, name, phone.
import { parseCsv } from '../csv/parse.js';
import { normalizeEmail, normalizeName, normalizePhone } from './normalize.js';
import { upsertContact } from './store.js';

/** Imports every valid row; returns { added, updated, rejected: [{ line, reason }] }. */
export function importContacts(text) {
  const result = { added: 0, updated: 0, rejected: [] };
  parseCsv(text).forEach(([email, name = '', phone = ''], index) => {
    const line = index + 1;
    const address = normalizeEmail(email);
    if (address === null) {
      result.rejected.push({ line, reason: `not an e-mail address: ${email}` });
      return;
    }
    const outcome = upsertContact({
      email: address,
      name: normalizeName(name),
      phone: normalizePhone(phone),
    });
    result[outcome] += 1;
  });
  return result;
}
